import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, openTestDatabase, withDatabase } from '../../test-support';
import { auditLog, openPostgres, type Database } from '.';

const testDatabaseUrl = process.env['TEST_DATABASE_URL'];

describe('database (DESIGN §2: one schema and one migration set on both drivers)', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('uses PostgreSQL when TEST_DATABASE_URL is set and PGlite otherwise', () => {
    expect(db.driver).toBe(process.env['TEST_DATABASE_URL'] ? 'postgres' : 'pglite');
  });

  it('answers ping()', async () => {
    await expect(db.ping()).resolves.toBeUndefined();
  });

  it('has pg_trgm for Turkish-folded search columns', async () => {
    const result = await db.execute<{ similarity: number }>(sql`select similarity('izmir', 'izmir') as similarity`);
    expect(Number(result.rows[0]?.similarity)).toBe(1);
  });

  it('writes and reads the audit log, with occurred_at defaulted by the database', async () => {
    const [row] = await db
      .insert(auditLog)
      .values({ action: 'delete', entity: 'producer', entityId: '42', before: { name: 'Ayşe Çiftçi' }, after: null })
      .returning();
    expect(row?.id).toBeGreaterThan(0);
    expect(row?.occurredAt).toBeInstanceOf(Date);
    const [read] = await db.select().from(auditLog).where(eq(auditLog.entityId, '42')).orderBy(desc(auditLog.id));
    expect(read).toMatchObject({ action: 'delete', entity: 'producer', before: { name: 'Ayşe Çiftçi' }, actorUserId: null });
  });

  it.skipIf(!testDatabaseUrl)('listens for pool errors, so a dropped idle connection cannot crash the process', () => {
    const pool = (db as unknown as { $client: { listenerCount(event: string): number } }).$client;
    expect(pool.listenerCount('error')).toBeGreaterThan(0);
  });
});

describe.skipIf(!testDatabaseUrl)('migrations on PostgreSQL (DESIGN §1: several API instances)', () => {
  it('serialises the migrations of instances that start together', async () => {
    const adminUrl = testDatabaseUrl ?? '';
    const name = `api_test_race_${Date.now()}`;
    await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
    try {
      const opened = await Promise.all([1, 2, 3].map(() => openPostgres(withDatabase(adminUrl, name))));
      const [first] = opened;
      const rows = await first?.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect(rows?.rows[0]?.n).toBeGreaterThanOrEqual(2);
      await Promise.all(opened.map((d) => d.close()));
    } finally {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  });
});
