// Generated from the app's route table so that a new route is covered without being
// listed: protection comes before validation (401 anonymous, 403 refused
// role, whatever the input), and NUL in any text field is refused with 400, never 500.
import { API_PREFIX, type Role } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, freshIp, pageHeaders, staff } from '../../test-support';
import { notUtf8Message, queryNotUtf8Message } from '../text-input';
import { allowedRole, buildRouteTable, concreteUrl, refusedRole, stringFields, type TableRoute } from '../../test-support/route-table';

type App = Awaited<ReturnType<typeof buildRouteTable>>['app'];

/** Not JSON any route accepts: wrong types everywhere. */
const invalidBody = { id: 'bir', name: 12, page: -1, unexpected: [] };
const invalidQuery = 'id=bir&page=-1&limit=abc&format=zip&mode=hepsi';
const hasBody = (r: TableRoute) => !['GET', 'DELETE'].includes(r.method);

/** The public API routes, by name: a route becomes public only by being added here. */
const PublicRoutes = [
  'GET /api/v1/auth/check-phone-token',
  'GET /api/v1/auth/refreshToken',
  'GET /api/v1/auth/session-token',
  'GET /api/v1/dev/mailbox',
  'GET /api/v1/dev/mailbox/:id/attachments/:index',
  'GET /api/v1/dev/mailbox/:id/html',
  'GET /api/v1/dev/mailbox/page',
  'GET /api/v1/health',
  'GET /api/v1/prescription/verify/:link',
  'GET /api/v1/prescription/verify/:link/spray-plan',
  'GET /api/v1/public/01/:gtin/10/:lot',
  'GET /api/v1/public/lot/:token',
  'POST /api/v1/auth/forgotPassword',
  'POST /api/v1/auth/login',
  'POST /api/v1/auth/login/phone',
  'POST /api/v1/auth/login/verify-phone',
  'POST /api/v1/auth/register',
  'POST /api/v1/auth/resendSms',
  'POST /api/v1/auth/resetPassword',
  'POST /api/v1/auth/resetPasswordSms',
  'POST /api/v1/auth/sessionKill',
  'POST /api/v1/auth/unlock',
  'POST /api/v1/auth/verify',
  'POST /api/v1/auth/verifySms',
  'POST /api/v1/contact',
];

