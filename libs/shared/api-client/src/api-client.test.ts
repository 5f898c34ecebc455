/// <reference types="node" />
// Against a real HTTP server on 127.0.0.1: the browser edge (navigation) is the only fake.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStore } from 'jotai/vanilla';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient, type ApiClientOptions } from './api-client';
import { ApiError, errorMessage } from './api-error';
import { accessTokenAtom } from './token-atoms';

interface Hit {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  body: string;
}
type Handler = (hit: Hit, res: ServerResponse) => void;

const REFRESH = '/api/v1/auth/refreshToken';
const servers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((close) => close()));
});

function send(res: ServerResponse, status: number, body: unknown, type = 'application/json; charset=utf-8') {
  res.writeHead(status, { 'content-type': type });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/** Protected routes accept only `Bearer new` and echo what they received. */
const protectedRoute: Handler = (hit, res) => {
  if (hit.authorization !== 'Bearer new') return send(res, 401, { code: 'UNAUTHORIZED', message: 'Oturumunuz sona erdi.' });
  send(res, 200, { data: { method: hit.method, body: hit.body ? JSON.parse(hit.body) : null } });
};

async function startServer(refresh: Handler, route: Handler = protectedRoute) {
  const hits: Hit[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const hit: Hit = {
      method: req.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      authorization: req.headers.authorization,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    hits.push(hit);
    (hit.path === REFRESH ? refresh : route)(hit, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  servers.push(close);
  const { port } = server.address() as AddressInfo;
  return {
    prefix: `http://127.0.0.1:${port}/api/v1/`,
    hits,
    refreshHits: () => hits.filter((h) => h.path === REFRESH).length,
    close,
  };
}

function setup(prefix: string, token: string | null, extra: Partial<ApiClientOptions> = {}) {
  const store = createStore();
  store.set(accessTokenAtom, token);
  const navigation = { toRoot: vi.fn(), reload: vi.fn() };
  const client = createClient({ prefix, store, navigation, ...extra });
  return { ...client, store, navigation };
}

const grantNew: Handler = (_hit, res) => {
  setTimeout(() => send(res, 200, { data: { token: 'new' } }), 50);
};

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('bearer header', () => {
  it('spec §7: authenticated calls send the access token as a bearer header', async () => {
    const server = await startServer(grantNew);
    const { api } = setup(server.prefix, 'new');
    await expect(api.get('portalUser/me').json()).resolves.toEqual({ data: { method: 'GET', body: null } });
    expect(server.hits.map((h) => h.authorization)).toEqual(['Bearer new']);
  });

  it('spec §7: without a token no header is sent and a 401 is not "refreshed" (a failed login stays on the page)', async () => {
    const server = await startServer(grantNew);
    const { api, navigation } = setup(server.prefix, null);
    const error = await rejection(api.post('auth/login', { json: { email: 'a@b.tr', password: 'yanlis' } }));
    expect(error.status).toBe(401);
    expect(server.hits.map((h) => [h.path, h.authorization])).toEqual([['/api/v1/auth/login', undefined]]);
    expect(navigation.toRoot).not.toHaveBeenCalled();
  });
});

describe('401 → one shared refresh → one retry', () => {
  it('spec §7: 20 parallel calls answered 401 cause exactly ONE refresh, and each is retried once with the new token', async () => {
    const server = await startServer(grantNew);
    const { api, store } = setup(server.prefix, 'old');

    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => api.get('prescription', { searchParams: { page: i + 1 } }).json()),
    );

    expect(results).toHaveLength(20);
    expect(server.refreshHits()).toBe(1);
    for (let i = 1; i <= 20; i++) {
      const calls = server.hits.filter((h) => h.path === '/api/v1/prescription' && h.query.get('page') === String(i));
      expect(calls.map((h) => h.authorization)).toEqual(['Bearer old', 'Bearer new']);
    }
    expect(store.get(accessTokenAtom)).toBe('new');
  });

  it('spec §7: a 401 that arrives after the refresh finished reuses the new token instead of refreshing again', async () => {
    const server = await startServer(grantNew, (hit, res) => {
      const slow = hit.path.endsWith('/slow') && hit.authorization === 'Bearer old';
      setTimeout(() => protectedRoute(hit, res), slow ? 300 : 0);
    });
    const { api } = setup(server.prefix, 'old');
    await Promise.all([api.get('fast').json(), api.get('slow').json()]);
    expect(server.refreshHits()).toBe(1);
    expect(server.hits.filter((h) => h.path === '/api/v1/slow').map((h) => h.authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('spec §7: the refresh is a GET with credentials and no bearer header; its data.token is stored', async () => {
    const server = await startServer(grantNew);
    const { api, store } = setup(server.prefix, 'old');
    await api.get('portalUser/me');
    const refresh = server.hits.find((h) => h.path === REFRESH);
    expect(refresh).toMatchObject({ method: 'GET', authorization: undefined });
    expect(store.get(accessTokenAtom)).toBe('new');
  });

  it('spec §7: POST and PATCH bodies arrive intact on the retry', async () => {
    const server = await startServer(grantNew);
    const { api } = setup(server.prefix, 'old');
    const prescription = { title: 'Domates – kurşuni küf', producerId: 7, lines: [{ doseMl: 150 }] };
    const toggle = { publicId: 'kullanici-42' };

    const [created, patched] = await Promise.all([
      api.post('prescription/fast', { json: prescription }).json(),
      api.patch('portalUser', { json: toggle }).json(),
    ]);

    expect(created).toEqual({ data: { method: 'POST', body: prescription } });
    expect(patched).toEqual({ data: { method: 'PATCH', body: toggle } });
    for (const path of ['/api/v1/prescription/fast', '/api/v1/portalUser']) {
      const calls = server.hits.filter((h) => h.path === path);
      expect(calls.map((h) => h.authorization)).toEqual(['Bearer old', 'Bearer new']);
      expect(calls[1]?.body).toBe(calls[0]?.body);
      expect(calls[1]?.body).not.toBe('');
    }
    expect(server.refreshHits()).toBe(1);
  });

  it('spec §7: a call still answered 401 after the retry fails with 401 (one retry, no loop)', async () => {
    const server = await startServer(grantNew, (_hit, res) => send(res, 401, { code: 'UNAUTHORIZED', message: 'Yetkisiz.' }));
    const { api } = setup(server.prefix, 'old');
    const error = await rejection(api.get('portalUser/me'));
    expect(error.status).toBe(401);
    expect(server.hits.map((h) => h.path)).toEqual(['/api/v1/portalUser/me', REFRESH, '/api/v1/portalUser/me']);
  });

  it('spec §8: a 401 from the refresh itself does not loop; the token is cleared and the call fails with its 401', async () => {
    const server = await startServer((_hit, res) => send(res, 401, { code: 'UNAUTHORIZED', message: 'Oturum bulunamadı.' }));
    const { api, store, navigation } = setup(server.prefix, 'old');

    const error = await rejection(api.get('portalUser/me'));
    expect(error.status).toBe(401);
    expect(error.data).toEqual({ code: 'UNAUTHORIZED', message: 'Oturumunuz sona erdi.' });
    expect(server.hits.map((h) => h.path)).toEqual(['/api/v1/portalUser/me', REFRESH]);
    expect(store.get(accessTokenAtom)).toBeNull();
    expect(navigation.toRoot).not.toHaveBeenCalled();

    // Calling the refresh path through the client is not refreshed either.
    store.set(accessTokenAtom, 'old');
    expect((await rejection(api.get('auth/refreshToken'))).status).toBe(401);
    expect(server.refreshHits()).toBe(2);
  });

  it('spec §8: a refresh answered 403 goes to "/" once, however many calls were waiting', async () => {
    const server = await startServer((_hit, res) => send(res, 403, { code: 'FORBIDDEN', message: 'Oturum sonlandırıldı.' }));
    const { api, store, navigation } = setup(server.prefix, 'old');

    const errors = await Promise.all([1, 2, 3].map((page) => rejection(api.get('prescription', { searchParams: { page } }))));

    expect(errors.map((e) => e.status)).toEqual([401, 401, 401]);
    expect(navigation.toRoot).toHaveBeenCalledTimes(1);
    expect(server.refreshHits()).toBe(1);
    expect(store.get(accessTokenAtom)).toBeNull();
  });

  it('spec §4 session start: refreshAccessToken shares one request and stores the token', async () => {
    const server = await startServer(grantNew);
    const { refreshAccessToken, store } = setup(server.prefix, null);
    await expect(Promise.all([refreshAccessToken(), refreshAccessToken()])).resolves.toEqual(['new', 'new']);
    expect(server.refreshHits()).toBe(1);
    expect(store.get(accessTokenAtom)).toBe('new');
  });
});

describe('code 703', () => {
  it('spec §7: an error body with code 703 reloads the page', async () => {
    const server = await startServer(grantNew, (_hit, res) =>
      send(res, 409, { code: '703', message: 'Uygulama güncellendi, sayfa yenileniyor.' }),
    );
    const { api, navigation } = setup(server.prefix, 'new');
    const error = await rejection(api.get('portalUser/me'));
    expect(error.status).toBe(409);
    expect(navigation.reload).toHaveBeenCalledTimes(1);
  });

  it('spec §7: a success body with code 703 reloads too; other bodies do not', async () => {
    const server = await startServer(grantNew, (hit, res) => send(res, 200, hit.path.endsWith('/old') ? { code: '703' } : { data: 1 }));
    const { api, navigation } = setup(server.prefix, 'new');
    await api.get('fine').json();
    expect(navigation.reload).not.toHaveBeenCalled();
    await api.get('old').json();
    expect(navigation.reload).toHaveBeenCalledTimes(1);
  });
});

describe('spec §8 failure statuses', () => {
  it('spec §8: a network failure is FETCH_ERROR', async () => {
    const server = await startServer(grantNew);
    await server.close(); // nothing listens on the port any more
    const { api } = setup(server.prefix, 'new');
    const error = await rejection(api.get('portalUser/me'));
    expect(error.status).toBe('FETCH_ERROR');
    expect(errorMessage(error)).toBe('Sunucuya ulaşılamadı. Bağlantınızı kontrol edin.');
  });

  it('spec §8: a timeout is TIMEOUT_ERROR', async () => {
    const server = await startServer(grantNew, () => undefined); // never answers
    const { api } = setup(server.prefix, 'new', { timeout: 200 });
    const error = await rejection(api.get('portalUser/me'));
    expect(error.status).toBe('TIMEOUT_ERROR');
    expect(errorMessage(error)).toBe('İstek zaman aşımına uğradı.');
  });

  it('spec §8: an unparseable body is PARSING_ERROR', async () => {
    const server = await startServer(grantNew, (hit, res) =>
      hit.path.endsWith('/html') ? send(res, 200, '<!doctype html><title>Portal</title>', 'text/html') : send(res, 200, '{"data": [1, 2'),
    );
    const { api } = setup(server.prefix, 'new');
    const broken = await rejection(api.get('broken').json());
    expect(broken.status).toBe('PARSING_ERROR');
    expect(broken.data).toBe('{"data": [1, 2');
    expect((await rejection(api.get('html').json())).status).toBe('PARSING_ERROR');
  });

  it('spec §8: any other status outside 200–299 is an ApiError carrying the response data', async () => {
    const notFound = { code: 'NOT_FOUND', message: 'Reçete bulunamadı.' };
    const invalid = { code: 'VALIDATION_ERROR', message: 'Girilen bilgiler geçersiz.', details: [{ field: 'body.title', message: 'Başlık zorunlu' }] };
    const server = await startServer(grantNew, (hit, res) => {
      if (hit.path.endsWith('/missing')) return send(res, 404, notFound);
      if (hit.path.endsWith('/invalid')) return send(res, 400, invalid);
      send(res, 500, 'boom', 'text/plain');
    });
    const { api } = setup(server.prefix, 'new');

    const missing = await rejection(api.get('missing'));
    expect([missing.status, missing.data, missing.code, errorMessage(missing)]).toEqual([404, notFound, 'NOT_FOUND', 'Reçete bulunamadı.']);
    const bad = await rejection(api.post('invalid', { json: {} }));
    expect([bad.status, bad.data]).toEqual([400, invalid]);
    const crash = await rejection(api.get('crash'));
    expect([crash.status, crash.data]).toEqual([500, 'boom']);
    expect(errorMessage(crash)).toBe('Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.');
  });
});
