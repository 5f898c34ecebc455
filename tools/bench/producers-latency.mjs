// Benchmark: the member-scoped producer and production-area lists on the large dataset, at 1 and
// 32 connections, beside a bare Fastify hello-world at the same connections in the same run
// (docs/benchmarks.md, "Producers on the large dataset").
//
//   psql -h 127.0.0.1 -U postgres -c 'create database portal_bench'
//   export DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_bench
//   npm run seed:large && npx nx build api
//   npm run bench:producers
//
// It starts the bare Fastify and the built API (NODE_ENV=production) itself, signs in as the demo
// engineer (muhendis@…, whose member holds the demo producers among the 100,000 generated ones of
// 1,000 other members) and prints p50/p95/p99 and req/s per scenario and connection count.
// Environment: DATABASE_URL (PostgreSQL), BENCH_DURATION seconds per scenario (10),
// BENCH_CONNECTION_LEVELS (1,32), BENCH_PORT (8093; hello-world gets the next one),
// BENCH_API_MAIN (dist/apps/api/main.js). The login ends a leftover session of the engineer.
import os from 'node:os';
import path from 'node:path';
import { benchDatabaseUrl, measure, ms, root, signIn, startServers } from './bench-kit.mjs';

const databaseUrl = benchDatabaseUrl();
const duration = Number(process.env.BENCH_DURATION ?? 10);
const levels = (process.env.BENCH_CONNECTION_LEVELS ?? '1,32').split(',').map(Number);
const apiPort = Number(process.env.BENCH_PORT ?? 8093);
const apiMain = path.resolve(root, process.env.BENCH_API_MAIN ?? 'dist/apps/api/main.js');

const servers = await startServers({ apiPort, helloPort: apiPort + 1, apiMain, databaseUrl });
const token = await signIn(servers.base, { email: 'muhendis@demo.bestnet.com.tr', host: 'rct' });
const api = (p) => `${servers.base}/api/v1/${p}`;
const q = (params) => new URLSearchParams(params).toString();
const scenarios = [
  { name: 'producers, page 1', path: `producer?${q({ page: 1, limit: 10 })}` },
  { name: 'producer search `ÖZTÜRK`', path: `producer?${q({ page: 1, limit: 10, search: 'ÖZTÜRK' })}` },
  { name: 'producer search `ANTALYA` (İ/ı folding)', path: `producer?${q({ page: 1, limit: 10, search: 'ANTALYA' })}` },
  { name: 'producers growing `domates`', path: `producer?${q({ page: 1, limit: 10, plantName: 'domates' })}` },
  { name: 'production areas in Manisa', path: `production-area?${q({ page: 1, limit: 10, provinceName: 'manisa' })}` },
];

const [load] = os.loadavg();
const cores = os.availableParallelism();
console.error(`${levels.join(' ve ')} bağlantı × ${duration} s her senaryo; ${cores} çekirdek, başlangıçta yük ${load.toFixed(1)}.`);
const rows = [];
for (const connections of levels) {
  const hello = await measure({ url: servers.helloUrl, connections, duration, exact: true });
  rows.push({ connections, name: 'bare Fastify hello-world', ...hello });
  for (const scenario of scenarios) {
    const row = await measure({ url: api(scenario.path), connections, duration, headers: { authorization: `Bearer ${token}` }, exact: true });
    console.error(`  ${connections} bağlantı, ${scenario.name}: p95 ${ms(row.p95)} ms, ${Math.round(row.rps)} istek/s`);
    rows.push({ connections, ...scenario, ...row, ratio: row.rps / hello.rps });
  }
}
servers.stop();

console.log('\n| connections | scenario | rows (count) | p50 ms | p95 ms | p99 ms | req/s | of hello-world | errors |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  const ratio = r.ratio === undefined ? '' : `${(100 * r.ratio).toFixed(1)}%`;
  console.log(`| ${r.connections} | ${r.name} | ${r.count ?? ''} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${Math.round(r.rps)} | ${ratio} | ${r.errors} |`);
}
const [after] = os.loadavg();
console.log(`\n${duration} s per scenario after a 2 s warm-up; ${cores} cores, load ${load.toFixed(1)} at the start and ${after.toFixed(1)} at the end; ${new Date().toISOString()}.`);
process.exit(0);
