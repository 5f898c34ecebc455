// A database for the tests that start the API as a process: a copy of the migrated template,
// reached by URL (PostgreSQL only: a PGlite is one process's own).
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { createFromTemplate } from './database';
import { adminQuery, withDatabase } from './postgres-admin';

export interface ProcessTestDatabase {
  url: string;
  /** Drops it, whoever is still connected. */
  drop(): Promise<void>;
}

export async function processTestDatabase(): Promise<ProcessTestDatabase> {
  const info = inject('testDatabase');
  if (info.kind !== 'postgres') throw new Error('processTestDatabase needs TEST_DATABASE_URL');
  const name = `api_test_proc_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await createFromTemplate(info.adminUrl, name, info.template);
  return {
    url: withDatabase(info.adminUrl, name),
    drop: () => adminQuery(info.adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
