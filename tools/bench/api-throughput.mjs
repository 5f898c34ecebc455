// Benchmark: API throughput as a ratio to a bare Fastify hello-world measured in the same run
// (docs/benchmarks.md, "API throughput"; issue 9 §4).
//
//   psql -h 127.0.0.1 -U postgres -c 'create database portal_bench'
//   export DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_bench
//   npm run seed:large && npx nx build api
//   npm run bench:api
//
// It starts two servers of its own, each in its own process: a bare Fastify answering
// `{"hello":"world"}` and the built API (`node dist/apps/api/main.js`, NODE_ENV=production,
// demo accounts seeded) on DATABASE_URL. It signs in as the demo data logger and drives each
// scenario with autocannon, one after the other (hello-world first and again last), then
// prints req/s, the ratio to the mean hello-world and the latency percentiles as Markdown.
//
// Environment: DATABASE_URL (required: PostgreSQL), BENCH_CONNECTIONS (64), BENCH_DURATION
// seconds per scenario (10), BENCH_PORT (the API's port, 8091; hello-world gets the next one),
// BENCH_API_MAIN (dist/apps/api/main.js).
// The login ends a leftover session of the demo data logger: do not run this against a
// database where someone uses that account.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '../..');
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl?.startsWith('postgres')) {
  console.error('DATABASE_URL bir PostgreSQL adresi olmalı (önce npm run seed:large ile doldurun).');
  process.exit(1);
}
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const apiPort = Number(process.env.BENCH_PORT ?? 8091);
const helloPort = apiPort + 1;
const apiMain = path.resolve(root, process.env.BENCH_API_MAIN ?? 'dist/apps/api/main.js');
const email = 'bestnet-veri@demo.bestnet.com.tr';
const password = 'Demo.Tarim.2026';

const children = [];
process.on('exit', () => children.forEach((child) => child.kill('SIGKILL')));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

/** Starts a Node process; its output is dropped (the API logs one line per request). */
function start(args, env) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  child.on('exit', (code) => {
    if (code && !stopping) console.error(`süreç ${args.join(' ')} ${code} koduyla çıktı:\n${stderr}`);
  });
  children.push(child);
  return child;
}
let stopping = false;

async function waitFor(url) {
  for (let i = 0; i < 120; i += 1) {
    const res = await fetch(url).catch(() => undefined);
    if (res?.ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} yanıt vermedi`);
}

const helloSource = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: ${helloPort} });
`;
start(['--input-type=module', '-e', helloSource], {});
start([apiMain], {
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  PORT: String(apiPort),
  HOST: '127.0.0.1',
  AUTH_TOKEN_SECRET: randomBytes(32).toString('base64url'),
  SEED_DEMO: 'true',
  LOG_LEVEL: 'info',
  PORTAL_BASE_DOMAIN: 'localhost',
});

const base = `http://127.0.0.1:${apiPort}`;
const api = (p) => `${base}/api/v1/${p}`;
await Promise.all([waitFor(`http://127.0.0.1:${helloPort}/`), waitFor(api('health'))]);

async function call(method, p, { origin, body } = {}) {
  const headers = { accept: 'application/json' };
  if (origin) headers.origin = origin;
  if (body) headers['content-type'] = 'application/json';
  const res = await fetch(api(p), { method, headers, body: body ? JSON.stringify(body) : undefined });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text };
}

/** Bearer of the demo data logger: login from portaldev, ending a leftover session. */
async function signIn() {
  const origin = `http://portaldev.localhost:${apiPort}`;
  let answer = await call('POST', 'auth/login', { origin, body: { email, password } });
  for (let step = 0; step < 3; step += 1) {
    if (answer.status !== 200) throw new Error(`giriş başarısız: HTTP ${answer.status} ${answer.text.slice(0, 300)}`);
    const result = answer.json.data;
    if (result.status === 'authenticated') return result.token;
    if (result.status !== 'duplicate-session') throw new Error(`giriş tamamlanamadı: ${result.status}`);
    answer = await call('POST', 'auth/sessionKill', { origin, body: { ticket: result.ticket } });
  }
  throw new Error('giriş tamamlanamadı');
}

const token = await signIn();
const q = (params) => new URLSearchParams(params).toString();
const scenarios = [
  { name: 'bare Fastify hello-world', url: `http://127.0.0.1:${helloPort}/` },
  { name: '`/api/v1/health`', url: api('health') },
  { name: '`portalUser/me`', url: api('portalUser/me'), auth: true },
  { name: 'plant search `ığdır` (39 rows)', url: api(`definition/plant?${q({ page: 1, limit: 10, search: 'ığdır' })}`), auth: true, list: true },
  { name: 'licence-detail list, page 1', url: api(`definition/license-detail?${q({ page: 1, limit: 10 })}`), auth: true, list: true },
  { name: 'MRL search `domates`', url: api(`mrl/mrl-rates?${q({ page: 1, limit: 10, search: 'domates' })}`), auth: true, list: true },
];

async function measure(scenario) {
  const headers = { accept: 'application/json', ...(scenario.auth ? { authorization: `Bearer ${token}` } : {}) };
  const probe = await fetch(scenario.url, { headers });
  if (probe.status !== 200) throw new Error(`${scenario.url}: HTTP ${probe.status}`);
  // A short warm-up: JIT, connection pool, prepared statements, caches.
  await autocannon({ url: scenario.url, connections, duration: 2, headers });
  const result = await autocannon({ url: scenario.url, connections, duration, headers });
  return {
    ...scenario,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

const [load] = os.loadavg();
const cores = os.availableParallelism();
console.error(`${connections} bağlantı × ${duration} s her senaryo; ${cores} çekirdek, başlangıçta yük ${load.toFixed(1)}.`);
const rows = [];
for (const scenario of scenarios) {
  const row = await measure(scenario);
  console.error(`  ${row.name}: ${Math.round(row.rps)} istek/s, p99 ${row.p99} ms`);
  rows.push(row);
}
// On a shared machine the load drifts during a run: hello-world again at the end, and the
// ratio is taken to the mean of both.
const helloAgain = await measure(scenarios[0]);
console.error(`  ${helloAgain.name} (sonda): ${Math.round(helloAgain.rps)} istek/s`);
stopping = true;

const hello = (rows[0].rps + helloAgain.rps) / 2;
rows[0] = { ...rows[0], name: `${rows[0].name} (mean of start ${Math.round(rows[0].rps)} and end ${Math.round(helloAgain.rps)})`, rps: hello };
const pct = (n) => `${((100 * n) / hello).toFixed(1)}%`;
console.log('\n| scenario | req/s | of hello-world | p50 ms | p99 ms | non-2xx/errors |');
console.log('|---|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.name} | ${Math.round(r.rps)} | ${pct(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors} |`);
console.log(`\n${connections} connections, ${duration} s per scenario after a 2 s warm-up; ${cores} cores, load ${load.toFixed(1)} at the start; ${new Date().toISOString()}.`);
process.exit(0);
