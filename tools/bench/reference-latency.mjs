// Benchmark: latency of the reference lists on the large generated dataset
// (docs/benchmarks.md, "Reference lists on the large dataset").
//
// It starts nothing: first load the data and start the API, e.g.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_bench npm run seed:large
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_bench LOG_LEVEL=warn npm start
//   npm run bench:reference
// then it signs in as the demo data logger (Bestnet veri girişi, role BestnetDataLogger) and
// drives each list with autocannon, printing p50/p95/p99 latency and req/s as Markdown.
//
// Environment: BENCH_URL (default http://127.0.0.1:8080), BENCH_CONNECTIONS (10),
// BENCH_DURATION seconds per scenario (15), BENCH_EMAIL / BENCH_PASSWORD (the demo data
// logger), PORTAL_BASE_DOMAIN (localhost: the login is sent from portaldev.<domain>).
// If the account already has a session, the login ends it (auth/sessionKill): do not
// run this against a database where someone uses that account.
import os from 'node:os';
import { call, measure as drive, ms, signIn } from './bench-kit.mjs';

const base = new URL(process.env.BENCH_URL ?? 'http://127.0.0.1:8080');
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_DURATION ?? 15);
const email = process.env.BENCH_EMAIL ?? 'bestnet-veri@demo.bestnet.com.tr';
const password = process.env.BENCH_PASSWORD ?? 'Demo.Tarim.2026';
const baseDomain = process.env.PORTAL_BASE_DOMAIN ?? 'localhost';
const api = (path) => new URL(`/api/v1/${path}`, base).toString();

const q = (params) => new URLSearchParams(params).toString();
const scenarios = [
  { name: 'Ruhsat detayları, 1. sayfa, arama yok', path: `definition/license-detail?${q({ page: 1, limit: 10 })}` },
  { name: 'Ruhsat detayları, arama "izmir"', path: `definition/license-detail?${q({ page: 1, limit: 10, search: 'izmir' })}` },
  { name: 'Ruhsat detayları, arama "ığdır"', path: `definition/license-detail?${q({ page: 1, limit: 10, search: 'ığdır' })}` },
  { name: 'Ruhsat detayları, arama "İZMİR"', path: `definition/license-detail?${q({ page: 1, limit: 10, search: 'İZMİR' })}` },
  { name: 'Ruhsat detayları, ruhsat no "GEN-001234"', path: `definition/license-detail?${q({ page: 1, limit: 10, search: 'GEN-001234' })}` },
  { name: 'Ruhsat detayları, 500. sayfa', path: `definition/license-detail?${q({ page: 500, limit: 10 })}` },
  { name: 'MRL değerleri, 1. sayfa, arama yok', path: `mrl/mrl-rates?${q({ page: 1, limit: 10 })}` },
  { name: 'MRL değerleri, arama "ığdır"', path: `mrl/mrl-rates?${q({ page: 1, limit: 10, search: 'ığdır' })}` },
  { name: 'MRL değerleri, arama "domates"', path: `mrl/mrl-rates?${q({ page: 1, limit: 10, search: 'domates' })}` },
  { name: 'MRL değerleri, 500. sayfa', path: `mrl/mrl-rates?${q({ page: 500, limit: 10 })}` },
  { name: 'MRL ürünleri, arama "izmir"', path: `mrl/mrl-plant?${q({ page: 1, limit: 10, search: 'izmir' })}` },
  { name: 'Bitkiler, arama "ığdır"', path: `definition/plant?${q({ page: 1, limit: 10, search: 'ığdır' })}` },
];

/** Waits until the requests of the previous scenario have drained (the health check answers fast again). */
async function settle() {
  for (let i = 0; i < 60; i += 1) {
    const started = performance.now();
    const res = await fetch(api('health')).catch(() => undefined);
    if (res?.ok && performance.now() - started < 50) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function measure(scenario, token) {
  await settle();
  // The route must exist and answer 200 (its count goes in the table).
  const probe = await call(base, 'GET', scenario.path, { token });
  if (probe.status !== 200) return { ...scenario, skipped: `HTTP ${probe.status}` };
  return { ...scenario, ...(await drive({ url: api(scenario.path), connections, duration, headers: { authorization: `Bearer ${token}` }, exact: true })) };
}

const health = await fetch(api('health')).catch(() => undefined);
if (!health?.ok) {
  console.error(`API ${base} yanıt vermiyor: önce API'yi başlatın (npm start veya node dist/apps/api/main.js).`);
  process.exit(1);
}
// Other work on the machine skews every number: say so.
const [load] = os.loadavg();
const cores = os.availableParallelism();
if (load > cores / 2) console.error(`Uyarı: makinenin yük ortalaması ${load.toFixed(1)} (${cores} çekirdek); ölçümler şişebilir.`);
const token = await signIn(base, { email, password, host: 'portaldev', baseDomain });
console.error(`Giriş yapıldı (${email}); her senaryo ${connections} bağlantı × ${duration} s.`);

const rows = [];
for (const scenario of scenarios) {
  const row = await measure(scenario, token);
  console.error(row.skipped ? `  ${row.name}: atlandı (${row.skipped})` : `  ${row.name}: p95 ${row.p95.toFixed(1)} ms, ${Math.round(row.rps)} istek/s`);
  rows.push(row);
}

console.log(`\n| senaryo | istek | kayıt (count) | p50 ms | p95 ms | p99 ms | istek/s | hata |`);
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  const path = `\`${decodeURIComponent(r.path)}\``;
  if (r.skipped) console.log(`| ${r.name} | ${path} | – | – | – | – | – | ${r.skipped} |`);
  else console.log(`| ${r.name} | ${path} | ${r.count ?? '?'} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${Math.round(r.rps)} | ${r.errors} |`);
}
console.log(
  `\n${connections} bağlantı, senaryo başına ${duration} s; ${base.origin}; ${cores} çekirdek, başlangıçta yük ${load.toFixed(1)}; ${new Date().toISOString().slice(0, 10)}.`,
);
