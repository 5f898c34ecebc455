// Journeys run against what `npm start` serves: the built API process serving every app
// by Host header, on its own port and a fresh database (tools/scripts/e2e-database.mjs).
import { defineConfig } from '@playwright/test';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8090);
/** The weather (and map tile) stand-in of the producer journeys (support/weather-stand-in.mjs). */
export const WEATHER_STAND_IN_PORT = Number(process.env.E2E_WEATHER_PORT ?? E2E_PORT + 1000);
// One worker by default: on the 2-core machines two Chromiums at once stall each other's
// frames (screenshots, axe and clicks time out at 30 s; the same tests pass alone), which cost
// more than the parallelism gained. E2E_WORKERS=2 still works: each worker signs in with its
// own set of demo accounts (support/accounts.ts).
const workers = Number(process.env.E2E_WORKERS ?? 1);

export default defineConfig({
  testDir: './journeys',
  outputDir: '../tmp/e2e-artifacts',
  // Tests, not files, are shared out: no journey depends on another, and each worker signs in
  // with its own accounts (support/accounts.ts), so two workers never share a session.
  fullyParallel: true,
  workers,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: path.join(root, 'tmp/test-results/e2e.json') }], ['html', { outputFolder: path.join(root, 'tmp/playwright-report'), open: 'never' }]],
  use: {
    actionTimeout: 10_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: 'node dist/apps/api/main.js',
      cwd: root,
      url: `http://127.0.0.1:${E2E_PORT}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'test',
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR ?? path.join(root, 'tmp/e2e-data'),
        ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
        LOG_LEVEL: 'warn',
        // The journeys read reset links and SMS codes from the development mailbox.
        DEV_MAILBOX: 'true',
        DEMO_ACCOUNT_SETS: String(workers),
        // Each journey sends its own client address (support/test.ts).
        TRUST_PROXY: 'loopback',
        // Short access tokens so a journey can show the transparent refresh.
        ACCESS_TOKEN_TTL_SECONDS: '3',
        // The areas' weather comes from the local stand-in, never from the internet.
        WEATHER_API_URL: `http://127.0.0.1:${WEATHER_STAND_IN_PORT}`,
      },
    },
    {
      command: 'node e2e/support/weather-stand-in.mjs',
      cwd: root,
      url: `http://127.0.0.1:${WEATHER_STAND_IN_PORT}/health`,
      reuseExistingServer: false,
      timeout: 10_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { WEATHER_STAND_IN_PORT: String(WEATHER_STAND_IN_PORT) },
    },
  ],
});
