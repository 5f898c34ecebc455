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
    // written asynchronously (pino's SonicBoom on fd 1, not sync): no blocking write per request.
    for (const [nodeEnv, terminal] of [['development', false], ['production', true], ['test', true]] as const) {
      const json = loggerOptions({ logLevel: 'info', nodeEnv }, undefined, terminal).stream as { fd?: unknown; sync?: unknown; constructor: { name: string } };
      expect(json.constructor.name, nodeEnv).toBe('SonicBoom');
      expect(json.fd).toBe(1);
      expect(json.sync).toBe(false);
    }
    expect(loggerOptions({ logLevel: 'silent', nodeEnv: 'production' }, undefined, false).stream).toBeUndefined();
  });
});
