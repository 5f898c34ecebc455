// Per-member, per-year numbers on a real database: each member and year counts from 1, a
// rolled-back write gives its number back, and concurrent writers of one member get distinct numbers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support';
import { lotNumberCounters, members, type Database } from './db';
import { memberNumbering, turkishYearOf } from './numbering';
import { inTransaction } from './tenancy';

describe('platform/numbering', () => {
  let db: Database;
  let a: number;
  let b: number;
  const numbers = memberNumbering(lotNumberCounters, 'TST');
  beforeAll(async () => {
    db = await openTestDatabase();
    [a, b] = (await db.insert(members).values([{ name: 'A', app: 1, stage: 'demo-request' }, { name: 'B', app: 1, stage: 'demo-request' }]).returning({ id: members.id })).map((m) => m.id) as [number, number];
  });
  afterAll(() => db.close());

  it('counts per member and per year, in the fixed-width text', async () => {
    const take = (member: number, year: number) => inTransaction(db, (tx) => numbers.next(tx, member, year));
    expect(await take(a, 2026)).toEqual({ seq: 1, text: 'TST-2026-000001' });
    expect(await take(a, 2026)).toEqual({ seq: 2, text: 'TST-2026-000002' });
    expect(await take(b, 2026)).toEqual({ seq: 1, text: 'TST-2026-000001' });
    expect(await take(a, 2027)).toEqual({ seq: 1, text: 'TST-2027-000001' });
    expect(numbers.textOf(2026, 123)).toBe('TST-2026-000123');
  });

  it('gives a rolled-back number back, and never the same number twice under concurrency', async () => {
    await expect(
      inTransaction(db, async (tx) => {
        await numbers.next(tx, a, 2030);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    const taken = await Promise.all(Array.from({ length: 8 }, () => inTransaction(db, (tx) => numbers.next(tx, a, 2030))));
    expect(taken.map((n) => n.seq).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('takes the year in Türkiye (UTC+3)', () => {
    expect(turkishYearOf(new Date('2026-12-31T20:59:59Z'))).toBe(2026);
    expect(turkishYearOf(new Date('2026-12-31T21:00:00Z'))).toBe(2027);
  });
});
