import { AuthErrorCode, ErrorCode } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, rateLimitBuckets } from '../../platform/db';
import { hashToken } from '../../platform/secrets';
import { RESEND_SMS_MESSAGE } from './post-resend-sms';
import { buildTestApp, createUser, freshIp, lastCode, login, outboxFor, pageHeaders, PASSWORD, type TestApp } from '../../test-support';

describe('POST /api/v1/auth/resendSms (DESIGN §4 OTP: a fresh code bound to the same ticket, no enumeration)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const post = (url: string, body: unknown, ip = freshIp()) =>
    app.inject({ method: 'POST', url: `/api/v1/auth/${url}`, headers: pageHeaders('rct'), payload: body as object, remoteAddress: ip });
  const resend = (ticket: unknown, ip?: string) => post('resendSms', { ticket }, ip);

  /** An unverified user's login: the verification ticket and the number its code went to. */
  async function verificationTicket() {
    const { user } = await createUser(app, { phoneVerified: false });
    const res = await login(app, { email: user.email, password: PASSWORD }, 'rct', freshIp());
    const data = res.json().data;
    expect(data.status).toBe('verification-required');
    return { user, phone: user.phone!, ticket: data.ticket as string };
  }

  const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

  it('sends a new code for the verification ticket; the old code stops working and the new one verifies', async () => {
    const { phone, ticket } = await verificationTicket();
    const oldCode = await lastCode(app, phone);
    const res = await resend(ticket);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { message: RESEND_SMS_MESSAGE } });
    const sent = await outboxFor(app, phone);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.bodyText).toMatch(/yeni doğrulama kodunuz: \d{6}/);
    const newCode = await lastCode(app, phone);

    if (newCode !== oldCode) {
      const old = await post('verifySms', { ticket, code: oldCode });
      expect(old.statusCode).toBe(400);
      expect(old.json().code).toBe(AuthErrorCode.CodeInvalid);
    }
    expect((await post('verifySms', { ticket, code: newCode })).statusCode).toBe(200);
  });

  it('sends a new code for a reset-by-SMS ticket; only the new one sets the password', async () => {
    const { user } = await createUser(app);
    const { ticket } = (await post('forgotPassword', { method: 'phone', phone: user.phone })).json().data;
    const oldCode = await lastCode(app, user.phone!);
    expect((await resend(ticket)).statusCode).toBe(200);
    const newCode = await lastCode(app, user.phone!);
    expect((await lastCodeText(user.phone!))).toMatch(/yeni şifre sıfırlama kodunuz/);
    if (newCode !== oldCode) {
      expect((await post('resetPasswordSms', { ticket, code: oldCode, password: 'Yeni.Fidan.Dikimi.2026' })).json().code).toBe(AuthErrorCode.CodeInvalid);
    }
    expect((await post('resetPasswordSms', { ticket, code: newCode, password: 'Yeni.Fidan.Dikimi.2026' })).statusCode).toBe(200);
  });

  async function lastCodeText(phone: string) {
    return (await outboxFor(app, phone)).at(-1)!.bodyText;
  }

  it('gives the new code a full 10 minutes and 5 fresh tries', async () => {
    const { phone, ticket } = await verificationTicket();
    const code = await lastCode(app, phone);
    for (let i = 0; i < 4; i++) expect((await post('verifySms', { ticket, code: wrongOf(code) })).json().code).toBe(AuthErrorCode.CodeInvalid);
    await app.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() + 30_000) }).where(eq(oneTimeTokens.tokenHash, hashToken(ticket)));
    expect((await resend(ticket)).statusCode).toBe(200);
    const [row] = await app.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.tokenHash, hashToken(ticket)));
    expect(row!.attempts).toBe(0);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
    const fresh = await lastCode(app, phone);
    for (let i = 0; i < 4; i++) await post('verifySms', { ticket, code: wrongOf(fresh) });
    expect((await post('verifySms', { ticket, code: fresh })).statusCode).toBe(200);
  });

  it('answers alike and sends nothing for unknown, used, expired, burnt and decoy tickets', async () => {
    const used = await verificationTicket();
    await post('verifySms', { ticket: used.ticket, code: await lastCode(app, used.phone) });
    const expired = await verificationTicket();
    await app.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeTokens.tokenHash, hashToken(expired.ticket)));
    const burnt = await verificationTicket();
    const burntCode = await lastCode(app, burnt.phone);
    for (let i = 0; i < 5; i++) await post('verifySms', { ticket: burnt.ticket, code: wrongOf(burntCode) });
    // forgotPassword for a number without an account answers with a decoy ticket.
    const decoy = (await post('forgotPassword', { method: 'phone', phone: '+905559998877' })).json().data.ticket as string;

    const before = await Promise.all([used, expired, burnt].map((t) => outboxFor(app, t.phone)));
    for (const ticket of ['Q'.repeat(43), used.ticket, expired.ticket, burnt.ticket, decoy]) {
      const res = await resend(ticket);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { message: RESEND_SMS_MESSAGE } });
    }
    const after = await Promise.all([used, expired, burnt].map((t) => outboxFor(app, t.phone)));
    expect(after.map((rows) => rows.length)).toEqual(before.map((rows) => rows.length));
    expect(await outboxFor(app, '+905559998877')).toHaveLength(0);
  });

  it('does not resend other one-time tokens (a duplicate-session ticket)', async () => {
    const { user } = await createUser(app);
    await login(app, { email: user.email, password: PASSWORD }, 'rct', freshIp());
    const second = (await login(app, { email: user.email, password: PASSWORD }, 'rct', freshIp())).json().data;
    expect(second.status).toBe('duplicate-session');
    expect((await resend(second.ticket)).statusCode).toBe(200);
    expect(await outboxFor(app, user.phone!)).toHaveLength(0);
  });

  it('holds a 60-second cooldown per ticket (429 with Retry-After), live or not', async () => {
    const { phone, ticket } = await verificationTicket();
    expect((await resend(ticket)).statusCode).toBe(200);
    const again = await resend(ticket);
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe(ErrorCode.RateLimited);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(50);
    expect(await outboxFor(app, phone)).toHaveLength(2);
    const unknown = 'U'.repeat(43);
    expect((await resend(unknown)).statusCode).toBe(200);
    expect((await resend(unknown)).statusCode).toBe(429);
  });

  it('sends nothing over the SMS limit per user (5 per hour), with the same answer', async () => {
    const { user, phone, ticket } = await verificationTicket();
    // The login's own code was the first of the hour; four more fill it.
    await app.db
      .insert(rateLimitBuckets)
      .values({ key: `auth:sms:user:${user.id}`, count: 5, resetAt: new Date(Date.now() + 3_000_000) })
      .onConflictDoUpdate({ target: rateLimitBuckets.key, set: { count: 5 } });
    const res = await resend(ticket);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { message: RESEND_SMS_MESSAGE } });
    expect(await outboxFor(app, phone)).toHaveLength(1);
  });

  it('limits sends per IP address (10 per 15 min) with 429', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await resend(`${String.fromCharCode(65 + i)}`.repeat(43), ip)).statusCode).toBe(200);
    const res = await resend('Z'.repeat(43), ip);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it.each([
    ['no ticket', {}],
    ['a number as ticket', { ticket: 12345 }],
    ['an overlong ticket', { ticket: 'a'.repeat(129) }],
    ['a malformed ticket', { ticket: 'kısa bilet!' }],
  ])('refuses %s with 400 and the field', async (_name, body) => {
    const res = await post('resendSms', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ErrorCode.Validation);
    expect(res.json().details.map((d: { field: string }) => d.field)).toEqual(['body.ticket']);
  });
});
