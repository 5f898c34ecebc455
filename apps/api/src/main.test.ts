// The real process: `node --import tsx apps/api/src/main.ts`, as an operator would start it.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnApi } from './test-support/api-process';

// A clean environment: nothing from the test runner (NODE_ENV, DATABASE_URL…) leaks in.
const start = (env: Record<string, string>) => spawnApi(env);

describe.concurrent('process start-up (configuration validated at start)', () => {
  it.each([
    ['DATABASE_URL', 'mysql://localhost/portal', 'Yapılandırma hatası: DATABASE_URL postgres:// ile başlayan geçerli bir adres olmalı'],
    ['PORT', 'abc', 'Yapılandırma hatası: PORT 0 ile 65535 arasında bir port numarası olmalı'],
  ])('exits 1 with one clear stderr line when %s=%s', async (name, value, line) => {
    const run = start({ [name]: value });
    expect(await run.exited).toBe(1);
    expect(run.stderr().trimEnd().split('\n')).toEqual([line]);
    expect(run.stdout()).toBe('');
  });

  it('exits 1 with one line when the database cannot be reached and no wait is asked for', async () => {
    // The wait itself: platform/database-wait.test.ts.
    const run = start({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/portal', DATABASE_WAIT_SECONDS: '0' });
    expect(await run.exited).toBe(1);
    const lines = run.stderr().trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Başlatma hatası: veritabanı açılamadı: .*ECONNREFUSED/);
  });
});

describe('process lifecycle (DESIGN §2: npm start needs no server)', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('creates DATA_DIR/pglite, migrates, listens, answers health, and exits 0 on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-main-'));
    dirs.push(dataDir);
    const run = start({ DATA_DIR: dataDir, PORT: '0', WEB_DIST_DIR: path.join(dataDir, 'no-web') });
    try {
      await expect.poll(() => run.stdout(), { timeout: 30_000, interval: 100 }).toContain('Server listening at');
      const url = /Server listening at (http:\/\/[^"\s]+)/.exec(run.stdout())?.[1];
      const res = await fetch(`${url}/api/v1/health`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { data: { database: unknown } };
      expect(body.data.database).toMatchObject({ driver: 'pglite', status: 'up' });
      expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
      expect(run.stderr()).toBe('');
      const lines = run.stdout().trimEnd().split('\n').map((l) => JSON.parse(l) as { msg: string });
      expect(lines.at(-1)?.msg).toBe('stopped');
    } finally {
      run.child.kill('SIGKILL');
    }
  }, 60_000);
});
