// The reference data's version on a real database (PostgreSQL in CI, PGlite otherwise): every
// reference table moves it, nothing else does, a rolled-back write leaves it; the answers kept
// per version; and which routes may keep theirs (from the route table).
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support';
import { buildRouteTable } from '../test-support/route-table';
import { auditLog, members, plants, unitsOfMeasure, type Database } from './db';
import * as referenceSchema from './db/schema/reference';
import { readGeneration, referenceAnswers } from './reference-answers';
import { inTransaction } from './tenancy';

const referenceTables = Object.values(referenceSchema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

const unit = (name: string, symbol: string) => ({ name, symbol, kind: 'quantity' as const, amountUnit: 'adet', searchText: name });

const todayInTurkey = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });

describe('platform/reference-answers: the reference data version', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('every table of the reference schema, and no other table, carries the trigger that moves the version', async () => {
    expect(referenceTables.length).toBeGreaterThanOrEqual(18);
    const { rows } = await db.execute<{ table: string }>(sql`select c.relname as "table" from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname = 'reference_data_written' order by 1`);
    expect(rows.map((r) => r.table).sort()).toEqual(referenceTables);
  });

  it('the version moves with an insert, an update, a delete and a truncate of reference data, and carries the day in Türkiye', async () => {
    const first = await readGeneration(db);
    expect(first?.endsWith(`/${todayInTurkey()}`)).toBe(true);
    const [plant] = await db.insert(plants).values({ name: 'Sürüm Bitkisi', searchText: 'surum bitkisi' }).returning({ id: plants.id });
    const afterInsert = await readGeneration(db);
    expect(afterInsert).not.toBe(first);
    await db.update(plants).set({ latinName: 'Versio plantae' }).where(sql`${plants.id} = ${plant!.id}`);
    const afterUpdate = await readGeneration(db);
    expect(afterUpdate).not.toBe(afterInsert);
    await db.delete(plants).where(sql`${plants.id} = ${plant!.id}`);
    const afterDelete = await readGeneration(db);
    expect(afterDelete).not.toBe(afterUpdate);
    // A statement that changes no row still says the data may have changed: cheap, and never wrong.
    await db.execute(sql`truncate table ${sql.identifier('notes_warnings')}`);
    expect(await readGeneration(db)).not.toBe(afterDelete);
  });

  it('reads and writes of other tables leave it, and so does a rolled-back reference write', async () => {
    const before = await readGeneration(db);
    await db.select().from(plants).limit(1);
    await db.insert(members).values({ name: 'Sürüm Üyesi', app: 1, stage: 'demo-request' });
    await db.select().from(auditLog).limit(1);
    await expect(
      inTransaction(db, async (tx) => {
        await tx.insert(unitsOfMeasure).values(unit('Geri alınan birim', 'ga'));
        throw new Error('geri al');
      }),
    ).rejects.toThrow('geri al');
    expect(await readGeneration(db)).toBe(before);
  });

  it('a transaction of many reference writes commits one new version', async () => {
    const before = await readGeneration(db);
    await inTransaction(db, async (tx) => {
      for (let i = 0; i < 20; i++) await tx.insert(unitsOfMeasure).values(unit(`Toplu birim ${i}`, `tb${i}`));
    });
    expect(await readGeneration(db)).not.toBe(before);
  });

  it.skipIf(!process.env['TEST_DATABASE_URL'])('PostgreSQL: another connection reads the old version until the writing transaction commits', async () => {
    const before = await readGeneration(db);
    let seenInside: string | undefined;
    await inTransaction(db, async (tx) => {
      await tx.insert(unitsOfMeasure).values(unit('Görünmeyen birim', 'gb'));
      // `db` is the pool: another connection, outside the transaction.
      seenInside = await readGeneration(db);
    });
    expect(seenInside).toBe(before);
    expect(await readGeneration(db)).not.toBe(before);
  });
});

