// Migrates one database per test run; each test file then starts from a copy of it.
// With TEST_DATABASE_URL: a template database on that server (CREATE DATABASE … TEMPLATE).
// Without: an in-memory PGlite dumped to a file that each file loads.
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, pgliteExtensions } from '../platform/db';
import { adminQuery, withDatabase } from './postgres-admin';

export default async function setup(project: TestProject) {
  const adminUrl = process.env['TEST_DATABASE_URL'];
  if (adminUrl) {
    const template = `api_test_tpl_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    await adminQuery(adminUrl, `CREATE DATABASE "${template}"`);
    await (await openPostgres(withDatabase(adminUrl, template))).close();
    project.provide('testDatabase', { kind: 'postgres', adminUrl, template });
    return () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  }
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const database = await openPglite(client);
  const dump = await client.dumpDataDir('gzip');
  await database.close();
  const dumpFile = path.join(os.tmpdir(), `api-test-${randomUUID()}.tar.gz`);
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', dumpFile });
  return () => rm(dumpFile, { force: true });
}
