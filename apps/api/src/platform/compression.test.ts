// Compressed answers when asked (Accept-Encoding): a JSON list above the threshold goes out
// brotli or gzip and decodes to the same bytes; small answers, clients that do not ask, HEAD,
// downloads in compressed formats (PDF, XLSX, images) and server-sent events stay as they are.
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { Role } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../seed/reference/seed-reference-data';
import { API, as, buildTestApp } from '../test-support';
import { COMPRESS_THRESHOLD, compressionPlugin } from './compression';

type Injected = { rawPayload: Buffer; headers: Record<string, unknown> };

function decoded(res: Injected): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload);
  if (encoding === 'gzip') return gunzipSync(res.rawPayload);
  return res.rawPayload;
}

const varies = (res: Injected) => String(res.headers.vary ?? '').toLowerCase().split(/\s*,\s*/).includes('accept-encoding');

describe('the API compresses JSON answers above the threshold when the client asks', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let engineer: Record<string, string>;
  const licences = `${API}/search/licenses?page=1&limit=10`;
  beforeAll(async () => {
    app = await buildTestApp();
    await seedReferenceData(app.db);
    engineer = await as(app, Role.Muhendis);
  });
  afterAll(() => app?.close());

  it('a list page (over 1 KB) in brotli, in gzip, and plain without Accept-Encoding: the same JSON each time', async () => {
    const plain = await app.inject({ method: 'GET', url: licences, headers: engineer });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    expect(plain.json().data.length).toBe(10);
    for (const [accept, encoding] of [['br', 'br'], ['gzip', 'gzip'], ['gzip, deflate, br', 'br'], ['gzip;q=1, br;q=0.5', 'gzip']] as const) {
      const res = await app.inject({ method: 'GET', url: licences, headers: { ...engineer, 'accept-encoding': accept } });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(varies(res), accept).toBe(true);
      expect(res.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 2);
      expect(decoded(res).equals(plain.rawPayload), accept).toBe(true);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers['cache-control']).toBe(plain.headers['cache-control']);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    const identity = await app.inject({ method: 'GET', url: licences, headers: { ...engineer, 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.rawPayload.equals(plain.rawPayload)).toBe(true);
  });

  it('a small answer (health, the signed-in user) is sent as it is even when compression is accepted', async () => {
    const health = await app.inject({ method: 'GET', url: `${API}/health`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json().data.status).toBe('ok');
    const me = await app.inject({ method: 'GET', url: `${API}/portalUser/me`, headers: { ...engineer, 'accept-encoding': 'br, gzip' } });
    expect(me.statusCode).toBe(200);
    expect(me.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(me.headers['content-encoding']).toBeUndefined();
  });

  it('HEAD of a big list: 200 and no body, the headers of the plain answer (Fastify drops the body before compression)', async () => {
    const plain = await app.inject({ method: 'GET', url: licences, headers: engineer });
    const res = await app.inject({ method: 'HEAD', url: licences, headers: { ...engineer, 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(0);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(plain.rawPayload.length));
  });
});

describe('what the compression leaves alone', () => {
  const big = 'x'.repeat(COMPRESS_THRESHOLD * 8);
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(COMPRESS_THRESHOLD * 8, 0x20)]);
  const csvRows = Array.from({ length: 500 }, (_, i) => `${i};Ürün ${i};Çeşit\n`);
  const app = Fastify();
  beforeAll(async () => {
    await app.register(compressionPlugin);
    app.get('/pdf', (_req, reply) => reply.type('application/pdf').header('content-disposition', 'attachment; filename="r.pdf"').send(Readable.from([pdf])));
    app.get('/xlsx', (_req, reply) => reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(Buffer.from(big)));
    app.get('/photo', (_req, reply) => reply.type('image/jpeg').send(Buffer.from(big)));
    app.get('/bytes', (_req, reply) => reply.type('application/octet-stream').send(Buffer.from(big)));
    app.get('/events', (_req, reply) => reply.type('text/event-stream').send(Readable.from([`data: ${big}\n\n`])));
    app.get('/csv', (_req, reply) => reply.type('text/csv; charset=utf-8').send(Readable.from(csvRows)));
    app.get('/json', () => ({ big }));
    app.post('/echo', (req) => ({ size: JSON.stringify(req.body).length }));
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(['/pdf', '/xlsx', '/photo', '/bytes', '/events'])('%s (already compressed, binary or a live stream) goes out as it is', async (url) => {
    const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);
  });

  it('the PDF download keeps its bytes and its attachment header', async () => {
    const res = await app.inject({ method: 'GET', url: '/pdf', headers: { 'accept-encoding': 'gzip' } });
    expect(res.rawPayload.equals(pdf)).toBe(true);
    expect(res.headers['content-disposition']).toContain('attachment');
  });

  it('a streamed CSV export is compressed on the fly and decodes to every row', async () => {
    const res = await app.inject({ method: 'GET', url: '/csv', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(decoded(res).toString('utf8')).toBe(csvRows.join(''));
    const plain = await app.inject({ method: 'GET', url: '/csv' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(csvRows.join(''));
  });

  it('x-no-compression and Accept-Encoding: identity get the plain JSON', async () => {
    for (const headers of [{ 'accept-encoding': 'identity' }, { 'accept-encoding': 'gzip', 'x-no-compression': '1' }]) {
      const res = await app.inject({ method: 'GET', url: '/json', headers });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json()).toEqual({ big });
    }
  });

  it('a compressed request body is refused, not inflated', async () => {
    const res = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, payload: gzipSync(JSON.stringify({ big })) });
    expect(res.statusCode).toBe(400);
  });
});
