// Benchmark: the search typeahead (GET search/suggest: under 20 ms p95 at one
// connection and usable at 32) and each section's search on the large dataset, at 1 and 32
// connections beside a bare Fastify hello-world at the same connections in the same run
// (docs/benchmarks.md, "Search typeahead").
//
//   psql -h 127.0.0.1 -U postgres -c 'create database portal_bench'
//   export DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_bench
//   npm run seed:large && npx nx build api
//   npm run bench:search
//
// It starts the bare Fastify and the API (NODE_ENV=production) itself and signs in as the SRC
// demo user (src@…, on the src host: the dealers and exporters this page is for). The API is
// the built one (dist/apps/api/main.js); BENCH_API_MAIN=apps/api/src/main.ts runs it from the
// sources through tsx instead (same code, transpiled once at start). Latencies are every 200
// answer's own time seen by autocannon on loopback, so they include the HTTP round trip.
// Environment: DATABASE_URL (PostgreSQL), BENCH_DURATION seconds per scenario (10),
// BENCH_CONNECTION_LEVELS (1,32), BENCH_PORT (8097; hello-world gets the next one),
// BENCH_API_MAIN, BENCH_ONLY (a regular expression: only the scenarios whose name matches),
// REFERENCE_ANSWER_CACHE_MB=0 (the API computes every answer instead of keeping it).
// The login ends a leftover session of the SRC demo user: never run it against a database where
// someone uses that account.
import os from 'node:os';
import path from 'node:path';
import { benchDatabaseUrl, measure, ms, root, signIn, startServers } from './bench-kit.mjs';

const databaseUrl = benchDatabaseUrl();
const duration = Number(process.env.BENCH_DURATION ?? 10);
const levels = (process.env.BENCH_CONNECTION_LEVELS ?? '1,32').split(',').map(Number);
const apiPort = Number(process.env.BENCH_PORT ?? 8097);
const apiMain = path.resolve(root, process.env.BENCH_API_MAIN ?? 'dist/apps/api/main.js');
if (apiMain.endsWith('.ts')) {
  // The children inherit the environment: the API's child loads its TypeScript through tsx.
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --import tsx`.trim();
  process.env.TSX_TSCONFIG_PATH = path.join(root, 'apps/api/tsconfig.json');
}

const servers = await startServers({ apiPort, helloPort: apiPort + 1, apiMain, databaseUrl });
const token = await signIn(servers.base, { email: 'src@demo.bestnet.com.tr', host: 'src' });
const api = (p) => `${servers.base}/api/v1/${p}`;
const q = (params) => new URLSearchParams(params).toString();

// Terms a user types: two letters (the broadest), a crop, a province in Turkish capitals and with
// ı/ğ, a brand, the start of a licence number (GEN-001230…9: the last token is still being typed),
// a substance and one that finds nothing (the similarity fallback).
const typeahead = ['iz', 'dom', 'domates', 'İZMİR', 'ığdır', 'kalkan', 'gen-00123', 'abamek', 'zqxw'].map((term) => ({
  name: `typeahead \`${term}\``,
  path: `search/suggest?${q({ q: term })}`,
}));
const sections = [
  { name: 'licences, search `izmir`', path: `search/licenses?${q({ page: 1, limit: 10, search: 'izmir' })}` },
  { name: 'licences, valid today, page 1', path: `search/licenses?${q({ page: 1, limit: 10, licenceStatus: 'valid' })}` },
  { name: 'plants, search `İZMİR`', path: `search/plants?${q({ page: 1, limit: 10, search: 'İZMİR' })}` },
  { name: 'harmful organisms, search `ığdır`', path: `search/harmful-orgs?${q({ page: 1, limit: 10, search: 'ığdır' })}` },
  { name: 'active substances, search `abamek`', path: `search/active-substances?${q({ page: 1, limit: 10, search: 'abamek' })}` },
];

const [load] = os.loadavg();
const cores = os.availableParallelism();
// The API keeps search answers per reference-data version (platform/reference-answers.ts): a
// scenario repeats one question, so after its first request it measures the kept answer.
// REFERENCE_ANSWER_CACHE_MB=0 measures every answer computed.
const kept = process.env.REFERENCE_ANSWER_CACHE_MB !== '0';
console.error(`${levels.join(' ve ')} bağlantı × ${duration} s her senaryo; ${cores} çekirdek, başlangıçta yük ${load.toFixed(1)}; yanıtlar ${kept ? 'bellekte tutuluyor' : 'her istekte hesaplanıyor (REFERENCE_ANSWER_CACHE_MB=0)'}.`);
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
const rows = [];
for (const connections of levels) {
  const hello = await measure({ url: servers.helloUrl, connections, duration, exact: true });
  rows.push({ connections, name: 'bare Fastify hello-world', ...hello });
  for (const scenario of [...typeahead, ...sections].filter((s) => !only || only.test(s.name))) {
    const row = await measure({ url: api(scenario.path), connections, duration, headers: { authorization: `Bearer ${token}` }, exact: true, pid: servers.apiPid, databaseUrl });
    console.error(`  ${connections} bağlantı, ${scenario.name}: p95 ${ms(row.p95)} ms, ${Math.round(row.rps)} istek/s`);
    rows.push({ connections, ...scenario, ...row, ratio: row.rps / hello.rps });
  }
}
servers.stop();
const [after] = os.loadavg();

// Where an answer's CPU goes: the API process, and its PostgreSQL backends (µs per answer).
const cpu = (v) => (Number.isFinite(v) ? (1000 * v).toFixed(0) : '');
console.log('\n| connections | scenario | rows (count) | p50 ms | p95 ms | p99 ms | req/s | of hello-world | API CPU µs | PostgreSQL CPU µs | errors |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  const ratio = r.ratio === undefined ? '' : `${(100 * r.ratio).toFixed(1)}%`;
  console.log(`| ${r.connections} | ${r.name} | ${r.count ?? ''} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${Math.round(r.rps)} | ${ratio} | ${cpu(r.cpuPerRequest)} | ${cpu(r.dbCpuPerRequest)} | ${r.errors} |`);
}
console.log(
  `\n${duration} s per scenario after a 2 s warm-up; API ${path.relative(root, apiMain)}; ${cores} cores, load ${load.toFixed(1)} at the start and ${after.toFixed(1)} at the end; ${new Date().toISOString()}.`,
);
process.exit(0);
