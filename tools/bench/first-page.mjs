// Benchmark: each app's first page as the browser receives it. The built dist is served by the
// API (by Host, as in production) on a free port; Debian's Chromium opens the landing's `/` and
// each portal's login page (`/`) on a mobile profile — 375×812, 4× CPU slowdown, 150 ms round
// trip, 1.6 Mbit/s down — in a fresh context (cold cache) and records, until the network is quiet
// after the page is drawn (its form or heading visible: a portal draws its login page only after
// the session check) and every lazy chunk the drawn page asked for has arrived:
//  - bytes transferred by type (headers included: CDP's encodedDataLength), and requests;
//  - the Largest Contentful Paint.
// Bytes and requests are the median run's (they vary only by a header); LCP is the median.
// Usage: npm run build && node tools/bench/first-page.mjs [--runs 5] [--list]
//   --list prints every request of the last run of each app (what the page fetched, in order).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';

export const root = path.resolve(import.meta.dirname, '../..');

/** The pages measured: the landing's home page and each portal's login page (spec §2: `/`). */
export const firstPages = [
  { app: 'landing', host: 'localhost', path: '/', ready: 'h1' },
  { app: 'rct-portal', host: 'rct.localhost', path: '/', ready: 'input[type="password"]' },
  { app: 'src-portal', host: 'src.localhost', path: '/', ready: 'input[type="password"]' },
  { app: 'trc-portal', host: 'trc.localhost', path: '/', ready: 'input[type="password"]' },
];

/** Quiet: no request in flight and none started or finished for this long. */
const QUIET_MS = 1000;

/** The mobile profile (Lighthouse's "Slow 4G" numbers). */
export const PROFILE = { width: 375, height: 812, cpuSlowdown: 4, rttMs: 150, downKbit: 1600, upKbit: 750 };

/** CDP resource type → the table's column. html + js + css + font is what the budget counts. */
const KIND = { Document: 'html', Script: 'js', Stylesheet: 'css', Font: 'font', Image: 'img', Fetch: 'api', XHR: 'api' };
export const KINDS = ['html', 'js', 'css', 'font', 'img', 'api', 'other'];
export const PAGE_KINDS = ['html', 'js', 'css', 'font'];

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startApi(port) {
  // Its own embedded database (no DATABASE_URL): the login page needs only the session check.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const server = spawn(process.execPath, ['dist/apps/api/main.js'], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: path.join(root, 'tmp/bench-data'), SEED_DEMO: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 300; i += 1) {
    if (server.exitCode !== null) throw new Error(`API exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill('SIGTERM');
  throw new Error('API did not answer /api/v1/health within 60 s');
}

/** One cold load of `url` until `ready` (a selector) is visible and the network is quiet: { bytes: {kind: n}, requests, lcp, list: [{ kind, bytes, url }] }. */
async function loadOnce(browser, url, ready) {
  const context = await browser.newContext({ viewport: { width: PROFILE.width, height: PROFILE.height }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'tr-TR' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const requests = new Map();
    let lastActivity = Date.now();
    cdp.on('Network.requestWillBeSent', (e) => {
      lastActivity = Date.now();
      if (!e.request.url.startsWith('data:')) requests.set(e.requestId, { url: e.request.url, type: e.type, bytes: 0, done: false });
    });
    cdp.on('Network.responseReceived', (e) => {
      const r = requests.get(e.requestId);
      if (r) r.type = e.type;
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = requests.get(e.requestId);
      lastActivity = Date.now();
      if (r) Object.assign(r, { bytes: e.encodedDataLength, done: true });
    });
    cdp.on('Network.loadingFailed', (e) => {
      lastActivity = Date.now();
      const r = requests.get(e.requestId);
      if (r) r.done = true;
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PROFILE.rttMs,
      downloadThroughput: (PROFILE.downKbit * 1000) / 8,
      uploadThroughput: (PROFILE.upKbit * 1000) / 8,
    });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // Usable: drawn, and the lazy chunks its first render asks for (after `load`) arrived.
    await page.locator(ready).first().waitFor({ state: 'visible', timeout: 60_000 });
    const quietBy = Date.now() + 30_000;
    while (Date.now() < quietBy && ([...requests.values()].some((r) => !r.done) || Date.now() - lastActivity < QUIET_MS)) await page.waitForTimeout(100);
    const lcp = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1].startTime);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(null), 2000);
        }),
    );
    const bytes = Object.fromEntries(KINDS.map((k) => [k, 0]));
    const list = [];
    for (const r of requests.values()) {
      const kind = KIND[r.type] ?? 'other';
      bytes[kind] += r.bytes;
      list.push({ kind, bytes: r.bytes, url: r.url });
    }
    return { bytes, requests: list.length, lcp, list };
  } finally {
    await context.close();
  }
}

export const pageBytes = (bytes) => PAGE_KINDS.reduce((sum, k) => sum + bytes[k], 0);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/**
 * Measures every first page `runs` times, the pages taking turns so that a burst of load on the
 * machine does not fall on one page's runs only. Returns one result per page:
 * { app, url, bytes, total, requests, lcp, lcps, list }.
 */
export async function measureFirstPages({ runs = 5, pages = firstPages } = {}) {
  const port = await freePort();
  const server = await startApi(port);
  try {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    });
    try {
      const samples = pages.map(() => []);
      for (let run = 0; run < runs; run += 1) {
        for (const [i, p] of pages.entries()) samples[i].push(await loadOnce(browser, `http://${p.host}:${port}${p.path}`, p.ready));
      }
      return pages.map((p, i) => {
        const byTotal = [...samples[i]].sort((a, b) => pageBytes(a.bytes) - pageBytes(b.bytes));
        const mid = byTotal[Math.floor((byTotal.length - 1) / 2)];
        const lcps = samples[i].map((s) => s.lcp).filter((v) => v !== null);
        return {
          app: p.app,
          url: `http://${p.host}${p.path}`,
          bytes: mid.bytes,
          total: pageBytes(mid.bytes),
          requests: mid.requests,
          lcp: lcps.length ? median(lcps) : null,
          lcps,
          list: samples[i].at(-1).list,
        };
      });
    } finally {
      await browser.close();
    }
  } finally {
    server.kill('SIGTERM');
  }
}

