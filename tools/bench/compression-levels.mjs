// Benchmark: what compressing a real JSON list answer costs per level, against the bytes it
// saves (docs/benchmarks.md, "Compression"). It starts the built API on embedded PGlite with the
// demo data, signs in as the demo engineer, fetches list answers as the web client asks for
// them (page size 10, and a page of 100), then compresses each with brotli 1–11 and gzip 1–9,
// the way @fastify/compress does for a buffered answer (the synchronous call), and prints a
// Markdown table: median time per answer and the compressed size. Then the CPU the plugin adds
// to a small answer it leaves alone (portalUser/me).
//
//   npx nx build api && node tools/bench/compression-levels.mjs
//
// Environment: BENCH_RUNS per level (100; 10 for brotli 10 and 11), BENCH_PORT (8097),
// BENCH_API_MAIN (dist/apps/api/main.js).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { root, signIn } from './bench-kit.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 100);
const port = Number(process.env.BENCH_PORT ?? 8097);
const apiMain = path.resolve(root, process.env.BENCH_API_MAIN ?? 'dist/apps/api/main.js');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-compression-'));
const base = `http://127.0.0.1:${port}`;

// Embedded PGlite in a folder of its own: never a database someone else uses.
const { DATABASE_URL: _unused, ...env } = process.env;
const api = spawn(process.execPath, [apiMain], {
  cwd: root,
  env: {
    ...env,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    SEED_DEMO: 'true',
    PORT: String(port),
    HOST: '127.0.0.1',
    AUTH_TOKEN_SECRET: randomBytes(32).toString('base64url'),
    PORTAL_BASE_DOMAIN: 'localhost',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  api.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

for (let i = 0; ; i += 1) {
  if ((await fetch(`${base}/api/v1/health`).catch(() => undefined))?.ok) break;
  if (i > 720) throw new Error('API yanıt vermedi');
  await new Promise((r) => setTimeout(r, 250));
}
const token = await signIn(base, { email: 'muhendis@demo.bestnet.com.tr', host: 'rct' });

/** The answer's bytes exactly as the API serialises them (identity). */
async function body(apiPath) {
  const res = await fetch(`${base}/api/v1/${apiPath}`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'accept-encoding': 'identity' } });
  if (res.status !== 200) throw new Error(`${apiPath}: HTTP ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

// The demo engineer's lists (the demo data has no prescriptions of theirs) and the licence search.
const answers = [
  ['producer?page=1&limit=10', 'üreticiler, 10'],
  ['production-area?page=1&limit=10', 'üretim alanları, 10'],
  ['search/licenses?page=1&limit=10', 'ruhsat arama, 10'],
  ['search/licenses?page=1&limit=100', 'ruhsat arama, 100'],
];

function median(fn, n) {
  for (let i = 0; i < Math.min(10, n); i += 1) fn(); // warm-up
  const times = [];
  for (let i = 0; i < n; i += 1) {
    const start = process.hrtime.bigint();
    fn();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const levels = [
  ...Array.from({ length: 11 }, (_, i) => ({
    name: `br ${i + 1}`,
    n: i + 1 >= 10 ? Math.max(5, Math.round(runs / 10)) : runs,
    fn: (b) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: i + 1, [constants.BROTLI_PARAM_SIZE_HINT]: b.length } }),
  })),
  ...Array.from({ length: 9 }, (_, i) => ({ name: `gzip ${i + 1}`, n: runs, fn: (b) => gzipSync(b, { level: i + 1 }) })),
];

const bodies = [];
for (const [apiPath, label] of answers) bodies.push({ label, apiPath, bytes: await body(apiPath) });
const me = (await body('portalUser/me')).toString('utf8');
console.log(`Node ${process.version}, ${os.cpus().length} çekirdek (${os.cpus()[0]?.model ?? '?'}), ${runs} ölçüm/seviye, medyan.\n`);
console.log(`| seviye | ${bodies.map((b) => `${b.label} (${(b.bytes.length / 1024).toFixed(1)} KB): ms · bayt · oran`).join(' | ')} |`);
console.log(`|---|${bodies.map(() => '---').join('|')}|`);
for (const level of levels) {
  const cells = bodies.map(({ bytes }) => {
    const size = level.fn(bytes).length;
    const time = median(() => level.fn(bytes), level.n);
    return `${time.toFixed(3)} · ${size} · ${((size / bytes.length) * 100).toFixed(1)} %`;
  });
  console.log(`| ${level.name} | ${cells.join(' | ')} |`);
}

// ── What the plugin costs an answer below the threshold (portalUser/me, ~300 B) ─────────
// A bare Fastify with and without @fastify/compress set as apps/api/src/platform/compression.ts
// sets it, the same small JSON answer injected with a browser's Accept-Encoding; CPU time per
// request (less disturbed than wall time on a shared machine), median of the rounds.
const { default: Fastify } = await import('fastify');
const { default: fastifyCompress } = await import('@fastify/compress');
async function small(withPlugin) {
  const app = Fastify();
  if (withPlugin) {
    await app.register(fastifyCompress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      customTypes: (type) => /^(?:text\/(?!event-stream)|application\/(?:[\w.+-]*\+)?(?:json|xml|javascript)\b|image\/svg\+xml)/.test(type),
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
      zlibOptions: { level: 6 },
      globalDecompression: false,
    });
  }
  app.get('/me', (_request, reply) => reply.type('application/json; charset=utf-8').send(me));
  await app.ready();
  return app;
}
const smallApps = { without: await small(false), with: await small(true) };
const perRound = 10_000;
const cpu = { without: [], with: [] };
for (let round = 0; round < 10; round += 1) {
  for (const name of round % 2 ? ['with', 'without'] : ['without', 'with']) {
    const start = process.cpuUsage();
    for (let i = 0; i < perRound; i += 1) await smallApps[name].inject({ method: 'GET', url: '/me', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    const used = process.cpuUsage(start);
    if (round > 0) cpu[name].push((used.user + used.system) / perRound);
  }
}
const med = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`\nportalUser/me (${Buffer.byteLength(me)} B, sıkıştırılmadan gider): istek başına CPU ${med(cpu.without).toFixed(1)} µs eklentisiz, ${med(cpu.with).toFixed(1)} µs eklentiyle; fark ${(med(cpu.with) - med(cpu.without)).toFixed(1)} µs (inject, ${perRound} istekten 9 tur, medyan).`);
process.exit(0);
