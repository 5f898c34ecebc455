import { AuthErrorCode } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, outboxMessages, sessions, users } from '../../platform/db';
import { verifyPassword } from '../../platform/passwords';
import { hashToken } from '../../platform/secrets';
import { FORGOT_MAIL_MESSAGE, FORGOT_SMS_MESSAGE } from './post-forgot-password';
import { buildTestApp, createUser, freshIp, lastCode, lastLinkToken, login, me, outboxFor, pageHeaders, PASSWORD, refreshCookieOf, signedIn, type TestApp } from '../../test-support';

const NEW_PASSWORD = 'Yeni-Sera-Domatesi-77';

describe('password reset: forgotPassword, resetPassword, resetPasswordSms (spec §7; DESIGN §4)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const post = (url: string, body: unknown, ip = freshIp()) =>
    app.inject({ method: 'POST', url: `/api/v1/auth/${url}`, headers: pageHeaders('rct'), payload: body as object, remoteAddress: ip });

  describe('POST auth/forgotPassword', () => {
    it('mails a 30-minute reset link built from configuration; unknown e-mails get the same answer and nothing is sent', async () => {
      const { user } = await createUser(app);
      const known = await post('forgotPassword', { method: 'email', email: user.email });
      const unknown = await post('forgotPassword', { method: 'email', email: 'yok@ornek.com.tr' });
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual({ data: { message: FORGOT_MAIL_MESSAGE } });
      expect(unknown.body).toBe(known.body);
      expect(await outboxFor(app, 'yok@ornek.com.tr')).toHaveLength(0);
      const mail = (await outboxFor(app, user.email)).at(-1)!;
      expect(mail.template).toBe('reset-password');
      const { url, token } = await lastLinkToken(app, user.email);
      expect(url).toMatch(/^http:\/\/rct\.localhost(:\d+)?\/reset-password\?token=/);
      const [row] = await app.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.tokenHash, hashToken(token)));
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(30 * 60_000);
    });

    it('ignores a forged Host header in the link', async () => {
      const { user } = await createUser(app);
      await app.inject({ method: 'POST', url: '/api/v1/auth/forgotPassword', headers: { host: 'evil.example', origin: 'http://evil.example' }, payload: { method: 'email', email: user.email } });
      expect((await lastLinkToken(app, user.email)).url).toMatch(/^http:\/\/rct\.localhost/);
    });

    it('sends an SMS code with a ticket; an unknown number gets a ticket too and the same message', async () => {
      const { user } = await createUser(app);
      const known = (await post('forgotPassword', { method: 'phone', phone: user.phone })).json();
      const unknown = (await post('forgotPassword', { method: 'phone', phone: '+905399999999' })).json();
      expect(known.data).toEqual({ message: FORGOT_SMS_MESSAGE, ticket: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
      expect(unknown.data).toEqual({ message: FORGOT_SMS_MESSAGE, ticket: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
      expect(await lastCode(app, user.phone!)).toMatch(/^\d{6}$/);
      expect(await outboxFor(app, '+905399999999')).toHaveLength(0);
      // The decoy ticket matches no code.
      expect((await post('resetPasswordSms', { ticket: unknown.data.ticket, code: '123456', password: NEW_PASSWORD })).json().code).toBe(AuthErrorCode.CodeInvalid);
    });

    it('sends at most 3 per account per 15 min, silently (same answer)', async () => {
      const { user } = await createUser(app);
      for (let i = 0; i < 5; i++) expect((await post('forgotPassword', { method: 'email', email: user.email }, '10.1.1.1')).statusCode).toBe(200);
      expect(await outboxFor(app, user.email)).toHaveLength(3);
    });

    it('limits requests per IP (10 per 15 min) with 429', async () => {
      for (let i = 0; i < 10; i++) expect((await post('forgotPassword', { method: 'email', email: `x${i}@ornek.com.tr` }, '10.2.2.2')).statusCode).toBe(200);
      const res = await post('forgotPassword', { method: 'email', email: 'x@ornek.com.tr' }, '10.2.2.2');
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
    });

    it.each([
      [{}, ['body.method']],
      [{ method: 'fax', email: 'a@b.com.tr' }, ['body.method']],
      [{ method: 'email' }, ['body.email']],
      [{ method: 'email', email: 'nope' }, ['body.email']],
      [{ method: 'phone', phone: '05321234567' }, ['body.phone']],
    ])('refuses %j with 400 field details', async (body, fields) => {
      const res = await post('forgotPassword', body, '10.3.3.3');
      expect(res.statusCode).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toEqual(expect.arrayContaining(fields));
    });
  });

  describe('POST auth/resetPassword', () => {
    it('sets the new password, ends every session, uses the link once, mails password-changed, and does not log in', async () => {
      const { user } = await createUser(app);
      const session = await signedIn(app, user.email);
      await post('forgotPassword', { method: 'email', email: user.email });
      const { token } = await lastLinkToken(app, user.email);
      const res = await post('resetPassword', { token, password: NEW_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ message: expect.any(String) });
      expect(res.json().data).not.toHaveProperty('token');
      expect(refreshCookieOf(res)).toBeUndefined();
      const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
      expect(await verifyPassword(row!.passwordHash, NEW_PASSWORD)).toBe(true);
      expect((await me(app, session.token)).json().code).toBe('703');
      const live = await app.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(live.every((s) => s.revokeReason === 'password-reset')).toBe(true);
      expect((await lastMessage(user.email)).template).toBe('password-changed');
      expect((await post('resetPassword', { token, password: 'Baska-Bir-Sifre-99' })).json().code).toBe(AuthErrorCode.TokenInvalid);
      expect((await login(app, { email: user.email, password: PASSWORD })).statusCode).toBe(401);
      expect((await login(app, { email: user.email, password: NEW_PASSWORD })).json().data.status).toBe('authenticated');
    });

    async function lastMessage(to: string) {
      return (await app.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to))).at(-1)!;
    }

    it('refuses a common password with 400 PASSWORD_TOO_COMMON and keeps the link usable', async () => {
      const { user } = await createUser(app);
      await post('forgotPassword', { method: 'email', email: user.email });
      const { token } = await lastLinkToken(app, user.email);
      const res = await post('resetPassword', { token, password: 'qwerty123' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: AuthErrorCode.PasswordTooCommon, details: [{ field: 'body.password' }] });
      expect((await post('resetPassword', { token, password: NEW_PASSWORD })).statusCode).toBe(200);
    });

    it('refuses an expired link, a link of another purpose and an older link after a reset', async () => {
      const { user } = await createUser(app);
      await post('forgotPassword', { method: 'email', email: user.email });
      const first = (await lastLinkToken(app, user.email)).token;
      await post('forgotPassword', { method: 'email', email: user.email });
      const second = (await lastLinkToken(app, user.email)).token;
      await app.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(oneTimeTokens.tokenHash, hashToken(second)));
      expect((await post('resetPassword', { token: second, password: NEW_PASSWORD })).json().code).toBe(AuthErrorCode.TokenInvalid);
      // A duplicate-session ticket is not a reset link.
      await signedIn(app, user.email);
      const dup = (await login(app, { email: user.email, password: PASSWORD })).json().data;
      expect((await post('resetPassword', { token: dup.ticket, password: NEW_PASSWORD })).json().code).toBe(AuthErrorCode.TokenInvalid);
      expect((await post('resetPassword', { token: first, password: NEW_PASSWORD })).statusCode).toBe(200);
    });

    it('burns the other open reset links of the user', async () => {
      const { user } = await createUser(app);
      await post('forgotPassword', { method: 'email', email: user.email });
      const a = (await lastLinkToken(app, user.email)).token;
      await post('forgotPassword', { method: 'email', email: user.email });
      const b = (await lastLinkToken(app, user.email)).token;
      expect((await post('resetPassword', { token: b, password: NEW_PASSWORD })).statusCode).toBe(200);
      expect((await post('resetPassword', { token: a, password: 'Baska-Bir-Sifre-99' })).json().code).toBe(AuthErrorCode.TokenInvalid);
    });

    it.each([
      [{}, ['body.token', 'body.password']],
      [{ token: 'a'.repeat(43), password: 'short' }, ['body.password']],
      [{ token: 'a'.repeat(43), password: 'x'.repeat(129) }, ['body.password']],
      [{ token: '../../etc', password: NEW_PASSWORD }, ['body.token']],
    ])('refuses %j with 400 field details', async (body, fields) => {
      const res = await post('resetPassword', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toEqual(expect.arrayContaining(fields));
    });
  });

  describe('POST auth/resetPasswordSms', () => {
    it('resets with the ticket and its code, once, ending every session', async () => {
      const { user } = await createUser(app);
      const session = await signedIn(app, user.email);
      const { ticket } = (await post('forgotPassword', { method: 'phone', phone: user.phone })).json().data;
      const code = await lastCode(app, user.phone!);
      const res = await post('resetPasswordSms', { ticket, code, password: NEW_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(refreshCookieOf(res)).toBeUndefined();
      expect((await me(app, session.token)).json().code).toBe('703');
      expect((await post('resetPasswordSms', { ticket, code, password: NEW_PASSWORD })).json().code).toBe(AuthErrorCode.TokenInvalid);
      expect((await login(app, { email: user.email, password: NEW_PASSWORD })).json().data.status).toBe('authenticated');
    });

    it('allows 5 wrong codes, then the ticket is gone', async () => {
      const { user } = await createUser(app);
      const { ticket } = (await post('forgotPassword', { method: 'phone', phone: user.phone })).json().data;
      const code = await lastCode(app, user.phone!);
      const wrong = code === '999999' ? '999998' : '999999';
      for (let i = 0; i < 5; i++) expect((await post('resetPasswordSms', { ticket, code: wrong, password: NEW_PASSWORD })).json().code).toBe(AuthErrorCode.CodeInvalid);
      expect((await post('resetPasswordSms', { ticket, code, password: NEW_PASSWORD })).json().code).toBe(AuthErrorCode.TokenInvalid);
    });

    it('refuses an SMS-verify ticket (another purpose) and a common password', async () => {
      const { user } = await createUser(app, { phoneVerified: false });
      const { ticket } = (await login(app, { email: user.email, password: PASSWORD })).json().data;
      const code = await lastCode(app, user.phone!);
      expect((await post('resetPasswordSms', { ticket, code, password: NEW_PASSWORD })).json().code).toBe(AuthErrorCode.TokenInvalid);
      expect((await post('resetPasswordSms', { ticket, code, password: 'password1' })).json().code).toBe(AuthErrorCode.PasswordTooCommon);
    });

    it('sends no code to an unverified number', async () => {
      const { user } = await createUser(app, { phoneVerified: false });
      const res = await post('forgotPassword', { method: 'phone', phone: user.phone });
      expect(res.json().data.ticket).toBeDefined();
      expect(await outboxFor(app, user.phone!)).toHaveLength(0);
    });

    it.each([
      [{}, ['body.ticket', 'body.code', 'body.password']],
      [{ ticket: 'a'.repeat(43), code: '1234567', password: NEW_PASSWORD }, ['body.code']],
      [{ ticket: 'a'.repeat(43), code: '123456', password: 1234567890 }, ['body.password']],
    ])('refuses %j with 400 field details', async (body, fields) => {
      const res = await post('resetPasswordSms', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toEqual(expect.arrayContaining(fields));
    });
  });
});
