import { AuthErrorCode, ErrorCode } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_COOKIE } from '../../platform/auth';
import { rateLimitBuckets, refreshTokens, sessions, users } from '../../platform/db';
import { hashPassword } from '../../platform/passwords';
import { hashToken } from '../../platform/secrets';
import { buildTestApp, createUser, freshIp, login, me, pageHeaders, PASSWORD, refresh, refreshCookieOf, signedIn, type TestApp } from '../../test-support';

describe('POST /api/v1/auth/unlock (spec §2 /lock-screen; DESIGN §4 refresh cookie, login limits)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  function unlock(cookie: string | undefined, payload: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) {
    return app.inject({
      method: 'POST',
      url: '/api/v1/auth/unlock',
      headers: { ...pageHeaders('rct'), ...(cookie ? { cookie: `${REFRESH_COOKIE}=${cookie}` } : {}), ...options.headers },
      payload: payload as object,
      remoteAddress: options.ip ?? freshIp(),
    });
  }

  async function start(keepSession = false) {
    const { user } = await createUser(app);
    const { cookie } = await signedIn(app, user.email, 'rct', keepSession);
    const [session] = await app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    return { user, cookie, sid: session!.id };
  }

  it('answers { data: { token, user } } for the cookie’s session and rotates the cookie', async () => {
    const { user, cookie, sid } = await start();
    const res = await unlock(cookie, { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { token, user: shown } = res.json().data;
    expect(shown).toMatchObject({ publicId: user.publicId, loginName: user.email, name: 'Ayşe' });
    expect((await me(app, token)).json().data.publicId).toBe(user.publicId);
    const next = refreshCookieOf(res)!;
    expect(next).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v1/auth' });
    expect(next.value).not.toBe(cookie);
    // The same session goes on: no second session, the family has its next generation.
    expect(await app.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id))).toEqual([{ id: sid }]);
    const family = await app.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, sid));
    expect(family.map((t) => t.generation).sort()).toEqual([1, 2]);
    expect((await refresh(app, next.value)).statusCode).toBe(200);
  });

  it('keeps a remembered session’s cookie persistent', async () => {
    const { cookie } = await start(true);
    expect(refreshCookieOf(await unlock(cookie, { password: PASSWORD }))!.maxAge).toBeGreaterThan(29 * 86_400);
  });

  it('answers a wrong password with 401 INVALID_CREDENTIALS in Turkish and leaves the cookie as it was', async () => {
    const { cookie } = await start();
    const res = await unlock(cookie, { password: 'yanlis-sifre-123' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: AuthErrorCode.InvalidCredentials, message: 'Şifre hatalı.' });
    expect(refreshCookieOf(res)).toBeUndefined();
    expect((await unlock(cookie, { password: PASSWORD })).statusCode).toBe(200);
  });

  it('checks the password of the cookie’s user, not of anyone else', async () => {
    const { cookie } = await start();
    const { user: other } = await createUser(app);
    await app.db.update(users).set({ passwordHash: await hashPassword('Başka.Birinin.Şifresi') }).where(eq(users.id, other.id));
    expect((await unlock(cookie, { password: 'Başka.Birinin.Şifresi' })).statusCode).toBe(401);
  });

  it.each([
    ['no password', {}],
    ['an empty password', { password: '' }],
    ['a number as password', { password: 12345678 }],
    ['a 129-character password', { password: 'x'.repeat(129) }],
  ])('refuses %s with 400 and the field, before the cookie is looked at', async (_name, body) => {
    const { cookie } = await start();
    const res = await unlock(cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ErrorCode.Validation);
    expect(res.json().details.map((d: { field: string }) => d.field)).toEqual(['body.password']);
    expect((await unlock(cookie, { password: PASSWORD })).statusCode).toBe(200);
  });

  it('shares the per-account limit with auth/login: 5 wrong passwords → 429 with Retry-After, login refused too; success clears it', async () => {
    const first = await start();
    for (let i = 0; i < 4; i++) expect((await unlock(first.cookie, { password: 'yanlis-sifre-123' })).statusCode).toBe(401);
    expect((await unlock(first.cookie, { password: PASSWORD })).statusCode).toBe(200);

    const { user, cookie } = await start();
    for (let i = 0; i < 5; i++) expect((await unlock(cookie, { password: 'yanlis-sifre-123' })).statusCode).toBe(401);
    const locked = await unlock(cookie, { password: PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe(ErrorCode.RateLimited);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(app, { email: user.email, password: PASSWORD }, 'rct', freshIp())).statusCode).toBe(429);
  });

  it('counts every try per IP address like auth/login (100 per 15 min)', async () => {
    const { cookie } = await start();
    const ip = freshIp();
    await app.db.insert(rateLimitBuckets).values({ key: `auth:login:ip:${ip}`, count: 100, resetAt: new Date(Date.now() + 600_000) });
    expect((await unlock(cookie, { password: PASSWORD }, { ip })).statusCode).toBe(429);
    expect((await unlock(cookie, { password: PASSWORD })).statusCode).toBe(200);
  });

  it('answers 403 SESSION_INVALID without the cookie', async () => {
    const res = await unlock(undefined, { password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(AuthErrorCode.SessionInvalid);
  });

  it.each([
    ['an unknown (foreign) token', 'A'.repeat(43)],
    ['a malformed token', encodeURIComponent('not a token!')],
  ])('answers %s with 403 SESSION_INVALID and clears the cookie', async (_name, value) => {
    const res = await unlock(value, { password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(AuthErrorCode.SessionInvalid);
    expect(refreshCookieOf(res)?.value).toBe('');
  });

  it('answers a used (rotated) token with 403 and ends the session as a replay (RFC 9700 §4.14.2)', async () => {
    const { cookie, sid } = await start();
    const rotated = refreshCookieOf(await refresh(app, cookie))!.value;
    await app.db.update(refreshTokens).set({ usedAt: new Date(Date.now() - 60_000) }).where(eq(refreshTokens.tokenHash, hashToken(cookie)));
    const res = await unlock(cookie, { password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(AuthErrorCode.SessionInvalid);
    const [row] = await app.db.select().from(sessions).where(eq(sessions.id, sid));
    expect(row).toMatchObject({ revokeReason: 'refresh-reuse' });
    expect((await unlock(rotated, { password: PASSWORD })).statusCode).toBe(403);
  });

  it.each([
    ['logged out', { revokedAt: new Date(), revokeReason: 'logout' }],
    ['idle-expired', { idleExpiresAt: new Date(Date.now() - 1000) }],
  ])('answers 403 SESSION_INVALID for a session that is %s', async (_name, change) => {
    const { cookie, sid } = await start();
    await app.db.update(sessions).set(change).where(eq(sessions.id, sid));
    expect((await unlock(cookie, { password: PASSWORD })).statusCode).toBe(403);
  });

  it('answers 403 and ends the session once the account is passive', async () => {
    const { cookie, sid, user } = await start();
    await app.db.update(users).set({ status: 'passive' }).where(eq(users.id, user.id));
    expect((await unlock(cookie, { password: PASSWORD })).statusCode).toBe(403);
    const [row] = await app.db.select().from(sessions).where(eq(sessions.id, sid));
    expect(row!.revokedAt).not.toBeNull();
  });

  it.each([
    ['Sec-Fetch-Site cross-site from a foreign Origin', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['Sec-Fetch-Site none and no Origin', { 'sec-fetch-site': 'none', origin: '' }],
  ])('only from our own pages: %s → 403 FORBIDDEN, the session untouched', async (_name, headers) => {
    const { cookie } = await start();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/unlock',
      headers: { host: 'rct.localhost', cookie: `${REFRESH_COOKIE}=${cookie}`, ...Object.fromEntries(Object.entries(headers).filter(([, v]) => v)) },
      payload: { password: PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(ErrorCode.Forbidden);
    expect((await unlock(cookie, { password: PASSWORD })).statusCode).toBe(200);
  });
});
