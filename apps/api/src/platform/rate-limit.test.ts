import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support';
import { rateLimitBuckets, type Database } from './db';
import { consumeRateLimit, pruneRateLimits, resetRateLimit } from './rate-limit';

describe('consumeRateLimit (DESIGN §4: rate limits kept in the database, shared by every instance)', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  const at = (seconds: number) => new Date(Date.UTC(2020, 0, 1, 12, 0, seconds));

  it('allows `limit` hits in a window, refuses the next with Retry-After, and allows again after the window', async () => {
    const rule = { key: 'login:ip:203.0.113.7', limit: 3, windowSeconds: 60 };
    for (const s of [0, 10, 20]) expect(await consumeRateLimit(db, { ...rule, now: at(s) })).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await consumeRateLimit(db, { ...rule, now: at(30) })).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(await consumeRateLimit(db, { ...rule, now: at(59) })).toEqual({ allowed: false, retryAfterSeconds: 1 });
    // The window opened at 0 s ends at 60 s: a new one starts.
    expect(await consumeRateLimit(db, { ...rule, now: at(60) })).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await consumeRateLimit(db, { ...rule, now: at(61) })).toMatchObject({ allowed: true });
  });

  it('keeps keys apart', async () => {
    const rule = { limit: 1, windowSeconds: 60, now: at(0) };
    expect((await consumeRateLimit(db, { ...rule, key: 'otp:user:1' })).allowed).toBe(true);
    expect((await consumeRateLimit(db, { ...rule, key: 'otp:user:2' })).allowed).toBe(true);
    expect((await consumeRateLimit(db, { ...rule, key: 'otp:user:1' })).allowed).toBe(false);
  });

  it('resets a key on request', async () => {
    const rule = { key: 'reset:email:a@example.com', limit: 1, windowSeconds: 600 };
    expect((await consumeRateLimit(db, rule)).allowed).toBe(true);
    expect((await consumeRateLimit(db, rule)).allowed).toBe(false);
    await resetRateLimit(db, rule.key);
    expect((await consumeRateLimit(db, rule)).allowed).toBe(true);
  });

  it('uses the database clock by default: a 1-second window really ends', async () => {
    const rule = { key: 'clock', limit: 1, windowSeconds: 1 };
    expect((await consumeRateLimit(db, rule)).allowed).toBe(true);
    const refused = await consumeRateLimit(db, rule);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await consumeRateLimit(db, rule)).allowed).toBe(true);
  });

  it('counts every concurrent hit exactly once (one atomic upsert)', async () => {
    const rule = { key: 'burst', limit: 10, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 25 }, () => consumeRateLimit(db, rule)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    const [row] = await db.select().from(rateLimitBuckets).where(eq(rateLimitBuckets.key, 'burst'));
    expect(row?.count).toBe(25);
  });

  it('prunes ended windows only', async () => {
    await consumeRateLimit(db, { key: 'old', limit: 1, windowSeconds: 1, now: at(0) });
    await consumeRateLimit(db, { key: 'current', limit: 1, windowSeconds: 3600 });
    await pruneRateLimits(db);
    const keys = (await db.select({ key: rateLimitBuckets.key }).from(rateLimitBuckets)).map((r) => r.key);
    expect(keys).toContain('current');
    expect(keys).not.toContain('old');
  });
});
