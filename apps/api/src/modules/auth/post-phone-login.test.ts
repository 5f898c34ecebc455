import { AuthErrorCode, MembershipState, Role } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens } from '../../platform/db';
import { hashToken } from '../../platform/secrets';
import { PHONE_LOGIN_MESSAGE } from './post-phone-login';
import { buildTestApp, createUser, freshIp, lastLinkToken, me, outboxFor, pageHeaders, refreshCookieOf, signedIn, type TestApp } from '../../test-support';

describe('phone login: login/phone, check-phone-token, login/verify-phone (spec §7)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const request = (phone: unknown, keepSession = false, ip = freshIp()) =>
    app.inject({ method: 'POST', url: '/api/v1/auth/login/phone', headers: pageHeaders('rct'), payload: { phone, keepSession }, remoteAddress: ip });
  const check = (token: string) => app.inject({ method: 'GET', url: `/api/v1/auth/check-phone-token?token=${encodeURIComponent(token)}`, headers: pageHeaders('rct') });
  const confirm = (token: unknown, yes: unknown, host: 'rct' | 'portaldev' = 'rct') =>
    app.inject({ method: 'POST', url: '/api/v1/auth/login/verify-phone', headers: pageHeaders(host), payload: { token, confirm: yes } });

  async function linkFor(input: Parameters<typeof createUser>[1] = {}, keepSession = false) {
    const { user } = await createUser(app, input);
    expect((await request(user.phone, keepSession)).statusCode).toBe(200);
    return { user, ...(await lastLinkToken(app, user.phone!)) };
  }

  it('texts a 10-minute link built from configuration; unknown numbers get the same answer and no SMS', async () => {
    const { user } = await createUser(app);
    const known = await request(user.phone);
    const unknown = await request('+905388888888');
    expect(known.json()).toEqual({ data: { message: PHONE_LOGIN_MESSAGE } });
    expect(unknown.body).toBe(known.body);
    expect(await outboxFor(app, '+905388888888')).toHaveLength(0);
    const { url, token } = await lastLinkToken(app, user.phone!);
    expect(url).toMatch(/^http:\/\/rct\.localhost(:\d+)?\/verify-login\?token=[A-Za-z0-9_-]{43}$/);
    const [row] = await app.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(600_000);
  });

  it.each([
    ['a passive user', { status: 'passive' as const }],
    ['an unverified phone', { phoneVerified: false }],
    ['an unverified e-mail', { emailVerified: false }],
    ['an archived user', { archived: true }],
  ])('sends nothing for %s', async (_name, input) => {
    const { user } = await createUser(app, input);
    expect((await request(user.phone)).json().data.message).toBe(PHONE_LOGIN_MESSAGE);
    expect(await outboxFor(app, user.phone!)).toHaveLength(0);
  });

  it('check-phone-token answers valid, the login name and the expiry, without using the link', async () => {
    const { user, token } = await linkFor();
    const res = await check(token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toEqual({ valid: true, loginName: user.email, expiresAt: expect.any(String) });
    expect(new Date(data.expiresAt).getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
    expect((await check(token)).statusCode).toBe(200);
  });

  it('check-phone-token answers 400 TOKEN_INVALID for unknown, expired, used and foreign-purpose tokens', async () => {
    expect((await check('b'.repeat(43))).json().code).toBe(AuthErrorCode.TokenInvalid);
    const expired = await linkFor();
    await app.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(oneTimeTokens.tokenHash, hashToken(expired.token)));
    expect((await check(expired.token)).statusCode).toBe(400);
    const used = await linkFor();
    await confirm(used.token, false);
    expect((await check(used.token)).json().code).toBe(AuthErrorCode.TokenInvalid);
    const { user } = await createUser(app);
    await app.inject({ method: 'POST', url: '/api/v1/auth/forgotPassword', headers: pageHeaders('rct'), payload: { method: 'email', email: user.email } });
    expect((await check((await lastLinkToken(app, user.email)).token)).json().code).toBe(AuthErrorCode.TokenInvalid);
  });

  it('confirm=true logs in like a password login (keepSession from the request) and uses the link once', async () => {
    const { user, token } = await linkFor({}, true);
    const res = await confirm(token, true);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ status: 'authenticated', user: { publicId: user.publicId, type: Role.Muhendis } });
    expect(refreshCookieOf(res)!.maxAge).toBeGreaterThan(29 * 86_400);
    expect((await me(app, data.token)).statusCode).toBe(200);
    expect((await confirm(token, true)).json().code).toBe(AuthErrorCode.TokenInvalid);
  });

  it('confirm=false burns the link and logs nobody in', async () => {
    const { token } = await linkFor();
    const res = await confirm(token, false);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { message: expect.any(String) } });
    expect(refreshCookieOf(res)).toBeUndefined();
    expect((await confirm(token, true)).json().code).toBe(AuthErrorCode.TokenInvalid);
  });

  it('runs the same tail: duplicate session, expired, redirect', async () => {
    const dup = await linkFor();
    await signedIn(app, dup.user.email);
    expect((await confirm(dup.token, true)).json().data.status).toBe('duplicate-session');

    const canceled = await linkFor({ state: MembershipState.Canceled });
    expect((await confirm(canceled.token, true)).json().data).toMatchObject({ status: 'expired', expire: { code: 'MEMBERSHIP_CANCELED' } });

    const wrongHost = await linkFor({ role: Role.Tekniker });
    expect((await confirm(wrongHost.token, true, 'portaldev')).json().data).toMatchObject({ status: 'redirect', host: 'rct' });
  });

  it('sends at most 3 links per account per 15 min and limits requests per IP', async () => {
    const { user } = await createUser(app);
    for (let i = 0; i < 4; i++) await request(user.phone, false, '10.9.9.9');
    expect(await outboxFor(app, user.phone!)).toHaveLength(3);
    for (let i = 0; i < 6; i++) await request('+905377777777', false, '10.9.9.9');
    expect((await request('+905377777777', false, '10.9.9.9')).statusCode).toBe(429);
  });

  it.each([
    ['login/phone', { phone: '+90532' }, ['body.phone']],
    ['login/phone', { phone: 905321234567 }, ['body.phone']],
    ['login/phone', { phone: '+905321234567', keepSession: 'no' }, ['body.keepSession']],
    ['login/verify-phone', { token: 'c'.repeat(43) }, ['body.confirm']],
    ['login/verify-phone', { token: 'x', confirm: 'true' }, ['body.token', 'body.confirm']],
  ])('POST %s refuses %j with 400 field details', async (url, body, fields) => {
    const res = await app.inject({ method: 'POST', url: `/api/v1/auth/${url}`, headers: pageHeaders('rct'), payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { field: string }) => d.field)).toEqual(expect.arrayContaining(fields));
  });

  it('GET check-phone-token refuses a missing or malformed token with 400', async () => {
    for (const url of ['/api/v1/auth/check-phone-token', '/api/v1/auth/check-phone-token?token=%20']) {
      const res = await app.inject({ method: 'GET', url, headers: pageHeaders('rct') });
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].field).toBe('query.token');
    }
  });
});
