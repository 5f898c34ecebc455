// A real API process started while PostgreSQL is unreachable: it waits with back-off (one line
// per attempt), comes up once the database does, and, while the database is down again, logs
// the failures once per interval instead of once per request. The database sits behind a small
// TCP proxy this test opens and closes.
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningUrl, spawnApi, type ApiProcess } from '../test-support/api-process';
import { processTestDatabase, type ProcessTestDatabase } from '../test-support/process-database';

/** A port free a moment ago. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Forwards `port` to `target` until closed; close() also cuts the connections it carries. */
async function startProxy(port: number, target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    close: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const s of sockets) s.destroy();
      await closed;
    },
  };
}

const attemptLines = (run: ApiProcess) => run.stderr().split('\n').filter((line) => line.startsWith('Veritabanına ulaşılamadı (deneme '));

describe.skipIf(!process.env['TEST_DATABASE_URL'])('start while the database is down (DATABASE_WAIT_SECONDS), and an outage while running', () => {
  let database: ProcessTestDatabase;
  let dataDir: string;
  const runs: ApiProcess[] = [];

  beforeAll(async () => {
    database = await processTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-db-wait-'));
  });
  afterAll(async () => {
    for (const run of runs) if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill('SIGKILL');
    await Promise.all(runs.map((run) => run.exited));
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 30_000);

  function start(port: number, waitSeconds: number): ApiProcess {
    const url = new URL(database.url);
    url.hostname = '127.0.0.1';
    url.port = String(port);
    const run = spawnApi({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: url.toString(),
      DATABASE_WAIT_SECONDS: String(waitSeconds),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
    });
    runs.push(run);
    return run;
  }

  it('gives up after DATABASE_WAIT_SECONDS: a line per attempt, then exit 1 with one clear line', async () => {
    const run = start(await freePort(), 2);
    expect(await run.exited).toBe(1);
    const lines = run.stderr().trim().split('\n');
    // 0.5 s, 1 s: the attempts that fit in 2 s, each said once; then the one line of the failure.
    expect(lines.slice(0, -1)).toEqual([
      expect.stringMatching(/^Veritabanına ulaşılamadı \(deneme 1: .*ECONNREFUSED.*\); 0.5 sn sonra yeniden denenecek$/),
      expect.stringMatching(/^Veritabanına ulaşılamadı \(deneme 2: .*ECONNREFUSED.*\); 1 sn sonra yeniden denenecek$/),
    ]);
    expect(lines.at(-1)).toMatch(/^Başlatma hatası: veritabanına 2 sn içinde ulaşılamadı \(3 deneme\): connect ECONNREFUSED 127\.0\.0\.1:\d+$/);
    expect(run.stdout()).not.toContain('Server listening');
  }, 30_000);

  it('waits for a database that comes up, then serves; a later outage is logged once per interval with a count, not per request', async () => {
    const port = await freePort();
    const run = start(port, 60);
    await expect.poll(() => attemptLines(run).length, { timeout: 20_000, interval: 100 }).toBeGreaterThanOrEqual(2);
    const target = new URL(process.env['TEST_DATABASE_URL']!);
    let proxy = await startProxy(port, { host: target.hostname, port: Number(target.port || 5432) });
    const base = await listeningUrl(run, 50_000);
    expect((await fetch(`${base}/api/v1/health`)).status).toBe(200);
    const waited = attemptLines(run).length;

    // Down again: 150 requests that need the database, each answered 503.
    await proxy.close();
    const statuses: number[] = [];
    for (let i = 0; i < 75; i++) {
      statuses.push((await fetch(`${base}/api/v1/health`)).status);
      const login = await fetch(`${base}/api/v1/auth/login`, {
        method: 'POST',
        headers: { host: 'rct.localhost', origin: 'http://rct.localhost', 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
        body: JSON.stringify({ email: `kimse${i}@example.com`, password: 'Bir-Sifre-123', keepSession: false }),
      });
      statuses.push(login.status);
    }
    expect(statuses.every((s) => s === 503)).toBe(true);
    const logged = (message: string) =>
      run
        .stdout()
        .split('\n')
        .filter((line) => line.includes(`"msg":"${message}"`))
        .map((line) => JSON.parse(line) as { count: number });
    // One line each (the interval is 10 s): the first failure, told at once.
    expect(logged('database unavailable')).toEqual([expect.objectContaining({ count: 1 })]);
    expect(logged('health: database down')).toEqual([expect.objectContaining({ count: 1 })]);

    // Back: served again, no restart, and no further attempt lines.
    proxy = await startProxy(port, { host: target.hostname, port: Number(target.port || 5432) });
    await expect.poll(async () => (await fetch(`${base}/api/v1/health`)).status, { timeout: 15_000, interval: 200 }).toBe(200);
    expect(attemptLines(run)).toHaveLength(waited);
    await proxy.close();
  }, 90_000);
});
