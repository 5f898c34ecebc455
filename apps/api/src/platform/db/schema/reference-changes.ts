// Changes to the reference data that matter to people who prescribe and sell:
// a licence registered, cancelled or expired, an MRL added, changed or expired. Recorded by
// the definitions writes and imports in the same transaction as the change; SRC shows them
// as a feed, and the active prescriptions they touch are flagged and their prescribers told.
import { ReferenceChangeKinds } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { prescriptions } from './prescriptions';
import { users } from './users';

export const ReferenceChangeSources = ['edit', 'import'] as const;
export type ReferenceChangeSource = (typeof ReferenceChangeSources)[number];

export const referenceChanges = pgTable(
  'reference_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind', { enum: ReferenceChangeKinds }).notNull(),
    source: text('source', { enum: ReferenceChangeSources }).notNull(),
    actorUserId: bigint('actor_user_id', { mode: 'number' }),
    /** The licence of a licence change; no foreign key: the feed outlives a deleted licence. */
    licenceId: bigint('licence_id', { mode: 'number' }),
    /** The MRL rate, substance and product of an MRL change (no foreign keys, as above). */
    mrlRateId: bigint('mrl_rate_id', { mode: 'number' }),
    mrlActiveSubstanceId: bigint('mrl_active_substance_id', { mode: 'number' }),
    mrlProductId: bigint('mrl_product_id', { mode: 'number' }),
    /** What the feed shows, as it was at the change: names, numbers, the limit before and after. */
    summary: jsonb('summary').notNull(),
    /** Active prescriptions flagged by this change. */
    affectedCount: integer('affected_count').notNull().default(0),
  },
  (t) => [
    index('reference_changes_occurred_idx').on(t.occurredAt.desc(), t.id.desc()),
    index('reference_changes_licence_idx').on(t.licenceId).where(sql`${t.licenceId} is not null`),
    index('reference_changes_mrl_substance_idx').on(t.mrlActiveSubstanceId).where(sql`${t.mrlActiveSubstanceId} is not null`),
    check('reference_changes_kind_chk', sql`${t.kind} in ('licence-registered', 'licence-cancelled', 'licence-expired', 'mrl-added', 'mrl-changed', 'mrl-expired')`),
    check('reference_changes_source_chk', sql`${t.source} in ('edit', 'import')`),
  ],
);

/** An active prescription that a reference change touches: shown on the prescription until acknowledged. */
export const prescriptionChangeFlags = pgTable(
  'prescription_change_flags',
  {
    prescriptionId: bigint('prescription_id', { mode: 'number' }).notNull(),
    referenceChangeId: bigint('reference_change_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: bigint('acknowledged_by', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ name: 'prescription_change_flags_pk', columns: [t.prescriptionId, t.referenceChangeId] }),
    foreignKey({ name: 'prescription_change_flags_prescription_fk', columns: [t.prescriptionId], foreignColumns: [prescriptions.id] }).onDelete('cascade'),
    foreignKey({ name: 'prescription_change_flags_change_fk', columns: [t.referenceChangeId], foreignColumns: [referenceChanges.id] }).onDelete('cascade'),
    index('prescription_change_flags_change_idx').on(t.referenceChangeId),
  ],
);

/** An in-app notice to one user (the bell); the same notice may also go out by mail through the outbox. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull().unique().default(sql`gen_random_uuid()::text`),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** An app path to open (/recete/…), or null. */
    link: text('link'),
    referenceChangeId: bigint('reference_change_id', { mode: 'number' }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({ name: 'notifications_user_fk', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    foreignKey({ name: 'notifications_change_fk', columns: [t.referenceChangeId], foreignColumns: [referenceChanges.id] }).onDelete('set null'),
    index('notifications_user_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

export type ReferenceChangeRow = typeof referenceChanges.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
