// The database of one test file: a copy of the database migrated once by global-setup.ts.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openPglite, openPostgres, PgCode, pgErrorOf, pgliteExtensions, type Database } from '../platform/db';
import { adminQuery, withDatabase } from './postgres-admin';

export type TestDatabaseInfo =
  | { kind: 'postgres'; adminUrl: string; template: string }
  | { kind: 'pglite'; dumpFile: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseInfo;
  }
}

export async function createFromTemplate(adminUrl: string, name: string, template: string): Promise<void> {
  // Two copies of one template at the same moment can collide (55006 object_in_use): retry.
  for (let attempt = 1; ; attempt++) {
    try {
      return await adminQuery(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    } catch (error) {
      if (pgErrorOf(error)?.code !== PgCode.ObjectInUse || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** A fresh, migrated database for this test file; close() drops it (PostgreSQL) or frees it (PGlite). */
export async function openTestDatabase(): Promise<Database> {
  const info = inject('testDatabase');
  if (info.kind === 'pglite') {
    const dump = await readFile(info.dumpFile);
    const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: pgliteExtensions });
    return openPglite(client, { migrationsDir: false });
  }
  const name = `api_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await createFromTemplate(info.adminUrl, name, info.template);
  const database = await openPostgres(withDatabase(info.adminUrl, name), { migrationsDir: false });
  const closePool = database.close;
  let closing: Promise<void> | undefined;
  return Object.assign(database, {
    close() {
      closing ??= closePool().then(() => adminQuery(info.adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      return closing;
    },
  });
}
