// Benchmark: the member-scoped prescription list on the large dataset (1,000,000 prescriptions of
// 1,000 generated members, 2,000 of them the demo member's), at 1 and 32 connections beside a
// bare Fastify hello-world at the same connections in the same run; then the time to check and
// issue a 5-line prescription (docs/benchmarks.md, "Prescriptions on the large dataset").
//
//   psql -h 127.0.0.1 -U postgres -c 'create database portal_bench'
//   export DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_bench
//   npm run seed:large && npx nx build api
//   npm run bench:prescriptions
//
// It starts the bare Fastify and the built API (NODE_ENV=production) itself and signs in as the
// demo engineer (muhendis@…, authorisation number ZM-07-2026-0385 from the demo accounts, so
// B-Reçete's check has what it needs). Part 1 drives the list scenarios with autocannon. Part 2
// picks one of the engineer's areas and five registered uses for its plant with distinct
// products from GET prescription/organisms and prescription/candidates (doses at the registered
// minimum, the registered unit and lowest water volume) such that the checks block nothing, then
// N times in a row: POST prescription/check, and POST prescription/area-linked acknowledging the
// check's toAcknowledge; each issued prescription is deleted afterwards (PATCH …/delete, not
// timed) so that every run meets the same history on the area. The deleted ones keep their
// numbers (gap-free), like any deleted prescription.
// Environment: DATABASE_URL (PostgreSQL), BENCH_DURATION seconds per list scenario (10),
// BENCH_CONNECTION_LEVELS (1,32), BENCH_ISSUE_RUNS (50), BENCH_PORT (8095; hello-world gets the
// next one), BENCH_API_MAIN (dist/apps/api/main.js). The login ends a leftover session of the
// engineer: never run it against a database where someone uses that account.
import os from 'node:os';
import path from 'node:path';
import { benchDatabaseUrl, call, measure, ms, root, signIn, startServers } from './bench-kit.mjs';

const databaseUrl = benchDatabaseUrl();
const duration = Number(process.env.BENCH_DURATION ?? 10);
const levels = (process.env.BENCH_CONNECTION_LEVELS ?? '1,32').split(',').map(Number);
const issueRuns = Number(process.env.BENCH_ISSUE_RUNS ?? 50);
const apiPort = Number(process.env.BENCH_PORT ?? 8095);
const apiMain = path.resolve(root, process.env.BENCH_API_MAIN ?? 'dist/apps/api/main.js');
const LINES = 5;
/** PrescriptionKind.ProductionArea */
const AREA_LINKED = 1;

const servers = await startServers({ apiPort, helloPort: apiPort + 1, apiMain, databaseUrl });
const token = await signIn(servers.base, { email: 'muhendis@demo.bestnet.com.tr', host: 'rct' });
const api = (p) => `${servers.base}/api/v1/${p}`;
const q = (params) => new URLSearchParams(params).toString();
async function get(apiPath) {
  const res = await call(servers.base, 'GET', apiPath, { token });
  if (res.status !== 200) throw new Error(`GET ${apiPath}: HTTP ${res.status} ${res.text.slice(0, 300)}`);
  return res.json;
}
const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);

// The engineer's member's areas (the demo areas), newest planting first.
const areas = (await get(`production-area?${q({ page: 1, limit: 100 })}`)).data
  .filter((a) => a.plantId !== null && a.producerId !== null && a.status !== false)
  .sort((a, b) => (b.plantingDate ?? '').localeCompare(a.plantingDate ?? ''));
if (!areas.length) throw new Error('Demo mühendisin üretim alanı yok: npm run seed:large (SEED_DEMO açık) çalıştırın.');
const listArea = [...areas].sort((a, b) => a.id - b.id)[0];

// ── Part 1: the list ─────────────────────────────────────────────────────────────────
const scenarios = [
  { name: 'list, page 1', path: `prescription?${q({ page: 1, limit: 10 })}` },
  { name: 'search `ÖZTÜRK` (producer surname)', path: `prescription?${q({ page: 1, limit: 10, search: 'ÖZTÜRK' })}` },
  { name: 'search `RCT-2026-000123` (number)', path: `prescription?${q({ page: 1, limit: 10, search: 'RCT-2026-000123' })}` },
  { name: 'search `akarmek` (product)', path: `prescription?${q({ page: 1, limit: 10, search: 'akarmek' })}` },
  { name: `filter productionAreaId (${listArea.name})`, path: `prescription?${q({ page: 1, limit: 10, productionAreaId: listArea.id })}` },
];

const [load] = os.loadavg();
const cores = os.availableParallelism();
console.error(`${levels.join(' ve ')} bağlantı × ${duration} s her senaryo, ${issueRuns} düzenleme; ${cores} çekirdek, başlangıçta yük ${load.toFixed(1)}.`);
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
const [afterList] = os.loadavg();

// ── Part 2: check and issue a 5-line prescription ────────────────────────────────────
function bodyOf(area, uses) {
  return {
    productionAreaId: area.id,
    title: 'Bench: beş ürünlü reçete',
    startDate: today,
    harmfulOrganismIds: [...new Set(uses.map((u) => u.harmfulOrganism.id))],
    lines: uses.map((u, i) => ({ key: `l${i + 1}`, licenceDetailId: u.licenceDetailId, dose: u.doseMin, doseUnitId: u.doseUnit.id, waterVolume: u.waterVolumeMin ?? null })),
    includeWeatherData: false,
  };
}

