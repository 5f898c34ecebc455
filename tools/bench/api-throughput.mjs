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
// demo accounts seeded) on DATABASE_URL. It signs in as the demo data logger and drives each
// scenario with autocannon, one after the other (hello-world first and again last), then
// prints req/s, the ratio to the mean hello-world and the latency percentiles as Markdown.
//
// Environment: DATABASE_URL (required: PostgreSQL), BENCH_CONNECTIONS (64), BENCH_DURATION
// seconds per scenario (10), BENCH_PORT (the API's port, 8091; hello-world gets the next one),
// BENCH_API_MAIN (dist/apps/api/main.js).
// The login ends a leftover session of the demo data logger: do not run this against a
// database where someone uses that account.
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
const token = await signIn(servers.base, { email: 'bestnet-veri@demo.bestnet.com.tr', host: 'portaldev' });
const q = (params) => new URLSearchParams(params).toString();
const scenarios = [
  { name: 'bare Fastify hello-world', url: servers.helloUrl },
  { name: '`/api/v1/health`', url: api('health') },
  { name: '`portalUser/me`', url: api('portalUser/me'), auth: true },
  { name: 'plant search `ığdır` (39 rows)', url: api(`definition/plant?${q({ page: 1, limit: 10, search: 'ığdır' })}`), auth: true, list: true },
  { name: 'licence-detail list, page 1', url: api(`definition/license-detail?${q({ page: 1, limit: 10 })}`), auth: true, list: true },
  { name: 'MRL search `domates`', url: api(`mrl/mrl-rates?${q({ page: 1, limit: 10, search: 'domates' })}`), auth: true, list: true },
];

async function measure(scenario) {
  const headers = scenario.auth ? { authorization: `Bearer ${token}` } : {};
  return { ...scenario, ...(await drive({ url: scenario.url, connections, duration, headers })) };
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
servers.stop();

const hello = (rows[0].rps + helloAgain.rps) / 2;
rows[0] = { ...rows[0], name: `${rows[0].name} (mean of start ${Math.round(rows[0].rps)} and end ${Math.round(helloAgain.rps)})`, rps: hello };
const pct = (n) => `${((100 * n) / hello).toFixed(1)}%`;
console.log('\n| scenario | req/s | of hello-world | p50 ms | p99 ms | non-2xx/errors |');
console.log('|---|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.name} | ${Math.round(r.rps)} | ${pct(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors} |`);
console.log(`\n${connections} connections, ${duration} s per scenario after a 2 s warm-up; ${cores} cores, load ${load.toFixed(1)} at the start; ${new Date().toISOString()}.`);
process.exit(0);
