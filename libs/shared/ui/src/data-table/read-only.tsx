import { Alert, Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Spec §6: what BestnetSupport is told wherever a change is not allowed. */
export const READ_ONLY_TEXT = 'Salt okunur erişim: değişiklik yapamazsınız';

/** The page's note for a read-only user. */
export function ReadOnlyNote() {
  return (
    <Alert color="gray" variant="light" icon={<IconLock aria-hidden />} role="note" data-testid="read-only-note">
      {READ_ONLY_TEXT}
    </Alert>
  );
}

/**
 * A control that is disabled for a read-only user, with the reason on hover. A disabled button
 * fires no pointer events, so the tooltip sits on a wrapper.
 */
export function ReadOnlyTip({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  if (!readOnly) return children;
  return (
    <Tooltip label={READ_ONLY_TEXT} withArrow>
      <span style={{ display: 'inline-flex' }}>{children}</span>
    </Tooltip>
  );
}
