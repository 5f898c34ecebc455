// The first-page budget check of `npm test`: each app's first page measured in Chromium as the
// browser receives it (tools/bench/first-page.mjs: the mobile profile, every request until the
// network is quiet, the median LCP) against tools/bench/first-page-budget.json. Fails with the
// result table when a budget is passed; writes a vitest-style report to tmp/test-results so
// `npm test` counts each budget as a test. Run after the build, with nothing else running: LCP
// under 4× CPU slowdown measures the machine's load as well.
// Usage: npm run build && node tools/bench/check-first-page.mjs [--runs 3]
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { firstPages, measureFirstPages, PROFILE, resultTable, root } from './first-page.mjs';

const budgets = JSON.parse(readFileSync(path.join(import.meta.dirname, 'first-page-budget.json'), 'utf8'));
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg >= 0 ? Number(process.argv[runsArg + 1]) : budgets.$runs;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const pages = firstPages.filter((p) => budgets[p.app]);
const missing = pages.filter((p) => !existsSync(path.join(root, 'dist/apps', p.app, 'index.html')));
if (!existsSync(path.join(root, 'dist/apps/api/main.js'))) missing.push({ app: 'api' });

let results = [];
let failure = null;
if (missing.length === 0) {
  try {
    results = await measureFirstPages({ runs, pages });
  } catch (error) {
    failure = `Ölçüm yapılamadı: ${error instanceof Error ? error.message : String(error)}`;
  }
} else {
  failure = `Derlenmiş paket yok (${missing.map((p) => `dist/apps/${p.app}`).join(', ')}): önce derleyin (npm run build).`;
}

const tests = [];
for (const p of pages) {
  const budget = budgets[p.app];
  const r = results.find((x) => x.app === p.app);
  if (budget.totalKib) {
    const title = `first-page budget: ${p.app}'s first page transfers at most ${budget.totalKib} KB of HTML, JS, CSS and fonts`;
    if (!r) tests.push({ title, status: 'failed', message: `${p.app}: ${failure}` });
    else {
      const over = r.total > budget.totalKib * 1024;
      tests.push({ title, status: over ? 'failed' : 'passed', message: `${p.app}: ${kib(r.total)} / ${budget.totalKib} KB in ${r.requests} requests${over ? ` — bütçe ${kib(r.total - budget.totalKib * 1024)} aşıldı` : ''}` });
    }
  }
  if (budget.lcpMs) {
    const title = `first-page budget: ${p.app}'s first page has its Largest Contentful Paint within ${budget.lcpMs} ms on the mobile profile`;
    if (!r) tests.push({ title, status: 'failed', message: `${p.app}: ${failure}` });
    else {
      const over = r.lcp === null || r.lcp > budget.lcpMs;
      const goal = budget.lcpGoalMs ? ` (hedef ${budget.lcpGoalMs} ms: ${r.lcp !== null && r.lcp <= budget.lcpGoalMs ? 'karşılandı' : 'karşılanmadı'})` : '';
      tests.push({ title, status: over ? 'failed' : 'passed', message: `${p.app}: LCP ${r.lcp === null ? 'ölçülemedi' : `${Math.round(r.lcp)} ms`} / ${budget.lcpMs} ms${goal} (runs: ${r.lcps.map(Math.round).join(', ')} ms)${over ? ' — bütçe aşıldı' : ''}` });
    }
  }
}

const failed = tests.filter((t) => t.status === 'failed');
const table = results.length ? resultTable(results, budgets) : '';
console.log(`İlk sayfa, mobil profil (${PROFILE.width}×${PROFILE.height}, ${PROFILE.cpuSlowdown}× CPU, ${PROFILE.rttMs} ms RTT, ${PROFILE.downKbit / 1000} Mbit/s), ${runs} soğuk yükleme; KB aktarılan (başlıklarla), değer / bütçe:\n${table}`);
for (const t of tests) console.log(`${t.status === 'passed' ? '✓' : '✗'} ${t.message}`);
if (failed.length && results.length) {
  // What the over-budget pages fetched, largest first: the place to start looking.
  for (const r of results.filter((x) => failed.some((t) => t.message.startsWith(`${x.app}:`)))) {
    console.log(`\n${r.app}: ${r.requests} istek`);
    for (const item of [...r.list].sort((a, b) => b.bytes - a.bytes)) console.log(`  ${item.kind.padEnd(5)} ${kib(item.bytes).padStart(9)}  ${item.url.replace(/^https?:\/\/[^/]+/, '')}`);
  }
}

const report = {
  numPassedTests: tests.length - failed.length,
  numFailedTests: failed.length,
  numTotalTests: tests.length,
  success: failed.length === 0,
  testResults: [
    {
      name: 'tools/bench/check-first-page.mjs',
      status: failed.length ? 'failed' : 'passed',
      assertionResults: tests.map((t) => ({ title: t.title, fullName: t.title, status: t.status, failureMessages: t.status === 'failed' ? [`${t.message}\n\n${table}`] : [] })),
    },
  ],
};
const resultsDir = path.join(root, 'tmp', 'test-results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, 'first-page-budget.json'), `${JSON.stringify(report, null, 2)}\n`);
process.exit(failed.length ? 1 : 0);
