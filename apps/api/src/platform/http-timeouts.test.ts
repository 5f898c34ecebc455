// Slow clients against a real API process with short limits: a request whose headers, or whose
// body, do not arrive in time gets 408 and its socket closed, and other clients are served meanwhile.
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ErrorCode } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningUrl, spawnApi, type ApiProcess } from '../test-support/api-process';
import { processTestDatabase, type ProcessTestDatabase } from '../test-support/process-database';

const HEADERS_MS = 1_000;
const REQUEST_MS = 2_000;
const SLOW_CLIENTS = 20;

interface SlowClient {
  /** What the socket received until the server closed it. */
  closed: Promise<string>;
  stop(): void;
}

/** Opens a socket, writes `head` and then one more `drip` every 200 ms, never finishing the request. */
function slowClient(port: number, head: string, drip: string): SlowClient {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  let timer: NodeJS.Timeout | undefined;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => undefined);
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  socket.on('connect', () => {
    socket.write(head);
    timer = setInterval(() => socket.writable && socket.write(drip), 200);
  });
  void closed.then(() => clearInterval(timer));
  return {
    closed,
    stop: () => {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

describe.skipIf(!process.env['TEST_DATABASE_URL'])('HTTP time limits on a running API (HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS)', () => {
  let database: ProcessTestDatabase;
  let dataDir: string;
  let run: ApiProcess;
  let port: number;

  beforeAll(async () => {
    database = await processTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-timeouts-'));
    run = spawnApi({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      SEED_DEMO: 'false',
      HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_MS),
      HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_MS),
      LOG_LEVEL: 'info',
    });
    port = Number(new URL(await listeningUrl(run, 50_000)).port);
  }, 60_000);
  afterAll(async () => {
    if (run && run.child.exitCode === null) run.child.kill('SIGKILL');
    await run?.exited;
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 30_000);

  /** Health checks, one after the other, until `until` settles; their statuses. */
  async function healthWhile(until: Promise<unknown>): Promise<number[]> {
    let done = false;
    void until.finally(() => (done = true));
    const statuses: number[] = [];
    while (!done) {
      statuses.push((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).status);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return statuses;
  }

  function expect408(raw: string) {
    expect(raw).toMatch(/^HTTP\/1\.1 408 /);
    expect(raw).toContain('Connection: close');
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toMatchObject({ code: ErrorCode.RequestTimeout });
  }

  it(`headers trickling in: each of ${SLOW_CLIENTS} slow clients gets 408 and is closed, the others are served meanwhile`, async () => {
    const clients = Array.from({ length: SLOW_CLIENTS }, (_, i) => slowClient(port, 'GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\n', `X-Slow-${i}: 1\r\n`));
    try {
      const all = Promise.all(clients.map((c) => c.closed));
      const served = await healthWhile(all);
      for (const raw of await all) expect408(raw);
      // Served all along, while every slow socket was held open.
      expect(served.length).toBeGreaterThan(3);
      expect(served.every((s) => s === 200)).toBe(true);
    } finally {
      for (const c of clients) c.stop();
    }
  }, 20_000);

  it(`a body trickling in: each of ${SLOW_CLIENTS} slow uploads gets 408 and is closed, the others are served meanwhile`, async () => {
    const head = [
      'POST /api/v1/auth/login HTTP/1.1',
      'Host: rct.localhost',
      'Origin: http://rct.localhost',
      'Sec-Fetch-Site: same-origin',
      'Content-Type: application/json',
      'Content-Length: 10000',
      '',
      '{"email":"',
    ].join('\r\n');
    const clients = Array.from({ length: SLOW_CLIENTS }, () => slowClient(port, head, 'a'));
    try {
      const all = Promise.all(clients.map((c) => c.closed));
      const served = await healthWhile(all);
      for (const raw of await all) expect408(raw);
      expect(served.length).toBeGreaterThan(3);
      expect(served.every((s) => s === 200)).toBe(true);
    } finally {
      for (const c of clients) c.stop();
    }
  }, 20_000);
});
