import { AuthErrorCode } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, oneTimeTokens, users } from '../../platform/db';
import { hashToken } from '../../platform/secrets';
import { buildTestApp, createUser, lastCode, lastLinkToken, login, pageHeaders, PASSWORD, type TestApp } from '../../test-support';

describe('POST /api/v1/auth/verify and /verifySms (spec §7; DESIGN §4 OTP: 6 digits, ≤10 min, 5 tries, bound to its ticket)', () => {
  let app: TestApp;
  let n = 0;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const post = (url: string, body: unknown) => app.inject({ method: 'POST', url: `/api/v1/auth/${url}`, headers: pageHeaders('rct'), payload: body as object });

  /** A fresh registration; returns its e-mail, phone and the verify-mail token. */
  async function registered() {
    n++;
    const email = `ali${n}@ornek.com.tr`;
    const phone = `+90534000${String(n).padStart(4, '0')}`;
    const res = await post('register', {
      accountType: 'individual', name: 'Ali', surname: 'Veli', email, phone, password: 'Fındık-Hasadı-2026', app: 1, kvkkConsent: true, termsConsent: true,
    });
    expect(res.statusCode).toBe(200);
    return { email, phone, token: (await lastLinkToken(app, email)).token };
  }

  it('walks the whole way: mail link → SMS code → phone verified, demo request complete (staff see it); login then says DEMO_PENDING', async () => {
    const { email, phone, token } = await registered();
    const verified = await post('verify', { token });
    expect(verified.statusCode).toBe(200);
    const data = verified.json().data;
    expect(data).toEqual({ ticket: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), phoneMasked: `+90 5** *** ** ${phone.slice(-2)}`, message: expect.any(String) });
    const [user] = await app.db.select().from(users).where(eq(users.email, email));
    expect(user!.emailVerifiedAt).not.toBeNull();
    const code = await lastCode(app, phone);
    const sms = await post('verifySms', { ticket: data.ticket, code });
    expect(sms.statusCode).toBe(200);
    expect(sms.json().data.message).toMatch(/demo talebiniz/i);
    const [after] = await app.db.select().from(users).where(eq(users.email, email));
    expect(after!.phoneVerifiedAt).not.toBeNull();
    const [member] = await app.db.select().from(members).where(eq(members.id, after!.memberId));
    expect(member).toMatchObject({ stage: 'demo-request', requestCompletedAt: expect.any(Date) });
    const loginRes = await login(app, { email, password: 'Fındık-Hasadı-2026' });
    expect(loginRes.json().data).toMatchObject({ status: 'expired', expire: { code: 'DEMO_PENDING', loginName: email } });
  });

  it('uses the mail link once', async () => {
    const { token } = await registered();
    expect((await post('verify', { token })).statusCode).toBe(200);
    const again = await post('verify', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe(AuthErrorCode.TokenInvalid);
  });

  it('refuses an expired link', async () => {
    const { token } = await registered();
    await app.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    expect((await post('verify', { token })).json().code).toBe(AuthErrorCode.TokenInvalid);
  });

  it('refuses a token of another purpose (a password-reset link) at /verify', async () => {
    const { user } = await createUser(app);
    await post('forgotPassword', { method: 'email', email: user.email });
    const { token } = await lastLinkToken(app, user.email);
    expect((await post('verify', { token })).json().code).toBe(AuthErrorCode.TokenInvalid);
  });

  it('answers a wrong code with 400 CODE_INVALID, burns the ticket after 5 tries, and then even the right code fails', async () => {
    const { phone, token } = await registered();
    const { ticket } = (await post('verify', { token })).json().data;
    const code = await lastCode(app, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await post('verifySms', { ticket, code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(AuthErrorCode.CodeInvalid);
    }
    expect((await post('verifySms', { ticket, code })).json().code).toBe(AuthErrorCode.TokenInvalid);
  });

  it('binds a code to its ticket: another user’s code with my ticket fails', async () => {
    const a = await registered();
    const b = await registered();
    const ticketA = (await post('verify', { token: a.token })).json().data.ticket;
    await post('verify', { token: b.token });
    const codeB = await lastCode(app, b.phone);
    const codeA = await lastCode(app, a.phone);
    if (codeA !== codeB) expect((await post('verifySms', { ticket: ticketA, code: codeB })).json().code).toBe(AuthErrorCode.CodeInvalid);
    expect((await post('verifySms', { ticket: ticketA, code: codeA })).statusCode).toBe(200);
  });

  it('uses a code once and refuses an expired ticket (10 min)', async () => {
    const { phone, token } = await registered();
    const { ticket } = (await post('verify', { token })).json().data;
    const code = await lastCode(app, phone);
    const [row] = await app.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.tokenHash, hashToken(ticket)));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(600_000);
    expect(row!.codeHash).not.toContain(code);
    expect((await post('verifySms', { ticket, code })).statusCode).toBe(200);
    expect((await post('verifySms', { ticket, code })).json().code).toBe(AuthErrorCode.TokenInvalid);

    const second = await registered();
    const t2 = (await post('verify', { token: second.token })).json().data.ticket;
    await app.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(oneTimeTokens.tokenHash, hashToken(t2)));
    expect((await post('verifySms', { ticket: t2, code: await lastCode(app, second.phone) })).json().code).toBe(AuthErrorCode.TokenInvalid);
  });

  it('accepts the ticket of a verification-required login', async () => {
    const { user } = await createUser(app, { phoneVerified: false });
    const { ticket } = (await login(app, { email: user.email, password: PASSWORD })).json().data;
    expect((await post('verifySms', { ticket, code: await lastCode(app, user.phone!) })).statusCode).toBe(200);
    expect((await login(app, { email: user.email, password: PASSWORD })).json().data.status).toBe('authenticated');
  });

  it('refuses a password-reset SMS ticket at /verifySms', async () => {
    const { user } = await createUser(app);
    const { ticket } = (await post('forgotPassword', { method: 'phone', phone: user.phone })).json().data;
    expect((await post('verifySms', { ticket, code: await lastCode(app, user.phone!) })).json().code).toBe(AuthErrorCode.TokenInvalid);
  });

  it.each([
    ['verify', {}, ['body.token']],
    ['verify', { token: 'short' }, ['body.token']],
    ['verify', { token: 12345 }, ['body.token']],
    ['verifySms', {}, ['body.ticket', 'body.code']],
    ['verifySms', { ticket: 'a'.repeat(43), code: '12345' }, ['body.code']],
    ['verifySms', { ticket: 'a'.repeat(43), code: '12a456' }, ['body.code']],
    ['verifySms', { ticket: 'a'.repeat(43), code: 123456 }, ['body.code']],
  ])('POST %s refuses %j with 400 field details', async (url, body, fields) => {
    const res = await post(url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { field: string }) => d.field)).toEqual(expect.arrayContaining(fields));
  });
});
