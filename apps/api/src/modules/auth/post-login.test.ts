import { AppCode, AuthErrorCode, ExpireCode, MemberType, MembershipState, Role } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitBuckets, sessions } from '../../platform/db';
import { buildTestApp, createUser, lastCode, lastLinkToken, login, me, outboxFor, PASSWORD, refreshCookieOf, type TestApp } from '../../test-support';

describe('POST /api/v1/auth/login (spec §7 Auth, §3 session state, DESIGN §4)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('authenticates on the user’s own host: token, user with type = role code, refresh cookie, no-store', async () => {
    const { user, member } = await createUser(app, { role: Role.Muhendis });
    const res = await login(app, { email: user.email, password: PASSWORD }, 'rct');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().data;
    expect(data.status).toBe('authenticated');
    expect(data.user).toEqual({
      publicId: user.publicId,
      name: 'Ayşe',
      surname: 'Çiftçi',
      email: user.email,
      phone: user.phone,
      loginName: user.email,
      type: Role.Muhendis,
      app: AppCode.Rct,
      memberType: MemberType.TS,
      memberName: member.name,
    });
    const cookie = refreshCookieOf(res)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v1/auth' });
    expect(cookie.secure).toBeFalsy();
    // Without keepSession the cookie dies with the browser (DESIGN §4).
    expect(cookie.maxAge).toBeUndefined();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await me(app, data.token)).json().data.publicId).toBe(user.publicId);
  });

  it('makes the cookie persistent for the absolute lifetime (30 days) with keepSession, and the session row says so', async () => {
    const { user } = await createUser(app);
    const res = await login(app, { email: user.email, password: PASSWORD, keepSession: true });
    const cookie = refreshCookieOf(res)!;
    expect(cookie.maxAge).toBeGreaterThan(30 * 86_400 - 5);
    expect(cookie.maxAge).toBeLessThanOrEqual(30 * 86_400);
    const [row] = await app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row).toMatchObject({ keepSession: true, hostLabel: 'rct', revokedAt: null });
    expect(row!.absoluteExpiresAt.getTime() - row!.createdAt.getTime()).toBe(30 * 86_400_000);
    expect(row!.idleExpiresAt.getTime() - row!.createdAt.getTime()).toBe(7 * 86_400_000);
  });

  it('gives a normal session idle 2 h and absolute 12 h', async () => {
    const { user } = await createUser(app);
    await login(app, { email: user.email, password: PASSWORD });
    const [row] = await app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.idleExpiresAt.getTime() - row!.createdAt.getTime()).toBe(2 * 3_600_000);
    expect(row!.absoluteExpiresAt.getTime() - row!.createdAt.getTime()).toBe(12 * 3_600_000);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const { user } = await createUser(app);
    const res = await login(app, { email: `  ${user.email.toUpperCase()} `, password: PASSWORD });
    expect(res.json().data.status).toBe('authenticated');
  });

  it('answers an unknown e-mail and a wrong password with the same 401 INVALID_CREDENTIALS (no enumeration)', async () => {
    const { user } = await createUser(app);
    const wrong = await login(app, { email: user.email, password: 'yanlis-sifre-123' });
    const unknown = await login(app, { email: 'kimse-yok@ornek.com.tr', password: 'yanlis-sifre-123' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: AuthErrorCode.InvalidCredentials, message: 'E-posta adresi veya şifre hatalı.' });
    expect(unknown.body).toBe(wrong.body);
    expect(refreshCookieOf(wrong)).toBeUndefined();
  });

  it('treats an archived user as unknown', async () => {
    const { user } = await createUser(app, { archived: true });
    const res = await login(app, { email: user.email, password: PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(AuthErrorCode.InvalidCredentials);
  });

  it.each([
    ['no body fields', {}, ['body.email', 'body.password']],
    ['a malformed e-mail', { email: 'not-an-email', password: 'x' }, ['body.email']],
    ['a number as password', { email: 'a@b.com.tr', password: 12345678 }, ['body.password']],
    ['an empty password', { email: 'a@b.com.tr', password: '' }, ['body.password']],
    ['a 129-character password', { email: 'a@b.com.tr', password: 'x'.repeat(129) }, ['body.password']],
    ['an overlong e-mail', { email: `${'a'.repeat(250)}@b.com.tr`, password: 'x' }, ['body.email']],
    ['keepSession as a string', { email: 'a@b.com.tr', password: 'x', keepSession: 'yes' }, ['body.keepSession']],
  ])('refuses %s with 400 and field details', async (_name, body, fields) => {
    const res = await login(app, body);
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json.code).toBe('VALIDATION_ERROR');
    expect(json.details.map((d: { field: string }) => d.field)).toEqual(expect.arrayContaining(fields));
  });

  it('locks an account after 5 tries without success (429 with Retry-After), even for the right password; success clears the count', async () => {
    const { user } = await createUser(app);
    for (let i = 0; i < 4; i++) expect((await login(app, { email: user.email, password: 'yanlis-sifre-123' })).statusCode).toBe(401);
    // A success resets the count.
    expect((await login(app, { email: user.email, password: PASSWORD })).statusCode).toBe(200);
    const { user: other } = await createUser(app);
    for (let i = 0; i < 5; i++) expect((await login(app, { email: other.email, password: 'yanlis-sifre-123' })).statusCode).toBe(401);
    const locked = await login(app, { email: other.email, password: PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('RATE_LIMITED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits attempts per IP address (100 per 15 min)', async () => {
    const { user } = await createUser(app);
    await app.db.insert(rateLimitBuckets).values({ key: 'auth:login:ip:203.0.113.9', count: 100, resetAt: new Date(Date.now() + 600_000) });
    const res = await login(app, { email: user.email, password: PASSWORD }, 'rct', '203.0.113.9');
    expect(res.statusCode).toBe(429);
    expect((await login(app, { email: user.email, password: PASSWORD }, 'rct', '203.0.113.10')).statusCode).toBe(200);
  });

  describe('verification-required (spec §3 verification modal)', () => {
    it('sends an SMS code bound to a ticket and re-sends the verify mail when the e-mail is unverified', async () => {
      const { user } = await createUser(app, { emailVerified: false, phoneVerified: false });
      const res = await login(app, { email: user.email, password: PASSWORD });
      const data = res.json().data;
      expect(data).toMatchObject({ status: 'verification-required', phoneMasked: `+90 5** *** ** ${user.phone!.slice(-2)}` });
      expect(data.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(refreshCookieOf(res)).toBeUndefined();
      const mails = await outboxFor(app, user.email);
      expect(mails.map((m) => m.template)).toEqual(['verify-email']);
      expect((await lastLinkToken(app, user.email)).url).toMatch(/^http:\/\/rct\.localhost(:\d+)?\/verify\?token=/);
      expect(await lastCode(app, user.phone!)).toMatch(/^\d{6}$/);
    });

    it('asks for the phone only when the e-mail is verified (no mail)', async () => {
      const { user } = await createUser(app, { phoneVerified: false });
      const res = await login(app, { email: user.email, password: PASSWORD });
      expect(res.json().data.status).toBe('verification-required');
      expect(await outboxFor(app, user.email)).toHaveLength(0);
      expect(await outboxFor(app, user.phone!)).toHaveLength(1);
    });
  });

  describe('expired (spec §3 expire modal with code, content and login name)', () => {
    it.each([
      ['a passive account', { status: 'passive' as const }, ExpireCode.AccountPassive],
      ['a cancelled membership', { state: MembershipState.Canceled }, ExpireCode.MembershipCanceled],
      ['an ended demo', { state: MembershipState.InDemo, demoEndsAt: new Date(Date.now() - 1000) }, ExpireCode.DemoEnded],
      ['an ended extended demo', { state: MembershipState.ExtendDate, demoEndsAt: new Date(Date.now() - 1000) }, ExpireCode.DemoEnded],
      ['a demo request not yet approved', { stage: 'demo-request' as const }, ExpireCode.DemoPending],
    ])('answers %s with its code', async (_name, input, code) => {
      const { user } = await createUser(app, input);
      const res = await login(app, { email: user.email, password: PASSWORD });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toEqual({ status: 'expired', expire: { code, content: expect.stringMatching(/\S/), loginName: user.email } });
      expect(refreshCookieOf(res)).toBeUndefined();
    });

    it('lets a running demo in', async () => {
      const { user } = await createUser(app, { state: MembershipState.InDemo, demoEndsAt: new Date(Date.now() + 86_400_000) });
      expect((await login(app, { email: user.email, password: PASSWORD })).json().data.status).toBe('authenticated');
    });
  });

  describe('redirect (spec §4 cross-host redirect, DESIGN §1: TRC users go to trc)', () => {
    it.each([
      ['a Mühendis', 'portaldev', 'rct', { role: Role.Muhendis }],
      ['a User', null, 'rct', { role: Role.User }],
      ['a BestnetAdmin', 'rct', 'portaldev', { role: Role.BestnetAdmin }],
      ['an Admin of a non-BU member', 'rct', 'portaldev', { role: Role.Admin, memberType: MemberType.TS }],
      ['an Admin of a BU member', 'portaldev', 'rct', { role: Role.Admin, memberType: MemberType.BU }],
      ['an SRC user', 'rct', 'src', { role: Role.User, app: AppCode.Src }],
      ['a TRC user', 'portaldev', 'trc', { role: Role.User, app: AppCode.Trc }],
    ] as const)('sends %s from %s to %s with a one-time sessionId and no session', async (_name, from, to, input) => {
      const { user } = await createUser(app, input);
      const res = await login(app, { email: user.email, password: PASSWORD }, from);
      const data = res.json().data;
      expect(data).toEqual({ status: 'redirect', host: to, sessionId: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
      expect(refreshCookieOf(res)).toBeUndefined();
      expect(await app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    });

    it('reads the host from Origin before Host (a dev server or proxy may change Host)', async () => {
      const { user } = await createUser(app, { role: Role.Muhendis });
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { host: '127.0.0.1:8080', origin: 'http://rct.localhost:4200' },
        payload: { email: user.email, password: PASSWORD },
      });
      expect(res.json().data.status).toBe('authenticated');
    });
  });
});
