import { AuthErrorCode, Role } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, sessions, users } from '../../platform/db';
import { hashToken } from '../../platform/secrets';
import { buildTestApp, createUser, login, me, pageHeaders, PASSWORD, refresh, refreshCookieOf, signedIn, type TestApp } from '../../test-support';

describe('duplicate session and POST /api/v1/auth/sessionKill (DESIGN §4 one active session)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const kill = (body: unknown, host: 'rct' | 'portaldev' = 'rct') =>
    app.inject({ method: 'POST', url: '/api/v1/auth/sessionKill', headers: pageHeaders(host), payload: body as object });

  async function duplicate(keepSession = false) {
    const { user } = await createUser(app);
    const first = await signedIn(app, user.email);
    const second = await login(app, { email: user.email, password: PASSWORD, keepSession });
    return { user, first, second: second.json().data, secondRes: second };
  }

  it('answers a second login with duplicate-session and a ticket, and opens no session yet', async () => {
    const { user, second, secondRes } = await duplicate();
    expect(second).toEqual({ status: 'duplicate-session', ticket: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(refreshCookieOf(secondRes)).toBeUndefined();
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
    const [row] = await app.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.tokenHash, hashToken(second.ticket)));
    // ≤ 2 min.
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(120_000);
  });

  it("ends the other session, completes the login; the first context's next call answers 401 '703'", async () => {
    const { first, second } = await duplicate(true);
    const res = await kill({ ticket: second.ticket });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.status).toBe('authenticated');
    expect(refreshCookieOf(res)!.maxAge).toBeGreaterThan(29 * 86_400);
    expect((await me(app, data.token)).statusCode).toBe(200);
    const old = await me(app, first.token);
    expect(old.statusCode).toBe(401);
    expect(old.json().code).toBe('703');
    expect((await refresh(app, first.cookie)).statusCode).toBe(403);
  });

  it('uses the ticket once', async () => {
    const { second } = await duplicate();
    expect((await kill({ ticket: second.ticket })).statusCode).toBe(200);
    const again = await kill({ ticket: second.ticket });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe(AuthErrorCode.TokenInvalid);
  });

  it('refuses an expired ticket', async () => {
    const { second } = await duplicate();
    await app.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeTokens.tokenHash, hashToken(second.ticket)));
    expect((await kill({ ticket: second.ticket })).json().code).toBe(AuthErrorCode.TokenInvalid);
  });

  it('refuses a token of another purpose (a hand-off sessionId)', async () => {
    const { user } = await createUser(app, { role: Role.Muhendis });
    const redirect = (await login(app, { email: user.email, password: PASSWORD }, 'portaldev')).json().data;
    expect(redirect.status).toBe('redirect');
    expect((await kill({ ticket: redirect.sessionId })).json().code).toBe(AuthErrorCode.TokenInvalid);
  });

  it('re-checks the account: a user made passive meanwhile gets expired', async () => {
    const { user, second } = await duplicate();
    await app.db.update(users).set({ status: 'passive' }).where(eq(users.id, user.id));
    expect((await kill({ ticket: second.ticket })).json().data.status).toBe('expired');
  });

  it('on the wrong host, completes with a redirect hand-off', async () => {
    const { user } = await createUser(app, { role: Role.Muhendis });
    await signedIn(app, user.email, 'rct');
    const dup = (await login(app, { email: user.email, password: PASSWORD }, 'portaldev')).json().data;
    expect(dup.status).toBe('duplicate-session');
    const res = await kill({ ticket: dup.ticket }, 'portaldev');
    expect(res.json().data).toMatchObject({ status: 'redirect', host: 'rct' });
  });

  it.each([
    ['a missing ticket', {}],
    ['a short ticket', { ticket: 'abc' }],
    ['a ticket with bad characters', { ticket: `${'a'.repeat(30)}/+=` }],
    ['an overlong ticket', { ticket: 'a'.repeat(129) }],
    ['a number', { ticket: 42 }],
  ])('refuses %s with 400 VALIDATION_ERROR', async (_name, body) => {
    const res = await kill(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'body.ticket' }] });
  });
});
