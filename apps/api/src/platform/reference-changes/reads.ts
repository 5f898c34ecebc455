// Reading reference changes for someone: a member's user counts only its own member's flagged
// prescriptions, the provider's staff every one (reference_changes.affected_count). Shared by
// the changes feed, the home panels and the prescription read.
import { ProviderRoles, type PrescriptionChangeFlag } from '@portal/contracts';
import { count, desc, eq, inArray } from 'drizzle-orm';
import { prescriptionChangeFlags, prescriptions, referenceChanges, type Orm } from '../db';
import { toChangeEntry } from './entry';
import { ofMember } from '../tenancy';

/** Whose flagged prescriptions a reader counts: a member's, or (null) every member's. */
export const countingMemberOf = (auth: { user: { role: number }; member: { id: number } }): number | null =>
  (ProviderRoles as readonly number[]).includes(auth.user.role) ? null : auth.member.id;

/** Flagged prescriptions of `memberId` per change, for the changes given. */
export async function memberAffectedCounts(db: Orm, changeIds: number[], memberId: number): Promise<Map<number, number>> {
  if (!changeIds.length) return new Map();
  const rows = await db
    .select({ changeId: prescriptionChangeFlags.referenceChangeId, n: count() })
    .from(prescriptionChangeFlags)
    .innerJoin(prescriptions, eq(prescriptions.id, prescriptionChangeFlags.prescriptionId))
    .where(ofMember(prescriptions, memberId, inArray(prescriptionChangeFlags.referenceChangeId, changeIds)))
    .groupBy(prescriptionChangeFlags.referenceChangeId);
  return new Map(rows.map((r) => [r.changeId, r.n]));
}

/** The rows' feed entries, counted for the reader (countingMemberOf). */
export async function changeEntriesFor(db: Orm, rows: (typeof referenceChanges.$inferSelect)[], memberId: number | null) {
  const counts = memberId === null ? null : await memberAffectedCounts(db, rows.map((r) => r.id), memberId);
  return rows.map((r) => toChangeEntry(r, counts ? (counts.get(r.id) ?? 0) : r.affectedCount));
}

/** The changes that flagged a prescription of `memberId`, newest first, counted for that member. */
export async function changeFlagsOf(db: Orm, prescriptionId: number, memberId: number): Promise<PrescriptionChangeFlag[]> {
  const rows = await db
    .select({ change: referenceChanges, acknowledgedAt: prescriptionChangeFlags.acknowledgedAt })
    .from(prescriptionChangeFlags)
    .innerJoin(referenceChanges, eq(referenceChanges.id, prescriptionChangeFlags.referenceChangeId))
    .where(eq(prescriptionChangeFlags.prescriptionId, prescriptionId))
    .orderBy(desc(referenceChanges.occurredAt), desc(referenceChanges.id));
  if (!rows.length) return [];
  const entries = await changeEntriesFor(
    db,
    rows.map((r) => r.change),
    memberId,
  );
  return rows.map((r, i) => ({ change: entries[i]!, acknowledgedAt: r.acknowledgedAt?.toISOString() ?? null }));
}
