// Benchmark: what each app's first page costs a visitor.
//  - gzipped JavaScript and CSS that the first page loads, per app (from the built bundles);
//  - the landing's Largest Contentful Paint on a mobile profile (375×812, 4× CPU slowdown,
//    "Slow 4G"-like network: 150 ms RTT, 1.6 Mbit/s down) in Debian's Chromium, median of 5.
// Usage: npm run build && node tools/bench/first-page.mjs   (serves dist/ itself on a free port)
import { spawn } from 'node:child_process';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { firstPageAssets, root } from './first-page-size.mjs';

const apps = ['landing', 'rct-portal', 'src-portal', 'trc-portal'];

const sizes = Object.fromEntries(apps.map((a) => [a, firstPageAssets(a)]));

const port = 8300 + Math.floor(Math.random() * 500);
const server = spawn(process.execPath, ['dist/apps/api/main.js'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', DATA_DIR: path.join(root, 'tmp/bench-data'), SEED_DEMO: 'false' },
  stdio: 'ignore',
});
try {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const lcps = [];
  for (let run = 0; run < 5; run += 1) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    await page.goto(`http://localhost:${port}/`, { waitUntil: 'load' });
    const lcp = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1].startTime);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    lcps.push(lcp);
    await context.close();
  }
  await browser.close();
  lcps.sort((a, b) => a - b);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log('app            html(gz)   js(gz)     css(gz)');
  for (const [app, s] of Object.entries(sizes)) console.log(`${app.padEnd(14)} ${kb(s.html).padEnd(10)} ${kb(s.js).padEnd(10)} ${kb(s.css)}`);
  console.log(`landing LCP, mobile profile: median ${Math.round(lcps[2])} ms (runs: ${lcps.map(Math.round).join(', ')} ms)`);
} finally {
  server.kill('SIGTERM');
}
