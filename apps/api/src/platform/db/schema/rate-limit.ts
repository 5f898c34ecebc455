import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Fixed-window counters shared by every API instance (DESIGN.md §4 rate limits). */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    /** What is limited and for whom, e.g. `login:ip:203.0.113.7`. */
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    /** End of the current window; the next hit after it starts a new one. */
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_buckets_reset_at_idx').on(t.resetAt)],
);