async function check(body) {
  const res = await call(servers.base, 'POST', 'prescription/check', { token, body: { type: AREA_LINKED, ...body } });
  if (res.status !== 200) throw new Error(`POST prescription/check: HTTP ${res.status} ${res.text.slice(0, 300)}`);
  return res.json.data;
}

/** Five uses with distinct products on the area's plant that the checks do not block, or null. */
async function pickUses(area) {
  const organisms = (await get(`prescription/organisms?${q({ plantId: area.plantId })}`)).data.filter((o) => o.useCount > 0).slice(0, 20);
  if (!organisms.length) return null;
  const candidates = (await get(`prescription/candidates?${q({ plantId: area.plantId, harmfulOrganismIds: organisms.map((o) => o.id).join(','), date: today })}`)).data;
  const seen = new Set();
  const pool = candidates.filter((c) => !seen.has(c.licenceId) && seen.add(c.licenceId));
  if (pool.length < LINES) return null;
  const chosen = pool.slice(0, LINES);
  const spare = pool.slice(LINES);
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const result = await check(bodyOf(area, chosen));
    if (result.canIssue || result.blocking.length === 0) return { uses: chosen, result };
    // Swap the first line an error names for an unused product; an error on no line ends this area.
    const key = result.findings.find((f) => f.severity === 'error' && f.lineKey)?.lineKey;
    if (!key || !spare.length) return null;
    chosen[Number(key.slice(1)) - 1] = spare.shift();
  }
  return null;
}

let picked;
let area;
for (const candidate of areas) {
  picked = await pickUses(candidate);
  if (picked) {
    area = candidate;
    break;
  }
}
if (!picked) throw new Error('Kontrollerden geçen beş ürünlü bir reçete kurulamadı.');
const body = bodyOf(area, picked.uses);
const counts = (severity) => picked.result.findings.filter((f) => f.severity === severity).length;
console.error(
  `  Düzenleme: ${area.name} (alan ${area.id}), ${picked.uses.map((u) => u.tradeName).join(', ')}; ` +
    `kontrol: ${counts('warning')} uyarı (onaylanacak ${picked.result.toAcknowledge.length}), ${counts('info')} bilgi.`,
);

async function issueOnce() {
  const t0 = performance.now();
  const result = await check(body);
  const t1 = performance.now();
  const res = await call(servers.base, 'POST', 'prescription/area-linked', { token, body: { ...body, acknowledgedFindings: result.toAcknowledge } });
  const t2 = performance.now();
  if (res.status !== 201) throw new Error(`POST prescription/area-linked: HTTP ${res.status} ${res.text.slice(0, 400)}`);
  const { id, prescriptionNo, lines } = res.json.data;
  if (lines.length !== LINES) throw new Error(`${prescriptionNo}: ${lines.length} satır`);
  const deleted = await call(servers.base, 'PATCH', `prescription/${id}/delete`, { token });
  if (deleted.status !== 200) throw new Error(`PATCH prescription/${id}/delete: HTTP ${deleted.status}`);
  return { check: t1 - t0, issue: t2 - t1, prescriptionNo };
}

// A few untimed runs first (JIT, pool, plan caches), as the list's 2 s warm-up.
for (let i = 0; i < 3; i += 1) await issueOnce();
const runs = [];
for (let i = 0; i < issueRuns; i += 1) runs.push(await issueOnce());
servers.stop();

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

console.log('\n| connections | scenario | rows (count) | p50 ms | p95 ms | p99 ms | req/s | of hello-world | errors |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  const ratio = r.ratio === undefined ? '' : `${(100 * r.ratio).toFixed(1)}%`;
  console.log(`| ${r.connections} | ${r.name} | ${r.count ?? ''} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${Math.round(r.rps)} | ${ratio} | ${r.errors} |`);
}
console.log(`\n${duration} s per scenario after a 2 s warm-up; ${cores} cores, load ${load.toFixed(1)} at the start and ${afterList.toFixed(1)} at the end of the list part.`);

console.log(`\nA ${LINES}-line prescription on ${area.name} (${picked.uses.map((u) => u.tradeName).join(', ')}), ${issueRuns} times in a row after 3 untimed runs:`);
console.log('\n| step | p50 ms | p95 ms | min ms | max ms |');
console.log('|---|---|---|---|---|');
for (const [name, key] of [
  ['POST prescription/check', 'check'],
  ['POST prescription/area-linked (issue)', 'issue'],
  ['check + issue', 'both'],
]) {
  const values = runs.map((r) => (key === 'both' ? r.check + r.issue : r[key]));
  console.log(`| ${name} | ${ms(percentile(values, 50))} | ${ms(percentile(values, 95))} | ${ms(Math.min(...values))} | ${ms(Math.max(...values))} |`);
}
const [after] = os.loadavg();
console.log(
  `\nThe check found ${counts('warning')} warnings (${picked.result.toAcknowledge.length} acknowledged on issue) and ${counts('info')} notes; ` +
    `numbers ${runs[0].prescriptionNo} … ${runs.at(-1).prescriptionNo}, each deleted after it was timed. Load ${after.toFixed(1)} at the end; ${new Date().toISOString()}.`,
);
process.exit(0);
