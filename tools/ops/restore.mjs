#!/usr/bin/env node
// npm run db:restore -- <folder>: puts a backup.mjs folder back (see
// docs/operations.md "Backup and restore"). Into an EMPTY database: PostgreSQL at DATABASE_URL
// (create it first; pg_restore refuses to write over tables that exist), or a PGlite data
// directory that does not exist yet (DATA_DIR/pglite). The API's migrations then find the
// schema at the backup's version and bring it up to date on the next start.
import { cp, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_FILES, dataLocations, openBucket, run } from './backup-kit.mjs';

const source = process.argv[2];
if (!source) throw new Error('Kullanım: npm run db:restore -- <yedek klasörü>');
const from = path.resolve(source);
const manifest = JSON.parse(await readFile(path.join(from, BACKUP_FILES.manifest), 'utf8'));
const where = dataLocations();

if (manifest.kind === 'postgres') {
  if (!where.databaseUrl) throw new Error('Bu yedek PostgreSQL yedeği: DATABASE_URL boş bir veritabanını göstermeli.');
  await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${where.databaseUrl}`, path.join(from, BACKUP_FILES.postgres)]);
} else if (manifest.kind === 'pglite') {
  if (where.databaseUrl) throw new Error('Bu yedek gömülü veritabanının (PGlite) yedeği: DATABASE_URL boş bırakılmalı.');
  if (await stat(where.pgliteDir).catch(() => null)) throw new Error(`PGlite veri klasörü zaten var: ${where.pgliteDir}. Üzerine yazılmaz; önce taşıyın.`);
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const tarball = await readFile(path.join(from, BACKUP_FILES.pglite));
  const db = await PGlite.create(where.pgliteDir, { loadDataDir: new Blob([tarball]), extensions: { pg_trgm } });
  await db.close();
} else {
  throw new Error(`Tanınmayan yedek türü: ${manifest.kind}`);
}

// The photos into the storage configured now (UPLOAD_DIR, or the bucket of STORAGE_DRIVER=s3),
// whichever driver took the backup; a file already there is kept.
if (manifest.uploads && where.bucket) {
  const bucket = await openBucket(where.bucket);
  try {
    console.log(`${where.bucket.bucket} kovasına ${await bucket.upload(path.join(from, BACKUP_FILES.uploads))} dosya yüklendi`);
  } finally {
    bucket.close();
  }
} else if (manifest.uploads) {
  await cp(path.join(from, BACKUP_FILES.uploads), where.uploadDir, { recursive: true, force: false, errorOnExist: false });
}
console.log(`Yedek geri yüklendi (${manifest.kind}): ${from}`);
