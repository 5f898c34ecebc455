// `npm test`: install what is missing (node modules, Debian's Chromium and poppler-utils), then lint,
// typecheck, unit and API integration tests, build, the deployment equivalence (with
// TEST_DATABASE_URL), and the Playwright journeys.
// Prints one closing line "N passed, N failed" summed over every runner, preceded by the name and
// first message line of each failed test: a CI log is often read from its tail only.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { prepareE2eDatabase } from './e2e-database.mjs';
import { buildAll, ensureTestPackages, ensureDependencies, log, root, run, runAsync } from './setup.mjs';

const resultsDir = path.join(root, 'tmp', 'test-results');

ensureDependencies();
ensureTestPackages();
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

if (process.env.TEST_DATABASE_URL) log(`API entegrasyon testleri PostgreSQL üzerinde: ${redact(process.env.TEST_DATABASE_URL)}`);
else log('TEST_DATABASE_URL yok: veritabanı testleri gömülü PGlite üzerinde çalışıyor.');

// Two lanes for two cores, one Nx task at a time in each (a vitest run has one worker on two
// cores): web tests (jsdom, timing-sensitive waits) have a lane of their own; lint, typecheck
// and the node tests (the API suite on its database) share the other. docs/benchmarks.md "CI time".
log('Lint, tip denetimi, birim ve API entegrasyon testleri (iki kulvar)…');
const nx = ['nx', 'run-many', '--output-style=stream', '--parallel=1'];
const web = 'tag:platform:web';
const lanes = await Promise.all([
  lane(['-t', 'lint', 'typecheck'], ['-t', 'test', '--skip-nx-cache', `--exclude=${web}`]),
  lane(['-t', 'test', '--skip-nx-cache', `--projects=${web}`]),
]);
const lanesFailed = lanes.some((code) => code !== 0);
let failed = lanesFailed;

buildAll();
// deploy/compose.yaml without containers: PostgreSQL, two API instances, nginx.
// Two instances need a PostgreSQL server, which TEST_DATABASE_URL names (.ci/run sets it).
if (process.env.TEST_DATABASE_URL) {
  log('Dağıtım denkliği: deploy/compose.yaml kapsayıcısız (iki API örneği, nginx)…');
  const report = path.join(resultsDir, 'deploy.json');
  failed = run('node', ['tools/deploy/compose-equivalent.mjs'], { allowFailure: true, env: { DEPLOY_TEST_REPORT: report } }) !== 0 || failed;
} else {
  log('TEST_DATABASE_URL yok: dağıtım denkliği atlandı (PostgreSQL ister; npm run test:deploy).');
}
// Alone, between the build and the journeys: its LCP under 4× CPU slowdown would measure any
// other step's load as well.
log('İlk sayfa bütçesi: giriş sayfaları Chromium\'da, mobil profilde (tools/bench/first-page-budget.json)…');
failed = run('node', ['tools/bench/check-first-page.mjs'], { allowFailure: true }) !== 0 || failed;

log('Tarayıcı yolculukları (Playwright, Chromium)…');
const e2eEnv = await prepareE2eDatabase();
failed = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { allowFailure: true, env: e2eEnv }) !== 0 || failed;

const { passed, failures, failedTests } = summarize();
if (failedTests.length) console.log(`\nBaşarısız testler:\n${failedTests.map((t) => `  ✗ ${t}`).join('\n')}`);
else if (lanesFailed) console.log('\nLint, tip denetimi ya da bir test koşusu başarısız oldu; ayrıntı yukarıda.');
console.log(`\n${passed} passed, ${failures} failed`);
process.exit(failed || failures > 0 ? 1 : 0);

/** Runs Nx steps one after another; every step runs even after a failure, the first failure's code is kept. */
async function lane(...steps) {
  let code = 0;
  for (const step of steps) {
    const result = await runAsync('npx', [...nx, ...step]);
    if (code === 0) code = result;
  }
  return code;
}

function summarize() {
  let passedCount = 0;
  let failedCount = 0;
  const failedTests = [];
  if (!existsSync(resultsDir)) return { passed: 0, failures: 0, failedTests };
  for (const file of readdirSync(resultsDir).filter((f) => f.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(path.join(resultsDir, file), 'utf8'));
    if (report.stats) {
      // Playwright JSON reporter
      passedCount += report.stats.expected ?? 0;
      failedCount += (report.stats.unexpected ?? 0) + (report.stats.flaky ?? 0);
      failedTests.push(...playwrightFailures(report.suites ?? []));
    } else {
      passedCount += report.numPassedTests ?? 0;
      failedCount += report.numFailedTests ?? 0;
      failedTests.push(...vitestFailures(file, report));
    }
  }
  return { passed: passedCount, failures: failedCount, failedTests };
}

function firstLine(message) {
  return stripVTControlCharacters(String(message ?? '')).trim().split('\n')[0].slice(0, 300);
}

/** A vitest JSON report's failed tests, and files that failed before any test ran. */
function vitestFailures(file, report) {
  const out = [];
  for (const result of report.testResults ?? []) {
    const where = path.relative(root, result.name ?? file);
    const failed = (result.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) out.push(`${where} › ${a.fullName ?? a.title}: ${firstLine(a.failureMessages?.[0])}`);
    if (!failed.length && result.status === 'failed') out.push(`${where}: ${firstLine(result.message)}`);
  }
  return out;
}

/** A Playwright JSON report's unexpected and flaky tests, with their first error line. */
function playwrightFailures(suites, titles = []) {
  const out = [];
  for (const suite of suites) {
    const trail = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = (test.results ?? []).map((r) => r.error?.message).find(Boolean);
        out.push(`${[...trail, spec.title].join(' › ')}${test.status === 'flaky' ? ' (flaky)' : ''}: ${firstLine(error)}`);
      }
    }
    out.push(...playwrightFailures(suite.suites ?? [], trail));
  }
  return out;
}

function redact(url) {
  return url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
}
