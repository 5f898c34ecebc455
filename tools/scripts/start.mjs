// `npm start`: install what is missing, build, then run the one process that migrates and
// seeds the database and serves the API and every app by Host header (DESIGN.md §1).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildAll, ensureDependencies, log, root } from './setup.mjs';

ensureDependencies();
buildAll();

// The host table lives in the contracts (TypeScript); tsx is there once dependencies are.
const { tsImport } = await import('tsx/esm/api');
const tsOptions = { parentURL: import.meta.url, tsconfig: path.join(root, 'tsconfig.base.json') };
const { HostTable } = await tsImport('../../libs/contracts/src/hosts.ts', tsOptions);
const { DEMO_ACCOUNTS, DEMO_PASSWORD } = await tsImport('../../libs/shared/demo-data/src/index.ts', tsOptions);
const { RoleLabel } = await tsImport('../../libs/contracts/src/enums.ts', tsOptions);

const port = process.env.PORT ?? '8080';
const baseDomain = process.env.PORTAL_BASE_DOMAIN ?? 'localhost';
const scheme = process.env.PUBLIC_ORIGIN_SCHEME ?? 'http';
log(process.env.DATABASE_URL ? 'Veritabanı: DATABASE_URL (PostgreSQL)' : 'Veritabanı: gömülü PGlite (.data/pglite)');

// The development mailbox shows reset links and SMS codes: npm start turns it on, except in production.
const devMailbox = process.env.DEV_MAILBOX ?? (process.env.NODE_ENV === 'production' ? 'false' : 'true');
const server = spawn(process.execPath, ['dist/apps/api/main.js'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, PORT: port, DEV_MAILBOX: devMailbox },
});

const banner = setInterval(async () => {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
    if (!res.ok) return;
  } catch {
    return;
  }
  clearInterval(banner);
  const lines = HostTable.map((h) => `  ${`${scheme}://${h.label ? `${h.label}.` : ''}${baseDomain}:${port}`.padEnd(36)} ${h.app.padEnd(12)} ${h.audience}`);
  const extras = [`  ${`${scheme}://${baseDomain}:${port}/api/v1/docs`.padEnd(36)} API başvuru sayfası`];
  if (devMailbox === 'true') {
    extras.push(`  ${`${scheme}://${baseDomain}:${port}/api/v1/dev/mailbox/page`.padEnd(36)} geliştirme posta kutusu (e-posta ve SMS)`);
  }
  const demo = seedsDemo()
    ? `\nDemo hesapları (hepsinin şifresi ${DEMO_PASSWORD}):\n${DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(38)} ${RoleLabel[a.role].padEnd(20)} ${scheme}://${a.host}.${baseDomain}:${port}${a.home}`).join('\n')}\n`
    : '';
  console.log(`\nPortal hazır:\n${lines.join('\n')}\n${extras.join('\n')}\n${demo}\nDurdurmak için Ctrl+C.\n`);
}, 300);

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill('SIGTERM'));
server.on('exit', (code) => {
  clearInterval(banner);
  process.exit(code ?? 0);
});

/** The API seeds the demo accounts unless SEED_DEMO=false or in production (its config default). */
function seedsDemo() {
  if (process.env.SEED_DEMO) return process.env.SEED_DEMO === 'true';
  return process.env.NODE_ENV !== 'production';
}
