// What backup.mjs and restore.mjs share (docs/operations.md "Backup and restore"): where the
// data lives, by the API's own configuration rules (DATABASE_URL, or PGlite under DATA_DIR/pglite;
// the uploaded photos under UPLOAD_DIR or DATA_DIR/uploads, or in the S3-compatible bucket of
// STORAGE_DRIVER=s3), and the bucket's client, made as apps/api/src/platform/storage/s3-store.ts
// makes it.
import { spawn } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export function dataLocations(env = process.env, cwd = process.cwd()) {
  const dataDir = path.resolve(cwd, env.DATA_DIR || '.data');
  return {
    databaseUrl: env.DATABASE_URL || null,
    pgliteDir: path.join(dataDir, 'pglite'),
    uploadDir: env.UPLOAD_DIR ? path.resolve(cwd, env.UPLOAD_DIR) : path.join(dataDir, 'uploads'),
    bucket: bucketOf(env),
  };
}

/** The S3 settings of STORAGE_DRIVER=s3 (the API's config.ts checks the same), or null for local disk. */
function bucketOf(env) {
  const driver = env.STORAGE_DRIVER || 'local';
  if (driver === 'local') return null;
  if (driver !== 's3') throw new Error(`STORAGE_DRIVER local veya s3 olmalı: ${driver}`);
  if (!env.S3_BUCKET) throw new Error('S3_BUCKET STORAGE_DRIVER=s3 ile zorunludur');
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) throw new Error('S3_ACCESS_KEY_ID ile S3_SECRET_ACCESS_KEY birlikte verilmeli');
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    credentials: env.S3_ACCESS_KEY_ID ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  };
}

/** The bucket's objects and the client that reads and writes them (the API's S3 client options). */
export async function openBucket(settings) {
  const s3 = await import('@aws-sdk/client-s3');
  const client = new s3.S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  return {
    /** Every object of the bucket into `folder`, its key as the relative path; the count copied. */
    async download(folder) {
      let count = 0;
      let ContinuationToken;
      do {
        const page = await client.send(new s3.ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const { Key } of page.Contents ?? []) {
          const file = path.join(folder, ...Key.split('/'));
          if (!file.startsWith(folder + path.sep)) throw new Error(`Kovadaki anahtar klasörün dışına çıkıyor: ${Key}`);
          const object = await client.send(new s3.GetObjectCommand({ Bucket, Key }));
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, await object.Body.transformToByteArray());
          count++;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return count;
    },
    /** Every file under `folder` into the bucket, its relative path as the key; one there already is kept. */
    async upload(folder) {
      let count = 0;
      for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const Key = path.relative(folder, file).split(path.sep).join('/');
        const there = await client.send(new s3.HeadObjectCommand({ Bucket, Key })).then(
          () => true,
          (error) => (error?.$metadata?.httpStatusCode === 404 ? false : Promise.reject(error)),
        );
        if (there) continue;
        await client.send(new s3.PutObjectCommand({ Bucket, Key, Body: await readFile(file) }));
        count++;
      }
      return count;
    },
    close: () => client.destroy(),
  };
}

/** Runs a command, its output passed through; rejects with its stderr when it fails. */
export function run(command, args, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      process.stderr.write(chunk);
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args[0] ?? ''} çıkış kodu ${code}: ${stderr.trim()}`))));
  });
}

/** The files a backup folder holds. */
export const BACKUP_FILES = { postgres: 'database.dump', pglite: 'pglite.tar.gz', uploads: 'uploads', manifest: 'manifest.json' };