describe('the route table', () => {
  let app: App;
  let routes: TableRoute[];
  const bearers = new Map<string, Record<string, string>>();
  /** A user of `role`: of a member of the route's application where the route is limited to one (TRC), else of an RCT member. */
  const bearer = async (role: Role, route?: TableRoute) => {
    const memberApp = route && typeof route.access === 'object' ? route.access.memberApp?.app : undefined;
    const cacheKey = `${memberApp ?? 'rct'}:${role}`;
    if (!bearers.has(cacheKey)) bearers.set(cacheKey, memberApp === undefined ? await as(app as never, role) : (await staff(app as never, role, { app: memberApp })).headers);
    return bearers.get(cacheKey)!;
  };
  const send = (route: TableRoute, headers: Record<string, string>, query = invalidQuery, payload: unknown = invalidBody) =>
    app.inject({
      method: route.method as 'GET',
      url: `${concreteUrl(route.url)}?${query}`,
      headers: { ...pageHeaders('rct'), ...headers },
      remoteAddress: freshIp(),
      ...(hasBody(route) ? { payload: payload as object } : {}),
    });

  beforeAll(async () => {
    ({ app, routes } = await buildRouteTable());
  });
  afterAll(() => app?.close());

  const protectedRoutes = () => routes.filter((r) => r.protected);

  it('every API route is protected unless it is one of the named public routes', () => {
    const unprotected = routes.filter((r) => !r.protected).map((r) => `${r.method} ${r.url}`);
    // Outside the protected modules: the CORS preflight and the API's reference page (and the
    // web apps' files, not built in the tests).
    const outside = unprotected.filter((r) => !r.includes(`${API_PREFIX}/`) || r.includes('/openapi.json') || r.includes('/docs'));
    expect(unprotected.filter((r) => !outside.includes(r)).sort()).toEqual(PublicRoutes);
    expect(outside.sort()).toEqual(
      [
        'OPTIONS *',
        'GET /api/v1/docs/',
        'GET /api/v1/docs/static/index.html',
        'GET /api/v1/docs/static/swagger-initializer.js',
        'GET /api/v1/docs/json',
        'GET /api/v1/docs/yaml',
        'HEAD,GET /api/v1/docs/static/*',
        'GET /api/v1/openapi.json',
      ].sort(),
    );
    expect(protectedRoutes().length).toBeGreaterThan(100);
  });

  it('every protected route answers an anonymous caller 401 whatever the body and query, and the same input signed in is a 400', async () => {
    for (const route of protectedRoutes()) {
      const anonymous = await send(route, {});
      expect(anonymous.statusCode, `${route.method} ${route.url}: ${anonymous.body}`).toBe(401);
      expect(anonymous.json().details, route.url).toBeUndefined();
      if (!route.body && !route.querystring) continue;
      // The input is really invalid: a caller who may use the route gets the 400.
      const allowed = await send(route, await bearer(allowedRole(route.access), route));
      expect(allowed.statusCode, `${route.method} ${route.url}: ${allowed.body}`).toBe(400);
    }
  });

  it('every route with a role rule answers a refused role 403 whatever the body and query', async () => {
    let checked = 0;
    for (const route of protectedRoutes()) {
      const role = refusedRole(route.access);
      if (role === undefined) continue;
      const refused = await send(route, await bearer(role, route));
      expect(refused.statusCode, `${route.method} ${route.url} as ${role}: ${refused.body}`).toBe(403);
      expect(refused.json().details, route.url).toBeUndefined();
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('NUL in any text field of a write route body answers 400 naming the field, never 500', async () => {
    let checked = 0;
    for (const route of routes.filter((r) => hasBody(r) && r.body)) {
      const fields = stringFields(route.body);
      if (!fields.length) continue;
      const body = Object.fromEntries(fields.map((f) => [f, 'a\u0000b']));
      const headers = route.protected ? await bearer(allowedRole(route.access), route) : {};
      const res = await send(route, headers, '', body);
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(400);
      const named = (res.json().details ?? []).map((d: { field: string }) => d.field);
      for (const field of fields) expect(named, `${route.method} ${route.url} ${field}`).toContain(`body.${field}`);
      checked += fields.length;
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('a lone surrogate in any text field of a write route body answers 400 naming the field as invalid Unicode, never 500', async () => {
    let checked = 0;
    for (const route of routes.filter((r) => hasBody(r) && r.body)) {
      const fields = stringFields(route.body);
      if (!fields.length) continue;
      const body = Object.fromEntries(fields.map((f) => [f, 'a\ud800b']));
      const headers = route.protected ? await bearer(allowedRole(route.access), route) : {};
      const res = await send(route, headers, '', body);
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(400);
      const details: Array<{ field: string; message: string }> = res.json().details ?? [];
      for (const field of fields) expect(details.map((d) => d.field), `${route.method} ${route.url} ${field}`).toContain(`body.${field}`);
      // A union's refusal has zod's own message; every other names the invalid Unicode.
      checked += details.filter((d) => /Unicode/.test(d.message)).length;
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('a JSON body that is not UTF-8 answers 400 on every write route, the same field and message', async () => {
    let checked = 0;
    for (const route of routes.filter((r) => hasBody(r) && r.body)) {
      const headers = route.protected ? await bearer(allowedRole(route.access), route) : {};
      const res = await app.inject({
        method: route.method as 'POST',
        url: concreteUrl(route.url),
        headers: { ...pageHeaders('rct'), ...headers, 'content-type': 'application/json' },
        remoteAddress: freshIp(),
        payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
      });
      // A route that takes another content type only (an import, a photo) answers 415 before any parsing.
      if (res.statusCode === 415) continue;
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(400);
      expect(res.json().details, `${route.method} ${route.url}`).toEqual([{ field: 'body', message: notUtf8Message }]);
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('escapes that do not decode to UTF-8 in any text value of a query answer 400 naming it, never 500', async () => {
    let checked = 0;
    for (const route of routes.filter((r) => r.querystring)) {
      for (const field of stringFields(route.querystring)) {
        const headers = route.protected ? await bearer(allowedRole(route.access), route) : {};
        const res = await send(route, headers, `${field}=a%ED%A0%80b`, {});
        expect(res.statusCode, `${route.method} ${route.url} ${field}: ${res.body}`).toBe(400);
        expect(res.json().details, `${route.url} ${field}`).toEqual([{ field: `query.${field}`, message: queryNotUtf8Message }]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('NUL in any text value of a query (search…) answers 400 naming it, never 500', async () => {
    let checked = 0;
    for (const route of routes.filter((r) => r.querystring)) {
      for (const field of stringFields(route.querystring)) {
        const headers = route.protected ? await bearer(allowedRole(route.access), route) : {};
        const res = await send(route, headers, `${field}=a%00b`, {});
        expect(res.statusCode, `${route.method} ${route.url} ${field}: ${res.body}`).toBe(400);
        expect(res.json().details.map((d: { field: string }) => d.field), `${route.url} ${field}`).toContain(`query.${field}`);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});
