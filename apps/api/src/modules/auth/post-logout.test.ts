import { ErrorCode } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../platform/db';
import { buildTestApp, createUser, me, refresh, refreshCookieOf, signedIn, type TestApp } from '../../test-support';

describe('POST /api/v1/auth/logout (spec §7 bearer, §4 logout)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const logout = (token?: string) =>
    app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: token ? { authorization: `Bearer ${token}`, host: 'rct.localhost' } : { host: 'rct.localhost' } });

  it('revokes the session, clears the cookie, and the token and cookie stop working', async () => {
    const { user } = await createUser(app);
    const { token, cookie } = await signedIn(app, user.email);
    const res = await logout(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { message: expect.any(String) } });
    const cleared = refreshCookieOf(res)!;
    expect(cleared).toMatchObject({ value: '', path: '/api/v1/auth' });
    const [row] = await app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row).toMatchObject({ revokeReason: 'logout' });
    expect((await me(app, token)).json().code).toBe('703');
    expect((await refresh(app, cookie)).statusCode).toBe(403);
  });

  it('answers 401 without a bearer token or with a bad one', async () => {
    expect((await logout()).statusCode).toBe(401);
    const res = await logout('a.b.c');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(ErrorCode.Unauthorized);
  });

  it('lets the user log in again without a duplicate-session question', async () => {
    const { user } = await createUser(app);
    const { token } = await signedIn(app, user.email);
    await logout(token);
    await expect(signedIn(app, user.email)).resolves.toMatchObject({ token: expect.any(String) });
  });
});
