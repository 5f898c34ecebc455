// Benchmark: load held (docs/benchmarks.md "Load held"). 60 s at 32 connections on
// the member-scoped prescription list and on the search typeahead, on the `seed:large` data,
// beside a bare Fastify hello-world in the same run (first and again last). Fails (exit 1) when
// any request errs or answers other than 200: holding the load means zero errors.
//
//   psql -h 127.0.0.1 -U postgres -c 'create database portal_bench'
//   export DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_bench
//   npm run seed:large && npx nx build api
//   npm run bench:load
//
// Environment: DATABASE_URL (PostgreSQL), BENCH_CONNECTIONS (32), BENCH_DURATION (60 s per
// scenario), BENCH_PORT (8099; hello-world the next), BENCH_API_MAIN (dist/apps/api/main.js).
import os from 'node:os';
import path from 'node:path';
import { benchDatabaseUrl, measure, ms, root, signIn, startServers } from './bench-kit.mjs';

const databaseUrl = benchDatabaseUrl();
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const duration = Number(process.env.BENCH_DURATION ?? 60);
const apiPort = Number(process.env.BENCH_PORT ?? 8099);
const apiMain = path.resolve(root, process.env.BENCH_API_MAIN ?? 'dist/apps/api/main.js');

const servers = await startServers({ apiPort, helloPort: apiPort + 1, apiMain, databaseUrl });
const api = (p) => `${servers.base}/api/v1/${p}`;
const q = (params) => new URLSearchParams(params).toString();
const engineer = await signIn(servers.base, { email: 'muhendis@demo.bestnet.com.tr', host: 'rct' });
const source = await signIn(servers.base, { email: 'src@demo.bestnet.com.tr', host: 'src' });

const scenarios = [
  { name: 'prescription list, page 1 (the engineer’s member)', url: api(`prescription?${q({ page: 1, limit: 10 })}`), token: engineer },
  { name: 'search typeahead `domates`', url: api(`search/suggest?${q({ q: 'domates' })}`), token: source },
];

const [load] = os.loadavg();
console.error(`${connections} bağlantı × ${duration} s; ${os.availableParallelism()} çekirdek, başlangıçta yük ${load.toFixed(1)}.`);
const helloFirst = await measure({ url: servers.helloUrl, connections, duration: Math.min(duration, 10), exact: true });
const rows = [];
for (const s of scenarios) {
  const row = await measure({ url: s.url, connections, duration, headers: { authorization: `Bearer ${s.token}` }, exact: true });
  console.error(`  ${s.name}: ${Math.round(row.rps)} istek/s, p99 ${ms(row.p99)} ms, ${row.errors} hata`);
  rows.push({ ...s, ...row });
}
const helloLast = await measure({ url: servers.helloUrl, connections, duration: Math.min(duration, 10), exact: true });
servers.stop();
const [after] = os.loadavg();
const hello = (helloFirst.rps + helloLast.rps) / 2;

console.log('\n| scenario | seconds | req/s | of hello-world | p50 ms | p95 ms | p99 ms | errors / non-200 |');
console.log('|---|---|---|---|---|---|---|---|');
console.log(`| bare Fastify hello-world (start ${Math.round(helloFirst.rps)}, end ${Math.round(helloLast.rps)}) | ${Math.min(duration, 10)} + ${Math.min(duration, 10)} | ${Math.round(hello)} | 100% | ${ms(helloFirst.p50)} | ${ms(helloFirst.p95)} | ${ms(helloFirst.p99)} | ${helloFirst.errors + helloLast.errors} |`);
for (const r of rows) console.log(`| ${r.name} | ${duration} | ${Math.round(r.rps)} | ${((100 * r.rps) / hello).toFixed(1)}% | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.errors} |`);
console.log(`\n${connections} connections after a 2 s warm-up; ${os.availableParallelism()} cores, load ${load.toFixed(1)} at the start and ${after.toFixed(1)} at the end; ${new Date().toISOString()}.`);
const failed = rows.filter((r) => r.errors > 0);
if (failed.length) console.error(`Yük altında hata: ${failed.map((r) => `${r.name} (${r.errors})`).join(', ')}`);
process.exit(failed.length ? 1 : 0);
