import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support';
import { notify, preparedOn, sessions, type Database, type Orm } from '.';

const testDatabaseUrl = process.env['TEST_DATABASE_URL'];

async function until(check: () => boolean, ms = 2_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('LISTEN/NOTIFY between API instances', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('delivers a notification sent in a transaction at commit, and none from a rolled-back one', async () => {
    const heard: string[] = [];
    const stop = await db.listen('test_channel', (payload) => heard.push(payload));
    await db
      .transaction(async (tx) => {
        await notify(tx, 'test_channel', 'rolled-back');
        tx.rollback();
      })
      .catch(() => undefined);
    await db.transaction((tx) => notify(tx, 'test_channel', 'committed'));
    await until(() => heard.includes('committed'));
    expect(heard).toEqual(['committed']);
    await stop();
    await notify(db, 'test_channel', 'after stop');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual(['committed']);
  });

  it.skipIf(!testDatabaseUrl)('says when its connection dropped and listens again after reconnecting', async () => {
    const status: boolean[] = [];
    const heard: string[] = [];
    const stop = await db.listen('test_reconnect', (payload) => heard.push(payload), (listening) => status.push(listening));
    expect(status).toEqual([true]);
    await db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN test_reconnect'`);
    await until(() => status.length >= 3, 5_000);
    expect(status).toEqual([true, false, true]);
    await notify(db, 'test_reconnect', 'again');
    await until(() => heard.includes('again'));
    await stop();
  });
});

const byId = (db: Orm) =>
  db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('test_session_by_id');

describe('statements built once per database', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('builds a statement once per database and runs it with new values each time', async () => {
    expect(preparedOn(db, byId)).toBe(preparedOn(db, byId));
    const id = '00000000-0000-4000-8000-000000000000';
    expect(await preparedOn(db, byId).execute({ id })).toEqual([]);
    expect(await preparedOn(db, byId).execute({ id: '00000000-0000-4000-8000-000000000001' })).toEqual([]);
  });
});
