// The backup and restore procedure of docs/operations.md, run as an operator runs it
// (`node tools/ops/backup.mjs`, `node tools/ops/restore.mjs` in their own processes): a backup of
// a database with data and a stage photo, restored into a fresh database, which the API opens
// (its migrations find nothing to do) with the data and the photo there. Both drivers: PostgreSQL
// (pg_dump / pg_restore) and the embedded PGlite data directory.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { contactMessages, openPglite, openPostgres, type Database } from '.';
import { adminQuery, withDatabase } from '../../test-support/postgres-admin';
import { startTestS3Server } from '../../test-support/s3-server';
import { s3FileStore } from '../storage';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const exec = promisify(execFile);
const adminUrl = process.env['TEST_DATABASE_URL'];
const temps: string[] = [];
const databases: string[] = [];

/** One of the operator's scripts, with only the data settings in its environment. */
const script = (name: 'backup' | 'restore', env: Record<string, string>, arg: string) =>
  exec(process.execPath, [path.join(repoRoot, 'tools/ops', `${name}.mjs`), arg], { cwd: repoRoot, env: { PATH: process.env['PATH'] ?? '', ...env }, timeout: 120_000 });

async function tempDir(prefix: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  temps.push(dir);
  return dir;
}

const marker = () => `Yedek denemesi ${randomUUID()}`;

async function writeSample(db: Database, uploads: string, text: string) {
  await db.insert(contactMessages).values({ name: 'Ayşe Çınar', email: 'ayse@example.com', subject: 'Yedek', message: text, kvkkConsentAt: new Date() });
  await mkdir(path.join(uploads, 'lots/1/1'), { recursive: true });
  await writeFile(path.join(uploads, 'lots/1/1/foto.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
}

async function expectSample(db: Database, uploads: string, text: string) {
  const rows = await db.select({ message: contactMessages.message }).from(contactMessages);
  expect(rows.map((r) => r.message)).toContain(text);
  expect([...(await readFile(path.join(uploads, 'lots/1/1/foto.jpg')))]).toEqual([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
}

afterAll(async () => {
  for (const name of databases) if (adminUrl) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('backup and restore (docs/operations.md)', () => {
  it('the embedded PGlite data directory: backed up, restored into a new DATA_DIR, opened by the API with its data and photos', async () => {
    const text = marker();
    const source = await tempDir('portal-pglite-src-');
    const db = await openPglite(path.join(source, 'pglite'));
    await writeSample(db, path.join(source, 'uploads'), text);
    await db.close();

    const backup = path.join(await tempDir('portal-backup-'), 'yedek');
    await script('backup', { DATA_DIR: source }, backup);

    const target = await tempDir('portal-pglite-dst-');
    await script('restore', { DATA_DIR: target }, backup);
    const restored = await openPglite(path.join(target, 'pglite'));
    try {
      await expectSample(restored, path.join(target, 'uploads'), text);
    } finally {
      await restored.close();
    }
    // A restore never writes over a database that is there.
    await expect(script('restore', { DATA_DIR: target }, backup)).rejects.toThrow(/zaten var/);
  }, 120_000);

  it('photos in an S3-compatible bucket: copied into the backup folder through the S3 client, restored into another bucket, or onto local disk', async () => {
    const s3 = await startTestS3Server('portal-source', ['portal-target']);
    try {
      const text = marker();
      const photos = { 'lots/1/1/foto.jpg': Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 'lots/2/5/baska.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 9]) };
      const source = await tempDir('portal-s3-src-');
      const db = await openPglite(path.join(source, 'pglite'));
      await db.insert(contactMessages).values({ name: 'Ayşe Çınar', email: 'ayse@example.com', subject: 'Yedek', message: text, kvkkConsentAt: new Date() });
      await db.close();
      for (const [key, bytes] of Object.entries(photos)) await s3FileStore(s3.settings).put(key, bytes);

      const backup = path.join(await tempDir('portal-backup-'), 'yedek');
      await script('backup', { DATA_DIR: source, ...s3.env }, backup);
      for (const [key, bytes] of Object.entries(photos)) expect((await readFile(path.join(backup, 'uploads', key))).equals(bytes)).toBe(true);
      expect(JSON.parse(await readFile(path.join(backup, 'manifest.json'), 'utf8'))).toMatchObject({ kind: 'pglite', storage: 's3', uploads: true });

      // Into an empty bucket (a new deployment's), with the database.
      const target = await tempDir('portal-s3-dst-');
      await script('restore', { DATA_DIR: target, ...s3.env, S3_BUCKET: 'portal-target' }, backup);
      const restoredStore = s3FileStore({ ...s3.settings, bucket: 'portal-target' });
      for (const [key, bytes] of Object.entries(photos)) expect((await restoredStore.get(key))?.equals(bytes)).toBe(true);
      const restored = await openPglite(path.join(target, 'pglite'));
      try {
        expect((await restored.select({ message: contactMessages.message }).from(contactMessages)).map((r) => r.message)).toContain(text);
      } finally {
        await restored.close();
      }

      // The same backup onto local disk: the bucket's keys are the paths under UPLOAD_DIR.
      const local = await tempDir('portal-s3-to-local-');
      await script('restore', { DATA_DIR: local }, backup);
      for (const [key, bytes] of Object.entries(photos)) expect((await readFile(path.join(local, 'uploads', key))).equals(bytes)).toBe(true);
    } finally {
      await s3.close();
    }
  }, 120_000);

  it.runIf(adminUrl)('PostgreSQL: pg_dump of a live database, pg_restore into a fresh one, the API migrates nothing and finds the data and photos', async () => {
    const text = marker();
    const [from, to] = [`backup_src_${randomUUID().slice(0, 8)}`, `backup_dst_${randomUUID().slice(0, 8)}`];
    databases.push(from, to);
    await adminQuery(adminUrl!, `CREATE DATABASE "${from}"`);
    const uploadsFrom = path.join(await tempDir('portal-uploads-src-'), 'uploads');
    const db = await openPostgres(withDatabase(adminUrl!, from));
    try {
      await writeSample(db, uploadsFrom, text);
      const backup = path.join(await tempDir('portal-backup-'), 'yedek');
      // Taken while the database is open and in use, as pg_dump allows.
      await script('backup', { DATABASE_URL: withDatabase(adminUrl!, from), UPLOAD_DIR: uploadsFrom }, backup);

      await adminQuery(adminUrl!, `CREATE DATABASE "${to}"`);
      const uploadsTo = path.join(await tempDir('portal-uploads-dst-'), 'uploads');
      await script('restore', { DATABASE_URL: withDatabase(adminUrl!, to), UPLOAD_DIR: uploadsTo }, backup);
      const restored = await openPostgres(withDatabase(adminUrl!, to));
      try {
        await expectSample(restored, uploadsTo, text);
      } finally {
        await restored.close();
      }
    } finally {
      await db.close();
    }
  }, 120_000);
});
