import { Badge } from '@mantine/core';
import type { LicenseHit } from '@portal/contracts';

/** What is known of a licence's state; the expiry tells an expired one from another invalid one. */
type LicenceState = Pick<LicenseHit, 'licenceStatus' | 'validToday'> & { expiryDate?: string | null };

/** The licence's state in words (not only colour): valid today, cancelled, expired or otherwise not valid. */
export function licenceStateText({ licenceStatus, validToday, expiryDate }: LicenceState): string {
  if (licenceStatus === 'cancelled') return 'İptal edildi';
  if (validToday) return 'Geçerli';
  return expiryDate ? 'Süresi doldu' : 'Geçerli değil';
}

export function LicenceStatusBadge({ licence }: { licence: LicenceState }) {
  const color = licence.validToday && licence.licenceStatus === 'valid' ? 'green' : licence.licenceStatus === 'cancelled' ? 'red' : 'orange';
  return (
    <Badge color={color} variant="light" style={{ textTransform: 'none' }}>
      {licenceStateText(licence)}
    </Badge>
  );
}

/** Where only today's validity is known (a product for a use): 'Geçerli' or 'Geçerli değil'. */
export function ValidityBadge({ valid }: { valid: boolean }) {
  return (
    <Badge color={valid ? 'green' : 'orange'} variant="light" style={{ textTransform: 'none' }}>
      {valid ? 'Geçerli' : 'Geçerli değil'}
    </Badge>
  );
}
