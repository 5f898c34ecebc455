import { bigint, check, date, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * A member company (üye) or an individual. A fresh registration is a demo request
 * (stage 'demo-request', no membership state yet); provider staff approve it into InDemo.
 */
export const members = pgTable(
  'members',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    publicId: uuid('public_id').notNull().unique().defaultRandom(),
    name: text('name').notNull(),
    /** MemberType code (spec §3); null for an individual. */
    memberType: smallint('member_type'),
    /** AppCode the member applied for. */
    app: smallint('app').notNull(),
    stage: text('stage', { enum: ['demo-request', 'member'] }).notNull(),
    /** MembershipState code (spec §3); null while a demo request. */
    state: smallint('state'),
    demoEndsAt: timestamp('demo_ends_at', { withTimezone: true }),
    /** Set when the applicant verified both e-mail and phone: the request is ready for staff. */
    requestCompletedAt: timestamp('request_completed_at', { withTimezone: true }),
    seats: integer('seats'),
    taxNumber: text('tax_number'),
    taxOffice: text('tax_office'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    address: text('address'),
    contactPerson: text('contact_person'),
    /** SubscriptionPlan (contracts members.ts) once converted to a subscription. */
    plan: text('plan', { enum: ['baslangic', 'profesyonel', 'kurumsal'] }),
    subscriptionStartsAt: date('subscription_starts_at'),
    subscriptionEndsAt: date('subscription_ends_at'),
    cancelReason: text('cancel_reason'),
    /** Deleted by staff: out of every list, its users cannot sign in. The rows stay for the records that refer to them. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('members_stage_state_chk', sql`(${t.stage} = 'demo-request') = (${t.state} is null)`),
    index('members_stage_state_idx').on(t.stage, t.state),
    check('members_subscription_dates_chk', sql`${t.subscriptionStartsAt} is null or ${t.subscriptionEndsAt} is null or ${t.subscriptionStartsAt} <= ${t.subscriptionEndsAt}`),
  ],
);

/** Every change of a member's stage or state, with who, when and why (DESIGN.md §8). */
export const memberStateHistory = pgTable(
  'member_state_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    fromState: smallint('from_state'),
    toState: smallint('to_state'),
    stage: text('stage', { enum: ['demo-request', 'member'] }).notNull(),
    /** MemberAction of the transition table, or 'register' / 'edit'; null on rows written before actions were recorded. */
    action: text('action'),
    note: text('note'),
    /** No foreign key: members.ts and users.ts would reference each other. */
    actorUserId: bigint('actor_user_id', { mode: 'number' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_state_history_member_idx').on(t.memberId, t.occurredAt)],
);

export type MemberRow = typeof members.$inferSelect;
