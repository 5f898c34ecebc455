#!/usr/bin/env node
// npm run db:backup [-- <folder>]: a consistent copy of the portal's data into one folder
// (docs/operations.md "Backup and restore").
// - PostgreSQL (DATABASE_URL set): `pg_dump --format=custom`, a consistent snapshot taken while
//   the API runs; restore.mjs reads it with pg_restore.
// - PGlite (no DATABASE_URL): the embedded database's data directory as PGlite's own tarball
//   (dumpDataDir). PGlite is one process's database: stop `npm start` first.
// - The uploaded stage photos are copied beside it, into uploads/: UPLOAD_DIR's files, or with
//   STORAGE_DRIVER=s3 every object of the bucket (its key as the path), so that either driver's
//   backup restores into either driver.
import { cp, mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_FILES, dataLocations, openBucket, run } from './backup-kit.mjs';

const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
const target = path.resolve(process.argv[2] || path.join('backups', `portal-${stamp}`));
const where = dataLocations();
await mkdir(target, { recursive: true });

let kind;
if (where.databaseUrl) {
  kind = 'postgres';
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(target, BACKUP_FILES.postgres)}`, where.databaseUrl]);
} else {
  kind = 'pglite';
  const exists = await stat(where.pgliteDir).catch(() => null);
  if (!exists) throw new Error(`PGlite veri klasörü yok: ${where.pgliteDir}`);
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create(where.pgliteDir, { extensions: { pg_trgm } });
  try {
    const tarball = await db.dumpDataDir('gzip');
    await writeFile(path.join(target, BACKUP_FILES.pglite), Buffer.from(await tarball.arrayBuffer()));
  } finally {
    await db.close();
  }
}

let uploads = false;
if (where.bucket) {
  const bucket = await openBucket(where.bucket);
  try {
    const count = await bucket.download(path.join(target, BACKUP_FILES.uploads));
    uploads = count > 0;
    console.log(`${where.bucket.bucket} kovasından ${count} dosya kopyalandı`);
  } finally {
    bucket.close();
  }
} else {
  const dir = await stat(where.uploadDir).catch(() => null);
  if (dir?.isDirectory()) {
    await cp(where.uploadDir, path.join(target, BACKUP_FILES.uploads), { recursive: true });
    uploads = true;
  }
}
const storage = where.bucket ? 's3' : 'local';
await writeFile(path.join(target, BACKUP_FILES.manifest), `${JSON.stringify({ kind, storage, takenAt: new Date().toISOString(), uploads }, null, 2)}\n`);
console.log(`Yedek alındı (${kind}): ${target}`);