describe('platform/reference-answers: answers kept per version', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  const counted = (value: unknown) => {
    const compute = async () => {
      compute.calls++;
      return value;
    };
    compute.calls = 0;
    return compute;
  };

  it('one computation per key and version: the same key is kept, another key is computed, a reference write computes again', async () => {
    const answers = referenceAnswers(db, 1024 * 1024);
    const tomatoes = counted({ data: ['Domates'] });
    const peppers = counted({ data: ['Biber'] });
    expect(await answers.answer('plants?search=dom', tomatoes)).toEqual({ data: ['Domates'] });
    expect(await answers.answer('plants?search=dom', tomatoes)).toEqual({ data: ['Domates'] });
    expect(tomatoes.calls).toBe(1);
    await answers.answer('plants?search=bib', peppers);
    expect(peppers.calls).toBe(1);
    await db.insert(plants).values({ name: 'Dolmalık Biber', searchText: 'dolmalik biber' });
    await answers.answer('plants?search=dom', tomatoes);
    await answers.answer('plants?search=bib', peppers);
    expect([tomatoes.calls, peppers.calls]).toEqual([2, 2]);
    expect(answers.stats).toEqual({ hits: 1, misses: 4 });
  });

  it('without its version row (deleted by hand) nothing is kept, and every answer is still given', async () => {
    const answers = referenceAnswers(db, 1024 * 1024);
    const tomatoes = counted({ data: ['Domates'] });
    await inTransaction(db, async (tx) => {
      await tx.execute(sql`delete from reference_data_version`);
      expect(await readGeneration(tx)).toBeUndefined();
      const inside = referenceAnswers(tx, 1024 * 1024);
      expect(await inside.answer('plants?search=dom', tomatoes)).toEqual({ data: ['Domates'] });
      expect(await inside.answer('plants?search=dom', tomatoes)).toEqual({ data: ['Domates'] });
      expect(tomatoes.calls).toBe(2);
      // Put back as it was: the rest of the file reads it.
      throw new Error('geri al');
    }).catch((error: unknown) => {
      if (!(error instanceof Error) || error.message !== 'geri al') throw error;
    });
    expect(await readGeneration(db)).toBeDefined();
    await answers.answer('plants?search=dom', tomatoes);
    expect(tomatoes.calls).toBe(3);
  });

  it('a failed computation is not kept: the next request computes again', async () => {
    const answers = referenceAnswers(db, 1024 * 1024);
    let calls = 0;
    const failing = async () => {
      calls++;
      throw new Error('bulunamadı');
    };
    await expect(answers.answer('plants/999', failing)).rejects.toThrow('bulunamadı');
    await expect(answers.answer('plants/999', failing)).rejects.toThrow('bulunamadı');
    expect(calls).toBe(2);
  });

  it('keeps at most its size, dropping the least recently used answer; size 0 keeps nothing', async () => {
    const answers = referenceAnswers(db, 300);
    const big = (name: string) => counted({ name, filler: 'x'.repeat(100) });
    const [a, b, c] = [big('a'), big('b'), big('c')];
    await answers.answer('a', a);
    await answers.answer('b', b);
    await answers.answer('a', a);
    await answers.answer('c', c);
    await answers.answer('a', a);
    await answers.answer('b', b);
    // a (used last before c) stayed; b, the least recently used, was dropped for c.
    expect([a.calls, b.calls, c.calls]).toEqual([1, 2, 1]);

    const none = referenceAnswers(db, 0);
    const d = counted(1);
    await none.answer('d', d);
    await none.answer('d', d);
    expect(d.calls).toBe(2);
  });
});

describe('platform/reference-answers: the routes that keep their answers', () => {
  it('every GET route under search/ declares it but the two that count the reader’s own prescriptions, and no other route does', async () => {
    const { app, routes } = await buildRouteTable();
    try {
      // The home panels and the changes feed count the member's flagged prescriptions.
      const readersOwn = ['/api/v1/search/home', '/api/v1/search/changes'];
      const keeping = routes.filter((r) => r.referenceAnswers).map((r) => `${r.method} ${r.url}`).sort();
      const search = routes.filter((r) => r.method === 'GET' && r.url.startsWith('/api/v1/search/') && !readersOwn.includes(r.url)).map((r) => `${r.method} ${r.url}`).sort();
      expect(keeping.length).toBeGreaterThanOrEqual(13);
      expect(keeping).toEqual(search);
    } finally {
      await app.close();
    }
  });
});
