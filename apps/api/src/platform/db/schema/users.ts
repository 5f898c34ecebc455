import { bigint, boolean, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './members';

/** A portal user: belongs to one member, has one role code (spec §3). */
export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    publicId: uuid('public_id').notNull().unique().defaultRandom(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    /** Lower-case, trimmed (the contracts' emailSchema normalises it). */
    email: text('email').notNull(),
    /** E.164 (+905XXXXXXXXX). */
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    /** Role code (spec §3). */
    role: smallint('role').notNull(),
    /** AppCode. */
    app: smallint('app').notNull(),
    status: text('status', { enum: ['active', 'passive', 'banned'] }).notNull().default('active'),
    archived: boolean('archived').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** Prescribers' authorisation number (DESIGN.md §8). */
    authorizationNumber: text('authorization_number'),
    /** Staff's note on the user (spec §3 notes modal). */
    note: text('note'),
    /** Invited by an admin and not yet set a password: the password hash is unusable. */
    invitationPending: boolean('invitation_pending').notNull().default(false),
    kvkkAcceptedAt: timestamp('kvkk_accepted_at', { withTimezone: true }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_phone_uq').on(t.phone),
    index('users_member_idx').on(t.memberId),
  ],
);

export type UserRow = typeof users.$inferSelect;
