import { AuthErrorCode, ErrorCode, SESSION_HINT_COOKIE } from '@portal/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_COOKIE } from '../../platform/auth';
import { refreshTokens, sessions, users } from '../../platform/db';
import { buildTestApp, createUser, me, refresh, refreshCookieOf, signedIn, type TestApp } from '../../test-support';

describe('GET /api/v1/auth/refreshToken (spec §7 data.token; DESIGN §4 rotation, RFC 9700 §4.14.2)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  async function start(keepSession = false) {
    const { user } = await createUser(app);
    const { token, cookie } = await signedIn(app, user.email, 'rct', keepSession);
    const [session] = await app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    return { user, token, cookie, sid: session!.id };
  }

  it('rotates the cookie and answers { data: { token } } for the same session', async () => {
    const { cookie, sid, user } = await start();
    const res = await refresh(app, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const next = refreshCookieOf(res)!;
    expect(next.value).not.toBe(cookie);
    expect(next).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v1/auth' });
    expect(next.maxAge).toBeUndefined();
    const token = res.json().data.token as string;
    expect((await me(app, token)).json().data.publicId).toBe(user.publicId);
    const family = await app.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, sid));
    expect(family.map((t) => t.generation).sort()).toEqual([1, 2]);
    expect(family.find((t) => t.generation === 1)!.usedAt).not.toBeNull();
    // Stored hashed, never as sent.
    expect(family.map((t) => t.tokenHash)).not.toContain(next.value);
  });

  it('keeps a keepSession cookie persistent across rotations', async () => {
    const { cookie } = await start(true);
    const next = refreshCookieOf(await refresh(app, cookie))!;
    expect(next.maxAge).toBeGreaterThan(29 * 86_400);
  });

  describe('the session hint beside the refresh cookie (issue: no needless refresh on a signed-out page)', () => {
    const hintOf = (res: { cookies: Array<{ name: string; value: string; maxAge?: number; path?: string; httpOnly?: boolean }> }) => res.cookies.find((c) => c.name === SESSION_HINT_COOKIE);

    it('is set readable on every path with the refresh cookie, and as long-lived', async () => {
      const { cookie } = await start(true);
      const res = await refresh(app, cookie);
      const hint = hintOf(res)!;
      expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
      expect(hint.httpOnly).toBeFalsy();
      expect(hint.maxAge).toBe(refreshCookieOf(res)!.maxAge);
      // Without keepSession both die with the browser.
      const shortLived = hintOf(await refresh(app, (await start(false)).cookie))!;
      expect(shortLived.maxAge).toBeUndefined();
    });

    it('goes when the refresh cookie goes (a refused refresh, a logout)', async () => {
      const { cookie, sid } = await start();
      await refresh(app, cookie);
      await app.db.update(refreshTokens).set({ usedAt: new Date(Date.now() - 60_000) }).where(eq(refreshTokens.sessionId, sid));
      const replay = await refresh(app, cookie);
      expect(replay.statusCode).toBe(403);
      expect(hintOf(replay)).toMatchObject({ value: '', path: '/' });

      const other = await start();
      const logout = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { host: 'rct.localhost', origin: 'http://rct.localhost', 'sec-fetch-site': 'same-origin', authorization: `Bearer ${other.token}`, cookie: `${REFRESH_COOKIE}=${other.cookie}` } });
      expect(logout.statusCode, logout.body).toBeLessThan(300);
      expect(hintOf(logout)).toMatchObject({ value: '', path: '/' });
    });

    it('left without its refresh cookie, is cleared by the token-less answer; without either, no cookie is set', async () => {
      const stale = await app.inject({ method: 'GET', url: '/api/v1/auth/refreshToken', headers: { host: 'rct.localhost', origin: 'http://rct.localhost', 'sec-fetch-site': 'same-origin', cookie: `${SESSION_HINT_COOKIE}=1` } });
      expect(stale.statusCode).toBe(200);
      expect(stale.json()).toEqual({ data: { token: null } });
      expect(hintOf(stale)).toMatchObject({ value: '', path: '/' });
      const none = await refresh(app, undefined);
      expect(none.json()).toEqual({ data: { token: null } });
      expect(none.headers['set-cookie']).toBeUndefined();
    });
  });

  it('revokes the whole session when a rotated token is replayed (after the 10 s grace)', async () => {
    const { cookie, sid, token } = await start();
    const rotated = refreshCookieOf(await refresh(app, cookie))!.value;
    await app.db.update(refreshTokens).set({ usedAt: new Date(Date.now() - 60_000) }).where(eq(refreshTokens.sessionId, sid));
    const replay = await refresh(app, cookie);
    expect(replay.statusCode).toBe(403);
    expect(replay.json().code).toBe(AuthErrorCode.SessionInvalid);
    // The cookie is cleared.
    expect(refreshCookieOf(replay)).toMatchObject({ value: '' });
    const [row] = await app.db.select().from(sessions).where(eq(sessions.id, sid));
    expect(row).toMatchObject({ revokeReason: 'refresh-reuse' });
    // The legitimate newer token and the access token are dead too.
    expect((await refresh(app, rotated)).statusCode).toBe(403);
    expect((await me(app, token)).json().code).toBe('703');
  });

  it('answers a replay within the grace window (two tabs at once) with a token and the live cookie, not a new one', async () => {
    const { cookie, sid } = await start();
    const first = await refresh(app, cookie);
    expect(first.statusCode).toBe(200);
    const second = await refresh(app, cookie);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.token).toEqual(expect.any(String));
    expect(refreshCookieOf(second)!.value).toBe(refreshCookieOf(first)!.value);
    // No third generation: the family still has one live token.
    const family = await app.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, sid));
    expect(family.map((t) => t.generation).sort()).toEqual([1, 2]);
  });

  it('a replay in the grace window sets exactly the live cookie once; without a readable live token (secret changed) it answers the token only', async () => {
    const { cookie, sid } = await start();
    const first = await refresh(app, cookie);
    const replay = await refresh(app, cookie);
    expect(replay.cookies.filter((c) => c.name === REFRESH_COOKIE)).toHaveLength(1);
    expect(refreshCookieOf(replay)!.value).toBe(refreshCookieOf(first)!.value);

    await app.db.update(sessions).set({ liveRefreshSealed: null }).where(eq(sessions.id, sid));
    const unsealed = await refresh(app, cookie);
    expect(unsealed.statusCode, unsealed.body).toBe(200);
    expect(unsealed.json().data.token).toEqual(expect.any(String));
    expect(refreshCookieOf(unsealed)).toBeUndefined();
    const family = await app.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, sid));
    expect(family).toHaveLength(2);
    const [row] = await app.db.select().from(sessions).where(eq(sessions.id, sid));
    expect(row!.revokedAt).toBeNull();
  });

  it('a page reloaded during a refresh (its answer lost) gets the live cookie on its replay and stays signed in afterwards', async () => {
    const { cookie, sid, user } = await start();
    // The rotation happens on the server; the browser never stores its answer.
    expect((await refresh(app, cookie)).statusCode).toBe(200);
    const replay = await refresh(app, cookie);
    const live = refreshCookieOf(replay)!.value;
    // Long after the grace window the browser refreshes with what it now holds: the live token.
    await app.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 60_000) })
      .where(and(eq(refreshTokens.sessionId, sid), isNotNull(refreshTokens.usedAt)));
    const later = await refresh(app, live);
    expect(later.statusCode).toBe(200);
    expect((await me(app, later.json().data.token as string)).json().data.publicId).toBe(user.publicId);
    const [row] = await app.db.select().from(sessions).where(eq(sessions.id, sid));
    expect(row!.revokedAt).toBeNull();
    // The live token is kept sealed, never as sent.
    expect(row!.liveRefreshSealed).not.toContain(refreshCookieOf(later)!.value);
  });

  it('answers a signed-out visitor (no cookie) 200 with token null, not an error, and sets no cookie', async () => {
    const res = await refresh(app, undefined);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { token: null } });
    expect(refreshCookieOf(res)).toBeUndefined();
  });

  it('still refuses a cookie-less call from a foreign page', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/auth/refreshToken',
      headers: { host: 'rct.localhost', 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(ErrorCode.Forbidden);
  });

  it.each([
    ['an unknown token', 'A'.repeat(43)],
    ['a malformed token', 'not a token!'],
  ])('answers %s with 403 SESSION_INVALID and clears the cookie', async (_name, value) => {
    const res = await refresh(app, encodeURIComponent(value));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(AuthErrorCode.SessionInvalid);
    expect(refreshCookieOf(res)?.value).toBe('');
  });

  it.each([
    ['idle', { idleExpiresAt: new Date(Date.now() - 1000) }],
    ['absolute', { absoluteExpiresAt: new Date(Date.now() - 1000) }],
    ['revoked', { revokedAt: new Date() }],
  ])('answers 403 SESSION_INVALID for a session ended by %s expiry', async (_name, change) => {
    const { cookie, sid } = await start();
    await app.db.update(sessions).set(change).where(eq(sessions.id, sid));
    expect((await refresh(app, cookie)).statusCode).toBe(403);
  });

  it('answers 403 when the refresh token itself expired', async () => {
    const { cookie, sid } = await start();
    await app.db.update(refreshTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(refreshTokens.sessionId, sid));
    expect((await refresh(app, cookie)).statusCode).toBe(403);
  });

  it('answers 403 and ends the session once the account is passive', async () => {
    const { cookie, sid, user } = await start();
    await app.db.update(users).set({ status: 'passive' }).where(eq(users.id, user.id));
    expect((await refresh(app, cookie)).statusCode).toBe(403);
    const [row] = await app.db.select().from(sessions).where(eq(sessions.id, sid));
    expect(row!.revokedAt).not.toBeNull();
  });

  it('moves the idle deadline on refresh', async () => {
    const { cookie, sid } = await start();
    await app.db.update(sessions).set({ idleExpiresAt: new Date(Date.now() + 60_000) }).where(eq(sessions.id, sid));
    await refresh(app, cookie);
    const [row] = await app.db.select().from(sessions).where(eq(sessions.id, sid));
    expect(row!.idleExpiresAt.getTime()).toBeGreaterThan(Date.now() + 2 * 3_600_000 - 10_000);
  });

  describe('only from our own pages (a state-changing GET, DESIGN §4)', () => {
    it.each([
      ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }, 200],
      ['an allowlisted Origin without Sec-Fetch-Site', { origin: 'http://rct.localhost:4200' }, 200],
      ['Sec-Fetch-Site cross-site from a foreign Origin', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, 403],
      ['no Sec-Fetch-Site and no Origin', {}, 403],
      ['Sec-Fetch-Site none (typed in the address bar)', { 'sec-fetch-site': 'none' }, 403],
    ])('%s → %i', async (_name, headers, status) => {
      const { cookie } = await start();
      const res = await app.inject({ method: 'GET', url: '/api/v1/auth/refreshToken', headers: { host: 'rct.localhost', cookie: `portal_rt=${cookie}`, ...headers } });
      expect(res.statusCode).toBe(status);
      if (status === 403) {
        expect(res.json().code).toBe(ErrorCode.Forbidden);
        // Refused before the token was looked at: it still works from a page.
        expect((await refresh(app, cookie)).statusCode).toBe(200);
      }
    });
  });
});
