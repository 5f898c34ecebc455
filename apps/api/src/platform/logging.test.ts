import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-support';
import { headersWithoutSecrets, loggerOptions, REQUEST_ID_HEADER } from './logging';

const lines: string[] = [];
const logs = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('structured logs with request ids (DESIGN §4)', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    app = await buildTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => void lines.push(line) } });
    app.get('/api/v1/test/echo-headers', async (request) => {
      request.log.info({ headers: request.headers }, 'headers seen');
      return { data: 'ok' };
    });
  });
  afterAll(() => app.close());

  it('writes JSON lines carrying the request id, and echoes the id in a header', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
    const id = res.headers[REQUEST_ID_HEADER];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const completed = logs().find((l) => l['reqId'] === id && l['msg'] === 'request completed');
    expect(completed).toMatchObject({ level: 30, res: { statusCode: 200 } });
    expect(typeof completed?.['time']).toBe('string');
  });

  it('writes one line per request with method, url, status and time', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/health?probe=1' });
    const id = res.headers[REQUEST_ID_HEADER];
    const mine = logs().filter((l) => l['reqId'] === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ msg: 'request completed', req: { method: 'GET', url: '/api/v1/health?probe=1' }, res: { statusCode: 200 } });
    expect(typeof mine[0]!['responseTime']).toBe('number');
  });

  it("keeps a proxy's sane x-request-id and replaces an unsafe one", async () => {
    const kept = await app.inject({ method: 'GET', url: '/api/v1/health', headers: { [REQUEST_ID_HEADER]: 'lb-1234.abc' } });
    expect(kept.headers[REQUEST_ID_HEADER]).toBe('lb-1234.abc');
    const replaced = await app.inject({ method: 'GET', url: '/api/v1/health', headers: { [REQUEST_ID_HEADER]: 'x\ny"z' } });
    expect(replaced.headers[REQUEST_ID_HEADER]).not.toContain('"');
  });

  it('redacts authorization and cookie headers', async () => {
    await app.inject({
      method: 'GET',
      url: '/api/v1/test/echo-headers',
      headers: { authorization: 'Bearer top-secret-token', cookie: 'refresh=top-secret-cookie' },
    });
    const text = lines.join('\n');
    expect(text).not.toContain('top-secret');
    const seen = logs().find((l) => l['msg'] === 'headers seen') as { headers: Record<string, string> };
    expect(seen.headers['authorization']).toBe('[gizlendi]');
    expect(seen.headers['cookie']).toBe('[gizlendi]');
    // The rest of the headers stay readable.
    expect(seen.headers['host']).toBe('localhost:80');
  });

  it('censors the secret headers in any letter case, set-cookie too, without changing what was logged', () => {
    const sent = { Authorization: 'Bearer x', COOKIE: 'a=b', 'set-cookie': ['refresh=y'], accept: 'application/json' };
    expect(headersWithoutSecrets(sent)).toEqual({ Authorization: '[gizlendi]', COOKIE: '[gizlendi]', 'set-cookie': '[gizlendi]', accept: 'application/json' });
    expect(sent.Authorization).toBe('Bearer x');
    const plain = { accept: 'text/html' };
    expect(headersWithoutSecrets(plain)).toBe(plain);
    expect(headersWithoutSecrets(undefined)).toBeUndefined();
    expect(headersWithoutSecrets('metin')).toBe('metin');
  });

  it('the request line never carries headers: a token sent with a request is nowhere in its line', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/health', headers: { authorization: 'Bearer line-secret', cookie: 'refresh=line-secret' } });
    const line = lines.find((l) => l.includes(String(res.headers[REQUEST_ID_HEADER])) && l.includes('request completed'))!;
    expect(line).toBeDefined();
    expect(line).not.toContain('line-secret');
    expect(JSON.parse(line)).not.toHaveProperty('req.headers');
  });
});

describe('console logs in development', () => {
  it('are readable lines (pino-pretty) on a terminal, not JSON; elsewhere JSON to stdout', () => {
    const dev = loggerOptions({ logLevel: 'info', nodeEnv: 'development' }, undefined, true);
    expect(dev.stream).toBeDefined();
    expect(typeof (dev.stream as { write?: unknown }).write).toBe('function');
    // Piped (a log collector, a test reading stdout): JSON lines even in development, to stdout
    // through one 4 KB buffer per process (pino's SonicBoom on fd 1), flushed every 250 ms.
    const streams = new Set<unknown>();
    for (const [nodeEnv, terminal] of [['development', false], ['production', true], ['test', true]] as const) {
      const json = loggerOptions({ logLevel: 'info', nodeEnv }, undefined, terminal).stream as { fd?: unknown; minLength?: unknown; constructor: { name: string } };
      expect(json.constructor.name, nodeEnv).toBe('SonicBoom');
      expect(json.fd).toBe(1);
      expect(json.minLength).toBe(4096);
      streams.add(json);
    }
    expect(streams.size).toBe(1);
    expect(loggerOptions({ logLevel: 'silent', nodeEnv: 'production' }, undefined, false).stream).toBeUndefined();
  });
});

describe('the buffered stdout of a running API process', () => {
  const run = (script: string) =>
    new Promise<{ lines: string[]; afterMs: number[] }>((resolve, reject) => {
      const started = Date.now();
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: path.resolve(import.meta.dirname, '../..'), stdio: ['ignore', 'pipe', 'ignore'] });
      const lines: string[] = [];
      const afterMs: number[] = [];
      let rest = '';
      child.stdout.setEncoding('utf8');
      child.stdout.on('data', (chunk: string) => {
        const parts = (rest + chunk).split('\n');
        rest = parts.pop() ?? '';
        for (const line of parts) {
          lines.push(line);
          afterMs.push(Date.now() - started);
        }
      });
      child.on('error', reject);
      child.on('close', () => resolve({ lines, afterMs }));
    });
  const logger = "import pino from 'pino'; import { loggerOptions } from './src/platform/logging.ts'; const log = pino(loggerOptions({ logLevel: 'info', nodeEnv: 'production' }, undefined, false));";

  it('writes every buffered line when the process exits, also on process.exit and an uncaught error', async () => {
    for (const end of ['', 'process.exit(0);', "throw new Error('kaboom');"]) {
      const { lines } = await run(`${logger} for (let i = 0; i < 30; i++) log.info({ i }, 'satır'); ${end}`);
      const logged = lines.filter((l) => l.includes('"satır"'));
      expect(logged, end || 'a normal end').toHaveLength(30);
      expect(JSON.parse(logged[29]!)).toMatchObject({ i: 29, msg: 'satır' });
    }
  }, 60_000);

  it('writes a lone line within about a quarter second, without waiting for 4 KB', async () => {
    const { lines, afterMs } = await run(`${logger} log.info('tek satır'); const t = Date.now(); await new Promise((r) => setTimeout(r, 1500)); log.info({ waited: Date.now() - t }, 'son');`);
    const lone = lines.findIndex((l) => l.includes('"tek satır"'));
    const last = lines.findIndex((l) => l.includes('"son"'));
    expect(lone).toBeGreaterThanOrEqual(0);
    // Out well before the process's next line 1.5 s later (which comes at its exit).
    expect(afterMs[last]! - afterMs[lone]!).toBeGreaterThan(1000);
  }, 60_000);
});
