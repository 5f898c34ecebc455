import { bigint, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One login on one host; idle and absolute lifetimes (DESIGN.md §4). */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hostLabel: text('host_label').notNull(),
    keepSession: boolean('keep_session').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
    /**
     * The family's live refresh token, sealed with the server secret: a replay inside the grace
     * window gets it back as its cookie, so a browser that lost a rotation's answer (a reload
     * during the refresh) converges on the live token instead of replaying a dead one later.
     */
    liveRefreshSealed: text('live_refresh_sealed'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Opaque refresh tokens, stored hashed. Each rotation adds the next generation of the
 * session's family; presenting a used one revokes the session (RFC 9700 §4.14.2).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    generation: integer('generation').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

export type SessionRow = typeof sessions.$inferSelect;
