import { AppCode, AuthErrorCode, Role } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, sessions } from '../../platform/db';
import { hashToken } from '../../platform/secrets';
import { buildTestApp, createUser, login, me, pageHeaders, PASSWORD, refreshCookieOf, type TestApp } from '../../test-support';

describe('GET /api/v1/auth/session-token (DESIGN §4 cross-host hand-off: once, only on its host, ≤ 60 s)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const exchange = (sessionId: string, host: 'rct' | 'portaldev' | 'src' | 'trc') =>
    app.inject({ method: 'GET', url: `/api/v1/auth/session-token?sessionId=${encodeURIComponent(sessionId)}`, headers: pageHeaders(host) });

  async function handOff(input: Parameters<typeof createUser>[1] = { role: Role.Muhendis }, from: 'rct' | 'portaldev' = 'portaldev', keepSession = false) {
    const { user } = await createUser(app, input);
    const data = (await login(app, { email: user.email, password: PASSWORD, keepSession }, from)).json().data;
    expect(data.status).toBe('redirect');
    return { user, sessionId: data.sessionId as string, host: data.host };
  }

  it('opens the session on the target host: token, user, refresh cookie, session row on that host', async () => {
    const { user, sessionId } = await handOff(undefined, 'portaldev', true);
    const res = await exchange(sessionId, 'rct');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.user).toMatchObject({ publicId: user.publicId, type: Role.Muhendis });
    expect((await me(app, data.token)).statusCode).toBe(200);
    expect(refreshCookieOf(res)!.maxAge).toBeGreaterThan(29 * 86_400);
    const [row] = await app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row).toMatchObject({ hostLabel: 'rct', keepSession: true });
  });

  it('sends a TRC user to trc and opens the session there', async () => {
    const { sessionId, host } = await handOff({ role: Role.User, app: AppCode.Trc }, 'portaldev');
    expect(host).toBe('trc');
    expect((await exchange(sessionId, 'trc')).statusCode).toBe(200);
  });

  it('works once', async () => {
    const { sessionId } = await handOff();
    expect((await exchange(sessionId, 'rct')).statusCode).toBe(200);
    const again = await exchange(sessionId, 'rct');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe(AuthErrorCode.TokenInvalid);
  });

  it('works only on its host, and a try elsewhere uses it up', async () => {
    const { sessionId } = await handOff();
    const elsewhere = await exchange(sessionId, 'src');
    expect(elsewhere.statusCode).toBe(400);
    expect(refreshCookieOf(elsewhere)).toBeUndefined();
    expect((await exchange(sessionId, 'rct')).statusCode).toBe(400);
  });

  it('lives 60 s', async () => {
    const { sessionId } = await handOff();
    const [row] = await app.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.tokenHash, hashToken(sessionId)));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(60_000);
    await app.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(oneTimeTokens.id, row!.id));
    expect((await exchange(sessionId, 'rct')).json().code).toBe(AuthErrorCode.TokenInvalid);
  });

  it('refuses a token of another purpose (a duplicate-session ticket)', async () => {
    const { user } = await createUser(app);
    await login(app, { email: user.email, password: PASSWORD });
    const dup = (await login(app, { email: user.email, password: PASSWORD })).json().data;
    expect(dup.status).toBe('duplicate-session');
    expect((await exchange(dup.ticket, 'rct')).json().code).toBe(AuthErrorCode.TokenInvalid);
  });

  it.each([
    ['no sessionId', ''],
    ['a short sessionId', '?sessionId=abc'],
    ['an overlong sessionId', `?sessionId=${'a'.repeat(200)}`],
  ])('refuses %s with 400 VALIDATION_ERROR', async (_name, query) => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/auth/session-token${query}`, headers: pageHeaders('rct') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'query.sessionId' }] });
  });
});
