// Generated from the one table of token-addressed routes and pages (token-routes.ts): each
// answers no-store, no-referrer and noindex whatever its status, and 429 with Retry-After once
// its address is over the limit; and no public route that takes a token is left out of it.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { appForHost, AppName, ErrorCode } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, freshIp } from '../../test-support';
import { buildRouteTable, concreteUrl, stringFields, type TableRoute } from '../../test-support/route-table';
import { rateLimitBuckets } from '../db';
import { tokenLimitKey, TokenRouteHeaders, TokenRoutes, type TokenLimit } from './token-routes';

type Answer = { statusCode: number; body: string; headers: Record<string, unknown> };

function expectPrivate(res: Answer, what: string) {
  for (const [name, value] of Object.entries(TokenRouteHeaders)) expect(res.headers[name], `${what} ${name}`).toBe(value);
}

/** Names a token goes by in a URL or a public body. */
const TOKEN_NAMES = ['token', 'link', 't', 'sessionId'];

describe('token-addressed API routes, from the table', () => {
  let table: Awaited<ReturnType<typeof buildRouteTable>>;
  beforeAll(async () => {
    table = await buildRouteTable();
  });
  afterAll(() => table?.app.close());

  const routeOf = (key: string) => table.routes.find((r) => `${r.method} ${r.url}` === key);
  /** A request a guesser would send: a made-up token wherever the route takes one. */
  const send = (route: TableRoute, ip: string) =>
    table.app.inject({
      method: route.method as 'GET',
      url: `${concreteUrl(route.url)}${route.querystring ? `?${stringFields(route.querystring).map((f) => `${f}=Zm9vYmFy`).join('&')}` : ''}`,
      headers: { host: 'rct.localhost' },
      remoteAddress: ip,
      ...(route.method === 'POST' ? { payload: { token: 'Zm9vYmFy', password: 'Zeytin-Bahçesi-2026', confirm: true } } : {}),
    });
  const fill = async (entry: TokenLimit, ip: string) =>
    table.app.db.insert(rateLimitBuckets).values({ key: tokenLimitKey(entry, ip), count: entry.limit, resetAt: new Date(Date.now() + entry.windowSeconds * 1000) });

  it.each(TokenRoutes.api.map((e) => [e.route, e] as const))('%s: public, private headers on any answer, 429 over the limit', async (key, entry) => {
    const route = routeOf(key);
    expect(route, `${key} is not a route`).toBeDefined();
    expect(route!.protected, key).toBe(false);

    const first = await send(route!, freshIp());
    expect(first.statusCode, first.body).toBeLessThan(500);
    expect(first.statusCode, first.body).not.toBe(429);
    expectPrivate(first, key);

    const ip = freshIp();
    await fill(entry, ip);
    const refused = await send(route!, ip);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json().code).toBe(ErrorCode.RateLimited);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expectPrivate(refused, key);
  });

  it('every public route that takes a token in its path, query or body is in the table', () => {
    const inTable = new Set<string>(TokenRoutes.api.map((e) => e.route));
    const takesToken = table.routes.filter(
      (r) =>
        !r.protected &&
        r.url.startsWith('/api/') &&
        (/:(token|link|lot)\b/.test(r.url) ||
          stringFields(r.querystring).some((f) => TOKEN_NAMES.includes(f)) ||
          stringFields(r.body).includes('token')),
    );
    expect(takesToken.length).toBeGreaterThanOrEqual(TokenRoutes.api.length);
    for (const r of takesToken) expect(inTable.has(`${r.method} ${r.url}`), `${r.method} ${r.url}`).toBe(true);
  });
});

describe('token-addressed web pages, from the table', () => {
  let dist: string;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  const hostOf: Record<string, string> = { [AppName.Rct]: 'rct.localhost', [AppName.Src]: 'src.localhost', [AppName.Trc]: 'trc.localhost', [AppName.Landing]: 'localhost' };
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'api-token-pages-'));
    for (const name of Object.values(AppName)) {
      await mkdir(path.join(dist, name), { recursive: true });
      await writeFile(path.join(dist, name, 'index.html'), `<!doctype html><title>${name}</title>`);
    }
    app = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await app?.close();
    if (dist) await rm(dist, { recursive: true, force: true });
  });

  const pages = TokenRoutes.pages.flatMap((page) => page.apps.map((appName) => [appName, page.path, page] as const));

  it.each(pages)('%s %s: private headers, 429 over the limit', async (appName, pagePath, page) => {
    const host = hostOf[appName]!;
    expect(appForHost(host, 'localhost')).toBe(appName);
    const url = `${concreteUrl(pagePath)}?token=Zm9vYmFy&t=Zm9vYmFy`;
    const res = await app.inject({ method: 'GET', url, headers: { host }, remoteAddress: freshIp() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain(`<title>${appName}</title>`);
    expectPrivate(res, `${appName} ${pagePath}`);

    const ip = freshIp();
    await app.db.insert(rateLimitBuckets).values({ key: tokenLimitKey(page, ip), count: page.limit, resetAt: new Date(Date.now() + page.windowSeconds * 1000) });
    const refused = await app.inject({ method: 'GET', url, headers: { host }, remoteAddress: ip });
    expect(refused.statusCode, refused.body).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expectPrivate(refused, `${appName} ${pagePath}`);
  });

  it('a page without a token in its address keeps the ordinary headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/register', headers: { host: 'rct.localhost' }, remoteAddress: freshIp() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-robots-tag']).toBeUndefined();
  });
});
