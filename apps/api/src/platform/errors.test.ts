import net from 'node:net';
import { ErrorCode } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../test-support';
import { AppError, ErrorMessage, isDatabaseTextRefusal, MAX_REQUEST_HEAD_BYTES } from './errors';

const lines: string[] = [];

describe('error envelope { code, message, details? } (DESIGN §3)', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    app = await buildTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => void lines.push(line) } });
    // Routes registered by the test on the built instance exercise the real handlers.
    app.post(
      '/api/v1/test/members',
      {
        bodyLimit: 1024,
        schema: {
          querystring: z.object({ page: z.coerce.number().int().min(1).optional() }),
          body: z.object({ email: z.email(), name: z.string().min(2), address: z.object({ city: z.string() }) }),
        },
      },
      async (request) => ({ data: request.body }),
    );
    app.get('/api/v1/test/boom', async () => {
      throw new Error('secret internals at db.ts:42');
    });
    // A route without a text schema: the NUL reaches the database, which refuses it.
    app.post('/api/v1/test/raw-text', async (request) => {
      const { text } = request.body as { text: string };
      await app.db.execute(sql`select ${text}::text as t`);
      return { data: { ok: true } };
    });
    app.get('/api/v1/test/conflict', async () => {
      throw new AppError(409, ErrorCode.Conflict, 'Bu kayıt zaten var.');
    });
  });
  afterAll(() => app.close());

  const validBody = { email: 'ayse@example.com', name: 'Ayşe', address: { city: 'İzmir' } };

  it('accepts a valid body', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/test/members', payload: validBody });
    expect(res.statusCode).toBe(200);
  });

  it('answers 404 NOT_FOUND for an unknown /api/v1 path', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: ErrorCode.NotFound, message: ErrorMessage.notFound });
  });

  it('answers 400 VALIDATION_ERROR with field-level details in Turkish', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/test/members?page=0',
      payload: validBody,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(ErrorCode.Validation);
    expect(body.message).toBe(ErrorMessage.validation);
    expect(body.details).toEqual([{ field: 'query.page', message: expect.any(String) }]);

    const res2 = await app.inject({ method: 'POST', url: '/api/v1/test/members', payload: { email: 'x', name: 'A', address: {} } });
    const fields = res2.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(['body.email', 'body.name', 'body.address.city']);
    // zod's Turkish locale (z.config(z.locales.tr())).
    const email = res2.json().details[0].message as string;
    expect(email).toMatch(/[Gg]eçersiz/);
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/test/members',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: ErrorCode.Validation, message: ErrorMessage.invalidJson });
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/test/members',
      payload: { ...validBody, name: 'x'.repeat(2000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: ErrorCode.PayloadTooLarge, message: ErrorMessage.payloadTooLarge });
  });

  it('answers 415 for an unsupported media type', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/test/members',
      headers: { 'content-type': 'application/xml' },
      payload: '<member/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ code: ErrorCode.UnsupportedMediaType, message: ErrorMessage.unsupportedMediaType });
  });

  it('passes an AppError through with its status and code', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: ErrorCode.Conflict, message: 'Bu kayıt zaten var.' });
  });

  it('maps the database refusing NUL in text to 400, as a last resort behind the text schemas', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/v1/test/raw-text', payload: { text: 'ab' } })).statusCode).toBe(200);
    const res = await app.inject({ method: 'POST', url: '/api/v1/test/raw-text', payload: { text: 'a\u0000b' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: ErrorCode.Validation, message: ErrorMessage.invalidCharacters });
  });

  it('recognises 22021 and 22P05 however deep the driver error is wrapped, and nothing else', () => {
    expect(isDatabaseTextRefusal({ code: '22021' })).toBe(true);
    expect(isDatabaseTextRefusal(new Error('Failed query', { cause: { code: '22P05' } }))).toBe(true);
    expect(isDatabaseTextRefusal(new Error('a', { cause: new Error('b', { cause: { code: '22021' } }) }))).toBe(true);
    expect(isDatabaseTextRefusal(new Error('Failed query', { cause: { code: '23505' } }))).toBe(false);
    expect(isDatabaseTextRefusal(new Error('boom'))).toBe(false);
    expect(isDatabaseTextRefusal(undefined)).toBe(false);
  });

  it('answers 500 INTERNAL_ERROR with a generic Turkish message, no stack, and logs the error', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: ErrorCode.Internal, message: ErrorMessage.internal });
    expect(res.body).not.toContain('secret internals');
    expect(res.body).not.toContain('stack');
    const logged = lines.map((l) => JSON.parse(l)).find((l) => l.err?.message === 'secret internals at db.ts:42');
    expect(logged).toMatchObject({ level: 50, reqId: expect.any(String) });
    expect(logged.err.stack).toContain('Error: secret internals');
  });
});

/** Writes `request` as is and reads the whole answer until the server closes. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('close', () => resolve(text));
    // The server may close before it has read all of a long request; what it answered still counts.
    socket.on('error', (error: NodeJS.ErrnoException) => (text ? resolve(text) : reject(error)));
  });
}

function parseRaw(text: string) {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), head: head.toLowerCase(), body };
}

describe('errors before a request exists, over a real connection', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let port: number;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => app.close());

  it('answers a 100,000-character query string with 431 in the JSON envelope', async () => {
    const text = await rawRequest(port, `GET /api/v1/definition/plant?search=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    const res = parseRaw(text);
    expect(res.status).toBe(431);
    expect(res.head).toContain('content-type: application/json');
    expect(JSON.parse(res.body)).toEqual({ code: ErrorCode.HeadersTooLarge, message: ErrorMessage.headersTooLarge });
  });

  it('takes a request line and headers just under the documented limit', async () => {
    const url = `/api/v1/health?x=${'a'.repeat(MAX_REQUEST_HEAD_BYTES - 200)}`;
    const res = parseRaw(await rawRequest(port, `GET ${url} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
    expect(res.status).toBe(200);
  });

  it('answers a malformed request with 400 in the envelope', async () => {
    const res = parseRaw(await rawRequest(port, 'GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: nope\r\n\r\n'));
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ code: ErrorCode.Validation, message: ErrorMessage.badRequest });
  });
});
