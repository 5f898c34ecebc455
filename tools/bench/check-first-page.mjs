// The first-page budget check: fails when a portal's first page (its login page)
// loads more gzipped JavaScript than tools/bench/first-page-budget.json allows. Run after the
// build; writes a vitest-style report to tmp/test-results so `npm test` counts each portal as a test.
// Usage: npm run build && node tools/bench/check-first-page.mjs
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { distApps, firstPageAssets, root } from './first-page-size.mjs';

const budgets = JSON.parse(readFileSync(path.join(import.meta.dirname, 'first-page-budget.json'), 'utf8'));
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const results = Object.entries(budgets)
  .filter(([app]) => !app.startsWith('$'))
  .map(([app, budgetKib]) => {
    const title = `first-page budget: ${app} loads at most ${budgetKib} KB of gzipped JS on its first page`;
    if (!existsSync(path.join(distApps, app, 'index.html'))) {
      return { title, status: 'failed', message: `dist/apps/${app}/index.html yok: önce derleyin (npm run build).` };
    }
    const { js, scripts } = firstPageAssets(app);
    const over = js > budgetKib * 1024;
    const detail = scripts.map((s) => `  ${kib(s.gzip).padStart(9)}  ${s.file}`).join('\n');
    return {
      title,
      status: over ? 'failed' : 'passed',
      message: `${app}: ${kib(js)} / ${budgetKib} KB${over ? ` — bütçe ${kib(js - budgetKib * 1024)} aşıldı:\n${detail}` : ''}`,
    };
  });

for (const r of results) console.log(`${r.status === 'passed' ? '✓' : '✗'} ${r.message}`);

const failed = results.filter((r) => r.status === 'failed').length;
const report = {
  numPassedTests: results.length - failed,
  numFailedTests: failed,
  numTotalTests: results.length,
  success: failed === 0,
  testResults: [
    {
      name: 'tools/bench/check-first-page.mjs',
      status: failed ? 'failed' : 'passed',
      assertionResults: results.map((r) => ({ title: r.title, fullName: r.title, status: r.status, failureMessages: r.status === 'failed' ? [r.message] : [] })),
    },
  ],
};
const resultsDir = path.join(root, 'tmp', 'test-results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, 'first-page-budget.json'), `${JSON.stringify(report, null, 2)}\n`);
process.exit(failed ? 1 : 0);
