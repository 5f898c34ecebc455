// Rate limits kept in the database so that every API instance shares them (DESIGN.md §4).
// A fixed window per key: one atomic upsert counts the hit and says whether it is allowed.
// REDIS_URL is not used: the database is the one shared store.
import { eq, lt, sql } from 'drizzle-orm';
import { rateLimitBuckets, type Orm } from './db';

export interface RateLimitRule {
  /** What is limited and for whom, e.g. `login:ip:203.0.113.7` or `otp:user:42`. */
  key: string;
  /** Hits allowed per window. */
  limit: number;
  windowSeconds: number;
  /** The clock; the database's `now()` by default (tests pass one). */
  now?: Date;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window ends when refused (for Retry-After); 0 when allowed. */
  retryAfterSeconds: number;
}

type Db = Pick<Orm, 'insert' | 'delete'>;

/** Counts one hit for `key`; refused once the window holds more than `limit` hits. */
export async function consumeRateLimit(db: Db, rule: RateLimitRule): Promise<RateLimitResult> {
  const { key, limit, windowSeconds } = rule;
  if (!(limit >= 1 && windowSeconds >= 1)) throw new Error('consumeRateLimit: limit and windowSeconds must be ≥ 1');
  const now = rule.now ? sql`${rule.now.toISOString()}::timestamptz` : sql`now()`;
  const b = rateLimitBuckets;
  const expired = sql`${b.resetAt} <= ${now}`;
  const [row] = await db
    .insert(b)
    .values({ key, count: 1, resetAt: sql`${now} + ${windowSeconds}::int * interval '1 second'` })
    .onConflictDoUpdate({
      target: b.key,
      set: {
        count: sql`case when ${expired} then 1 else ${b.count} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${b.resetAt} end`,
      },
    })
    .returning({
      count: b.count,
      secondsLeft: sql<number>`ceil(extract(epoch from (${b.resetAt} - ${now})))::int`,
    });
  if (!row) throw new Error('consumeRateLimit: the upsert returned no row');
  const allowed = row.count <= limit;
  return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Number(row.secondsLeft)) };
}

/** Forgets the hits of `key`, e.g. after a successful login. */
export async function resetRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
}

/** Deletes windows that ended before `olderThan` (now by default); run by the background sender. */
export async function pruneRateLimits(db: Db, olderThan?: Date): Promise<void> {
  const cutoff = olderThan ? sql`${olderThan.toISOString()}::timestamptz` : sql`now()`;
  await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.resetAt, cutoff));
}
