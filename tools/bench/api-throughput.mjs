// Benchmark: API throughput as a ratio to a bare Fastify hello-world measured in the same run
// (docs/benchmarks.md, "API throughput").
//
//   psql -h 127.0.0.1 -U postgres -c 'create database portal_bench'
//   export DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_bench
//   npm run seed:large && npx nx build api
//   npm run bench:api
//
// It starts two servers of its own, each in its own process: a bare Fastify answering
// `{"hello":"world"}` and the built API (`node dist/apps/api/main.js`, NODE_ENV=production,
// demo accounts seeded) on DATABASE_URL. It signs in as the demo accounts the scenarios need
// and drives each scenario with autocannon, one after the other (hello-world first and again
// last), then prints req/s, the ratio to the mean hello-world and the latency percentiles as
// Markdown. The reference rows read as the demo data logger; every member-scoped list reads
// one demo member's own rows: Yeşilova Tarım's (the engineer: its 2,000 prescriptions among
// 1,002,000, its producers and areas among 100,000 and 300,000; its administrator: the member
// and its users) and the TRC cooperative's lots (its engineer).
//
// Environment: DATABASE_URL (required: PostgreSQL), BENCH_CONNECTIONS (64), BENCH_DURATION
// seconds per scenario (10), BENCH_PORT (the API's port, 8091; hello-world gets the next one),
// BENCH_API_MAIN (dist/apps/api/main.js), BENCH_ONLY (a regular expression: only the scenarios
// whose name matches, beside hello-world), BENCH_ACCEPT_ENCODING (sent with every request, e.g.
// `gzip`; none by default), BENCH_LOG_LEVEL (the API's LOG_LEVEL, `info` as in production; `warn`
// shows what the request's log line costs). The CPU column is the server process's own (`/proc`, user + system) per
// answer: steadier than req/s on a shared machine; the PostgreSQL column sums the backends the
// API holds open on DATABASE_URL when the scenario starts (same machine).
// The logins end leftover sessions of those demo accounts: do not run this against a database
// where someone uses them.
import os from 'node:os';
import path from 'node:path';
import { benchDatabaseUrl, measure as drive, root, signIn, startServers } from './bench-kit.mjs';

const databaseUrl = benchDatabaseUrl();
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const apiPort = Number(process.env.BENCH_PORT ?? 8091);
const apiMain = path.resolve(root, process.env.BENCH_API_MAIN ?? 'dist/apps/api/main.js');

const servers = await startServers({ apiPort, helloPort: apiPort + 1, apiMain, databaseUrl });
const api = (p) => `${servers.base}/api/v1/${p}`;
const q = (params) => new URLSearchParams(params).toString();
/** Who reads: the demo account's e-mail and the host it signs in from. */
const dataLogger = { email: 'bestnet-veri@demo.bestnet.com.tr', host: 'portaldev' };
const engineer = { email: 'muhendis@demo.bestnet.com.tr', host: 'rct' };
const memberAdmin = { email: 'admin@demo.bestnet.com.tr', host: 'rct' };
const trcEngineer = { email: 'trc@demo.bestnet.com.tr', host: 'trc' };
const page1 = { page: 1, limit: 10 };
const allScenarios = [
  { name: 'bare Fastify hello-world', url: servers.helloUrl },
  { name: '`/api/v1/health`', url: api('health') },
  { name: '`portalUser/me`', url: api('portalUser/me'), as: dataLogger },
  { name: 'plant search `ığdır` (39 rows)', url: api(`definition/plant?${q({ ...page1, search: 'ığdır' })}`), as: dataLogger },
  { name: 'licence-detail list, page 1', url: api(`definition/license-detail?${q(page1)}`), as: dataLogger },
  { name: 'MRL search `domates`', url: api(`mrl/mrl-rates?${q({ ...page1, search: 'domates' })}`), as: dataLogger },
  // The member-scoped lists, each on one demo member's own rows.
  { name: 'prescription list, page 1', url: api(`prescription?${q(page1)}`), as: engineer },
  { name: 'prescription search `ÖZTÜRK`', url: api(`prescription?${q({ ...page1, search: 'ÖZTÜRK' })}`), as: engineer },
  { name: 'producer list, page 1', url: api(`producer?${q(page1)}`), as: engineer },
  { name: 'production-area list, page 1', url: api(`production-area?${q(page1)}`), as: engineer },
  { name: 'lot list, page 1 (TRC)', url: api(`lot?${q(page1)}`), as: trcEngineer },
  { name: 'member list (own membership)', url: api(`member?${q({ ...page1, list: 'uyeler' })}`), as: memberAdmin },
  { name: 'portal-user list, page 1', url: api(`portalUser?${q(page1)}`), as: memberAdmin },
];
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
const scenarios = allScenarios.filter((s, i) => i === 0 || !only || only.test(s.name));
const tokens = new Map();
for (const who of new Set(scenarios.map((s) => s.as).filter(Boolean))) tokens.set(who, await signIn(servers.base, who));
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING;

async function measure(scenario) {
  const headers = scenario.as ? { authorization: `Bearer ${tokens.get(scenario.as)}` } : {};
  if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
  const pid = scenario.url === servers.helloUrl ? servers.helloPid : servers.apiPid;
  const db = scenario.url === servers.helloUrl ? undefined : databaseUrl;
  return { ...scenario, ...(await drive({ url: scenario.url, connections, duration, headers, pid, databaseUrl: db })) };
}

const [load] = os.loadavg();
const cores = os.availableParallelism();
console.error(`${connections} bağlantı × ${duration} s her senaryo; ${cores} çekirdek, başlangıçta yük ${load.toFixed(1)}.`);
const encodingNote = acceptEncoding ? `, Accept-Encoding: ${acceptEncoding}` : '';
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
servers.stop();
const [loadEnd] = os.loadavg();

const hello = (rows[0].rps + helloAgain.rps) / 2;
rows[0] = { ...rows[0], name: `${rows[0].name} (mean of start ${Math.round(rows[0].rps)} and end ${Math.round(helloAgain.rps)})`, rps: hello };
const pct = (n) => `${((100 * n) / hello).toFixed(1)}%`;
const helloCpu = (rows[0].cpuPerRequest + helloAgain.cpuPerRequest) / 2;
rows[0] = { ...rows[0], cpuPerRequest: helloCpu };
const cpu = (r) => `${(1000 * r.cpuPerRequest).toFixed(0)} · ${(r.cpuPerRequest / helloCpu).toFixed(1)}×`;
const dbCpu = (r) => (Number.isFinite(r.dbCpuPerRequest) ? (1000 * r.dbCpuPerRequest).toFixed(0) : '');
console.log('\n| scenario | rows (count) | req/s | of hello-world | p50 ms | p99 ms | server CPU µs/request · × hello-world | PostgreSQL CPU µs/request | non-2xx/errors |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.name} | ${r.count ?? ''} | ${Math.round(r.rps)} | ${pct(r.rps)} | ${r.p50} | ${r.p99} | ${cpu(r)} | ${dbCpu(r)} | ${r.errors} |`);
console.log(`\n${connections} connections, ${duration} s per scenario after a 2 s warm-up${encodingNote}; ${cores} cores, load ${load.toFixed(1)} at the start and ${loadEnd.toFixed(1)} at the end; ${new Date().toISOString()}.`);
process.exit(0);
