// The journeys' server gets its own fresh database: a new PostgreSQL database next to
// TEST_DATABASE_URL when it is set, otherwise a fresh embedded PGlite directory.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { log, root } from './setup.mjs';

export async function prepareE2eDatabase() {
  const dataDir = path.join(root, 'tmp', 'e2e-data');
  rmSync(dataDir, { recursive: true, force: true });
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { E2E_DATA_DIR: dataDir };

  const { default: pg } = await import('pg');
  const target = new URL(url);
  const name = `${target.pathname.slice(1) || 'portal'}_e2e`;
  const admin = new pg.Client({ connectionString: url });
  admin.on('error', () => {});
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  target.pathname = `/${name}`;
  log(`Yolculuk sunucusu için yeni veritabanı: ${name}`);
  return { E2E_DATA_DIR: dataDir, E2E_DATABASE_URL: target.toString() };
}
