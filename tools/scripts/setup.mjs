// Shared by `npm start` and `npm test`: install what is missing, the way a fresh clone needs it.
import { createHash } from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

export function log(message) {
  console.log(`\x1b[36m▸\x1b[0m ${message}`);
}

export function fail(message) {
  console.error(`\x1b[31m✖ ${message}\x1b[0m`);
  process.exit(1);
}

/** Runs a command in the repo root, streaming its output; exits on failure unless told not to. */
export function run(command, args, { env = {}, allowFailure = false } = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', ...env } });
  if (result.status !== 0 && !allowFailure) fail(`${command} ${args.join(' ')} başarısız oldu (çıkış kodu ${result.status ?? result.signal}).`);
  return result.status ?? 1;
}

/** Like run(), without blocking: resolves with the exit code, so that two lanes share the two cores. */
export function runAsync(command, args, { env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', ...env } });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** `npm ci` when node_modules is missing or older than package-lock.json (tracked by a stamp). */
export function ensureDependencies() {
  const lock = path.join(root, 'package-lock.json');
  const stamp = path.join(root, 'node_modules', '.portal-install-stamp');
  const want = createHash('sha256').update(readFileSync(lock)).digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === want) return;
  // A git worktree that links another checkout's node_modules: npm ci would empty the shared
  // directory under every other checkout's feet. Its owner installs; this run uses it as it is.
  const modules = path.join(root, 'node_modules');
  if (existsSync(modules) && lstatSync(modules).isSymbolicLink()) {
    log(`node_modules başka bir çalışma kopyasına bağlantı (${realpathSync(modules)}): npm ci atlandı, olduğu gibi kullanılıyor.`);
    return;
  }
  log('Bağımlılıklar kuruluyor (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
  writeFileSync(stamp, want);
}

/** Builds every app and the API (Nx caches unchanged projects). */
export function buildAll() {
  log('Uygulamalar ve API derleniyor…');
  run('npx', ['nx', 'run-many', '-t', 'build', '--output-style=stream-without-prefixes']);
}

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const pdftotextPath = '/usr/bin/pdftotext';

/**
 * Debian packages the tests use: Chromium for Playwright and poppler-utils, whose pdftotext
 * reads the prescription PDFs back. Installed through apt when missing and we are root.
 */
export function ensureTestPackages() {
  const missing = [
    [chromiumPath, 'chromium'],
    [pdftotextPath, 'poppler-utils'],
  ].filter(([path]) => !existsSync(path));
  if (missing.length === 0) return;
  const packages = missing.map(([, pkg]) => pkg);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    fail(`Testler için ${missing.map(([path]) => path).join(', ')} gerekli ve bulunamadı. Kurmak için: sudo apt-get update && sudo apt-get install -y ${packages.join(' ')} (Chromium için CHROMIUM_PATH ile yol da verilebilir).`);
  }
  log(`Debian paketleri kuruluyor (apt-get install ${packages.join(' ')})…`);
  run('apt-get', ['update', '-qq'], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
  run('apt-get', ['install', '-y', '-qq', ...packages], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
  for (const [path] of missing) if (!existsSync(path)) fail(`Paket kuruldu ama ${path} yok.`);
}
