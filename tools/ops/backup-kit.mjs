// What backup.mjs and restore.mjs share (docs/operations.md "Backup and restore"):
// where the data lives, by the API's own configuration rules (DATABASE_URL, or PGlite under
// DATA_DIR/pglite; the uploaded photos under UPLOAD_DIR or DATA_DIR/uploads).
import { spawn } from 'node:child_process';
import path from 'node:path';

export function dataLocations(env = process.env, cwd = process.cwd()) {
  const dataDir = path.resolve(cwd, env.DATA_DIR || '.data');
  return {
    databaseUrl: env.DATABASE_URL || null,
    pgliteDir: path.join(dataDir, 'pglite'),
    uploadDir: env.UPLOAD_DIR ? path.resolve(cwd, env.UPLOAD_DIR) : path.join(dataDir, 'uploads'),
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
