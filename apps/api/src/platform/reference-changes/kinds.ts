// What counts as a reference change (docs/decisions.md "Reference changes"): the
// kit hands each section's written record before and after, and these decide whether it is
// a licence registered, cancelled or expired, or an MRL added, changed or expired.
import type { Licence, MrlRate, ReferenceChangeKind } from '@portal/contracts';
import type { WrittenRecord } from '../crud/section';

/** Valid on `today`: not cancelled and not past its expiry date. */
const inForce = (l: Licence, today: string) => l.licenceStatus === 'valid' && (l.expiryDate === null || l.expiryDate >= today);

/**
 * A new licence in force is registered (one entered already cancelled or expired is history,
 * not news); valid → cancelled is a cancellation; an expiry date moved before today on a
 * valid licence is an expiry. Anything else (a renamed product, a new warning) is no change.
 */
export function licenceChangeKind({ before, after }: Pick<WrittenRecord<Licence>, 'before' | 'after'>, today: string): ReferenceChangeKind | null {
  if (!before) return inForce(after, today) ? 'licence-registered' : null;
  if (before.licenceStatus === 'valid' && after.licenceStatus === 'cancelled') return 'licence-cancelled';
  if (inForce(before, today) && after.licenceStatus === 'valid' && !inForce(after, today)) return 'licence-expired';
  return null;
}

/**
 * A new limit not already expired is added; expire_status false → true is an expiry (the
 * PATCH mrl/mrl-rates/expire switch); a new rate value on a limit in force is a change. The
 * record's own active/passive switch and its description are not changes of the limit.
 */
export function mrlChangeKind({ before, after }: Pick<WrittenRecord<MrlRate>, 'before' | 'after'>): ReferenceChangeKind | null {
  if (!before) return after.expire_status ? null : 'mrl-added';
  if (!before.expire_status && after.expire_status) return 'mrl-expired';
  if (!after.expire_status && before.rate !== after.rate) return 'mrl-changed';
  return null;
}
