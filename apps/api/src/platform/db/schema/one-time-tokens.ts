import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** What a one-time token or ticket is for; a token of one purpose never serves another. */
export const TokenPurpose = {
  EmailVerify: 'email-verify',
  SmsVerify: 'sms-verify',
  PasswordReset: 'password-reset',
  PasswordResetSms: 'password-reset-sms',
  PhoneLogin: 'phone-login',
  SessionHandoff: 'session-handoff',
  DuplicateSession: 'duplicate-session',
  ContactChange: 'contact-change',
} as const;
export type TokenPurpose = (typeof TokenPurpose)[keyof typeof TokenPurpose];

/**
 * Links, tickets and OTP codes: stored hashed, single use, expiring. An OTP code is
 * bound to its ticket (`codeHash` = hash of ticket + code) and has an attempt limit.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose').$type<TokenPurpose>().notNull(),
    /** Null for a decoy ticket (forgot-password by an unknown phone). */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [index('one_time_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);

export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;