const kb = (n) => (n / 1024).toFixed(1);

/** The result as a Markdown table (KB = 1024 bytes, transferred with headers). */
export function resultTable(results, budgets = {}) {
  const head = `| app | page | html | js | css | font | img | api | JS+CSS+HTML+fonts | requests | LCP (median) |`;
  const rule = `|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|`;
  const rows = results.map((r) => {
    const b = budgets[r.app] ?? {};
    const total = `${kb(r.total)} KB${b.totalKib ? ` / ${b.totalKib}` : ''}`;
    const lcp = `${r.lcp === null ? '—' : `${Math.round(r.lcp)} ms`}${b.lcpMs ? ` / ${b.lcpMs}` : ''}`;
    return `| ${r.app} | ${r.url} | ${kb(r.bytes.html)} | ${kb(r.bytes.js)} | ${kb(r.bytes.css)} | ${kb(r.bytes.font)} | ${kb(r.bytes.img)} | ${kb(r.bytes.api)} | ${total} | ${r.requests} | ${lcp} |`;
  });
  return [head, rule, ...rows].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const runsArg = args.indexOf('--runs');
  const runs = runsArg >= 0 ? Number(args[runsArg + 1]) : 5;
  const started = Date.now();
  const results = await measureFirstPages({ runs });
  console.log(`First page on the mobile profile (${PROFILE.width}×${PROFILE.height}, ${PROFILE.cpuSlowdown}× CPU, ${PROFILE.rttMs} ms RTT, ${PROFILE.downKbit / 1000} Mbit/s down), ${runs} cold loads each, KB transferred:\n`);
  console.log(resultTable(results));
  for (const r of results) console.log(`${r.app} LCP runs: ${r.lcps.map(Math.round).join(', ')} ms`);
  if (args.includes('--list')) {
    for (const r of results) {
      console.log(`\n${r.app}: ${r.requests} requests`);
      for (const item of r.list) console.log(`  ${item.kind.padEnd(5)} ${kb(item.bytes).padStart(7)} KB  ${item.url.replace(/^https?:\/\/[^/]+/, '')}`);
    }
  }
  console.log(`\n(${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
