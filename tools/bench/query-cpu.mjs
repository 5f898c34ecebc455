// Benchmark: the CPU a list request spends on its query before PostgreSQL sees it, in the API's
// own process (docs/benchmarks.md, "The query's own CPU"): the Turkish fold of a typed term (the
// search key and the shared fold of the search columns) and the shape walk that picks a list's
// prepared statement (platform/db/sql-shape.ts) on the licence search's condition and order.
// Median of BENCH_ROUNDS rounds (7) of BENCH_CALLS calls each (20,000), in microseconds.
//
//   npm run bench:query-cpu
//
// It runs the sources through tsx (no build, no database), loaded by path at run time as the
// seed does (tools may not import the projects statically, DESIGN.md §6).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { and, asc, eq } from 'drizzle-orm';
import { root } from './bench-kit.mjs';

const load = (file) => import(pathToFileURL(path.join(root, file)).href);
const { foldForSearch } = await load('libs/shared/util/src/turkish-text.ts');
const { searchKeyOf } = await load('libs/domain/search/src/search-key.ts');
const { licences } = await load('apps/api/src/platform/db/schema/index.ts');
const { rankOf, searchTermOf } = await load('apps/api/src/modules/search/matching.ts');
const { LICENCE_TIE_BREAK, licenceMatches } = await load('apps/api/src/modules/search/get-licenses.ts');
const { shapeOf } = await load('apps/api/src/platform/db/sql-shape.ts');

const rounds = Number(process.env.BENCH_ROUNDS ?? 7);
const calls = Number(process.env.BENCH_CALLS ?? 20_000);

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Median µs per call of `run(i)`. */
function time(run) {
  const perCall = [];
  for (let round = 0; round < rounds; round += 1) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < calls; i += 1) run(i);
    perCall.push(Number(process.hrtime.bigint() - start) / 1000 / calls);
  }
  return median(perCall);
}

// The licence search's own condition and order for one term (get-licenses.ts), as a request
// builds them before the shape walk.
function licenceSearch(term) {
  const t = searchTermOf(term);
  return [and(eq(licences.status, true), licenceMatches(t, term)), asc(rankOf(licences.searchKey, t)), ...LICENCE_TIE_BREAK];
}

const rows = [];
for (const term of ['izmir', 'ÖZTÜRK', 'İMİDAKLOPRİD 350 SC']) {
  // A new string each call, as each request's is.
  rows.push([`fold \`${term}\` (shared/util foldForSearch)`, time((i) => foldForSearch(term + (i & 7)))]);
  rows.push([`search key \`${term}\` (domain/search searchKeyOf)`, time((i) => searchKeyOf(term + (i & 7)))]);
}
const parts = licenceSearch('izmir');
rows.push(['licence search `izmir`: condition and order built', time(() => licenceSearch('izmir'))]);
rows.push(['licence search `izmir`: their shape walked (shapeOf)', time(() => parts.forEach((part) => shapeOf(part)))]);

console.log(`| step | µs per call (median of ${rounds} × ${calls}) |`);
console.log('|---|---|');
for (const [name, us] of rows) console.log(`| ${name} | ${us.toFixed(2)} |`);
console.log(`\nNode ${process.version}; ${new Date().toISOString()}.`);
