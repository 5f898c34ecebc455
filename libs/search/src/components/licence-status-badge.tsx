import { Badge, type BadgeProps } from '@mantine/core';
import type { LicenseHit } from '@portal/contracts';
import type { ReactNode } from 'react';

/** What is known of a licence's state; the expiry tells an expired one from another invalid one. */
type LicenceState = Pick<LicenseHit, 'licenceStatus' | 'validToday'> & { expiryDate?: string | null };

/** The licence's state in words (not only colour): valid today, cancelled, expired or otherwise not valid. */
export function licenceStateText({ licenceStatus, validToday, expiryDate }: LicenceState): string {
  if (licenceStatus === 'cancelled') return 'İptal edildi';
  if (validToday) return 'Geçerli';
  return expiryDate ? 'Süresi doldu' : 'Geçerli değil';
}

/**
 * A state badge that is never clipped: Mantine's label hides its overflow with an ellipsis, which
 * let a narrow table column cut 'Geçerli' to a few letters. No maximum width; in a tight column
 * it wraps between words instead, so every word stays whole.
 */
export function WholeBadge({ children, ...props }: BadgeProps & { children: ReactNode; title?: string }) {
  return (
    <Badge
      variant="light"
      {...props}
      maw="none"
      h="auto"
      py={2}
      styles={{
        root: { flexShrink: 0, textTransform: 'none', whiteSpace: 'normal' },
        label: { overflow: 'visible', textOverflow: 'clip', whiteSpace: 'normal', overflowWrap: 'normal', wordBreak: 'keep-all' },
      }}
    >
      {children}
    </Badge>
  );
}

export function LicenceStatusBadge({ licence }: { licence: LicenceState }) {
  const color = licence.validToday && licence.licenceStatus === 'valid' ? 'green' : licence.licenceStatus === 'cancelled' ? 'red' : 'orange';
  return <WholeBadge color={color}>{licenceStateText(licence)}</WholeBadge>;
}

/** Where only today's validity is known (a product for a use): 'Geçerli' or 'Geçerli değil'. */
export function ValidityBadge({ valid }: { valid: boolean }) {
  return <WholeBadge color={valid ? 'green' : 'orange'}>{valid ? 'Geçerli' : 'Geçerli değil'}</WholeBadge>;
}
