// The SQL of the changes feed, the notices and the acknowledgement.
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { notifications, prescriptionChangeFlags, prescriptions, referenceChanges, type Orm, type ReferenceChangeRow } from '../../platform/db';
import type { ReferenceChangeKind } from '@portal/contracts';
import { ofMember } from '../../platform/tenancy';

/** A page of the feed, newest first, and how many there are. */
export async function changesPage(db: Orm, q: { page: number; limit: number; kind?: ReferenceChangeKind }): Promise<{ rows: ReferenceChangeRow[]; count: number }> {
  const where = q.kind ? eq(referenceChanges.kind, q.kind) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(referenceChanges)
      .where(where)
      .orderBy(desc(referenceChanges.occurredAt), desc(referenceChanges.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(referenceChanges).where(where),
  ]);
  return { rows, count: total!.n };
}

/** How many of the user's notices are unread. */
export async function unreadCountOf(db: Orm, userId: number): Promise<number> {
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return unread!.n;
}

/** The user's notices (only unread ones when asked), newest first, at most `limit`; and how many are unread. */
export async function noticesOf(db: Orm, userId: number, unreadOnly: boolean, limit: number) {
  const [rows, unreadCount] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), unreadOnly ? isNull(notifications.readAt) : undefined))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit),
    unreadCountOf(db, userId),
  ]);
  return { rows, unreadCount };
}

/** Marks the user's own notices read (those named, or all); another user's are never touched. Answers how many of the named are the user's. */
export async function markNoticesRead(db: Orm, userId: number, publicIds: string[] | 'all'): Promise<number> {
  const own = and(eq(notifications.userId, userId), publicIds === 'all' ? undefined : inArray(notifications.publicId, publicIds));
  const [found] = await db.select({ n: count() }).from(notifications).where(own);
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(own, isNull(notifications.readAt)));
  return found!.n;
}

/** The member's prescription (not deleted), or undefined. */
export async function prescriptionOfMember(db: Orm, id: number, memberId: number) {
  const [row] = await db
    .select({ id: prescriptions.id })
    .from(prescriptions)
    .where(ofMember(prescriptions, memberId, eq(prescriptions.id, id), isNull(prescriptions.deletedAt)));
  return row;
}

/** Sets who acknowledged the prescription's open flags, and when. */
export async function acknowledgeFlags(db: Orm, prescriptionId: number, userId: number): Promise<void> {
  await db
    .update(prescriptionChangeFlags)
    .set({ acknowledgedAt: sql`now()`, acknowledgedBy: userId })
    .where(and(eq(prescriptionChangeFlags.prescriptionId, prescriptionId), isNull(prescriptionChangeFlags.acknowledgedAt)));
}
