// What the API benchmarks share: starting a bare Fastify hello-world and the built API side by
// side, signing in as a demo account, and driving one URL with autocannon (docs/benchmarks.md).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

export const root = path.resolve(import.meta.dirname, '../..');
export const DEMO_PASSWORD = 'Demo.Tarim.2026';

/** PostgreSQL URL of the benchmark data, or exit with the way to make it. */
export function benchDatabaseUrl() {
  const url = process.env.DATABASE_URL;
  if (!url?.startsWith('postgres')) {
    console.error('DATABASE_URL bir PostgreSQL adresi olmalı (önce npm run seed:large ile doldurun).');
    process.exit(1);
  }
  return url;
}

/**
 * A bare Fastify answering `{"hello":"world"}` on `helloPort` and the built API on `apiPort`
 * (NODE_ENV=production, demo accounts seeded), each in its own process, killed on exit.
 */
export async function startServers({ apiPort, helloPort, apiMain, databaseUrl }) {
  const children = [];
  let stopping = false;
  process.on('exit', () => children.forEach((child) => child.kill('SIGKILL')));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
  const start = (args, env) => {
    // Output is dropped (the API logs one line per request); the end of stderr is kept for a crash.
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
    child.on('exit', (code) => {
      if (code && !stopping) console.error(`süreç ${args.join(' ')} ${code} koduyla çıktı:\n${stderr}`);
    });
    children.push(child);
    return child;
  };
  const helloSource = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: ${helloPort} });
`;
  const hello = start(['--input-type=module', '-e', helloSource], {});
  const apiProcess = start([apiMain], {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    AUTH_TOKEN_SECRET: randomBytes(32).toString('base64url'),
    SEED_DEMO: 'true',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    PORTAL_BASE_DOMAIN: 'localhost',
  });
  const base = `http://127.0.0.1:${apiPort}`;
  const helloUrl = `http://127.0.0.1:${helloPort}/`;
  await Promise.all([waitFor(helloUrl), waitFor(`${base}/api/v1/health`)]);
  return {
    base,
    helloUrl,
    helloPid: hello.pid,
    apiPid: apiProcess.pid,
    stop: () => {
      stopping = true;
    },
  };
}

async function waitFor(url) {
  // Up to two minutes: a start on a busy machine (migrations, demo seed) takes longer than half of one.
  for (let i = 0; i < 480; i += 1) {
    const res = await fetch(url).catch(() => undefined);
    if (res?.ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} yanıt vermedi`);
}

/** A JSON call to the API under `base`; the body is parsed when it is JSON. */
export async function call(base, method, apiPath, { origin, body, token } = {}) {
  const headers = { accept: 'application/json' };
  if (origin) headers.origin = origin;
  if (body) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(new URL(`/api/v1/${apiPath}`, base), { method, headers, body: body ? JSON.stringify(body) : undefined });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text };
}

/**
 * Bearer token of `email`: login from `host`'s origin, then sessionKill or the host hand-off as
 * the answer asks. A leftover session of the account is ended: never run against a database
 * where someone uses that account.
 */
export async function signIn(base, { email, password = DEMO_PASSWORD, host, baseDomain = 'localhost' }) {
  const port = new URL(base).port;
  const originOf = (label) => `http://${label}.${baseDomain}${port ? `:${port}` : ''}`;
  let origin = originOf(host);
  let answer = await call(base, 'POST', 'auth/login', { origin, body: { email, password } });
  for (let step = 0; step < 4; step += 1) {
    if (answer.status !== 200) throw new Error(`giriş başarısız: HTTP ${answer.status} ${answer.text.slice(0, 300)}`);
    const result = answer.json.data;
    if (result.status === 'authenticated') return result.token;
    if (result.status === 'duplicate-session') {
      answer = await call(base, 'POST', 'auth/sessionKill', { origin, body: { ticket: result.ticket } });
    } else if (result.status === 'redirect') {
      origin = originOf(result.host);
      answer = await call(base, 'GET', `auth/session-token?sessionId=${encodeURIComponent(result.sessionId)}`, { origin });
      if (answer.status === 200 && answer.json?.data?.token) return answer.json.data.token;
    } else {
      throw new Error(`giriş tamamlanamadı: ${result.status}`);
    }
  }
  throw new Error('giriş tamamlanamadı');
}

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc). */
export function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return NaN;
  }
}
// USER_HZ: 100 on every Linux this runs on (sysconf is not reachable from Node).
const ticksPerSecond = os.platform() === 'linux' ? 100 : NaN;

/** The server processes of the API's connections to `databaseUrl` (PostgreSQL backends on this machine). */
export async function backendPids(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`);
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

/**
 * Drives `url` with autocannon for `duration` seconds after a 2 s warm-up (JIT, pool, prepared
 * statements). With `exact`, the percentiles (p95 too) come from every 200 answer's own time;
 * otherwise p50 and p99 are autocannon's histogram (no per-answer work in the load generator,
 * which shares the cores). Throws when the URL does not answer 200 first.
 */
export async function measure({ url, connections, duration, headers = {}, exact = false, pid, databaseUrl }) {
  const all = { accept: 'application/json', ...headers };
  const probe = await fetch(url, { headers: all });
  const probeText = await probe.text();
  if (probe.status !== 200) throw new Error(`${url}: HTTP ${probe.status} ${probeText.slice(0, 200)}`);
  await autocannon({ url, connections, duration: 2, headers: all });
  const times = [];
  const cpuBefore = pid ? cpuMsOf(pid) : NaN;
  const backends = databaseUrl ? await backendPids(databaseUrl) : [];
  // Per backend, and only those alive at both readings: a pooled connection closed during the run
  // reads NaN at the end (its CPU would count as negative), one opened during it is not counted.
  const dbBefore = new Map(backends.map((p) => [p, cpuMsOf(p)]));
  const instance = autocannon({ url, connections, duration, headers: all });
  if (exact) {
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) times.push(responseTime);
    });
  }
  const result = await instance;
  const cpuMs = pid ? cpuMsOf(pid) - cpuBefore : NaN;
  let dbMs = 0;
  for (const [p, before] of dbBefore) {
    const after = cpuMsOf(p);
    if (Number.isFinite(before) && Number.isFinite(after)) dbMs += after - before;
  }
  times.sort((a, b) => a - b);
  let count;
  try {
    count = JSON.parse(probeText).count;
  } catch {
    count = undefined;
  }
  return {
    count,
    rps: result.requests.average,
    p50: exact ? percentile(times, 50) : result.latency.p50,
    p95: exact ? percentile(times, 95) : NaN,
    p99: exact ? percentile(times, 99) : result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    /** CPU of process `pid` per answer, ms: what one request costs the server, whatever else runs on the machine. */
    cpuPerRequest: pid ? cpuMs / result.requests.total : NaN,
    /** CPU of the API's PostgreSQL backends per answer, ms (those connected from the run's start to its end). */
    dbCpuPerRequest: databaseUrl ? dbMs / result.requests.total : NaN,
  };
}

export const ms = (n) => (Number.isFinite(n) ? n.toFixed(1) : '–');
