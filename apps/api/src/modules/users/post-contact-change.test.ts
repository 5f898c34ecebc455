import { ErrorCode } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, TokenPurpose, users } from '../../platform/db';
import { hashToken } from '../../platform/secrets';
import { buildTestApp, createUser, lastCode, lastMessage, outboxFor, signedIn, type TestApp } from '../../test-support';
import { CONTACT_CHANGES_PER_HOUR } from './profile-support';
import { auditOf, call } from './profile-test-kit';

let newSerial = 0;
const newEmail = () => `yeni.adres${++newSerial}@ornek.com.tr`;
const newPhone = () => `+90532${String(++newSerial).padStart(7, '0')}`;

describe('POST /api/v1/portalUser/me/contact-change (a code to the new address, DESIGN.md §4)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  async function signedInUser() {
    const { user } = await createUser(app);
    return { user, token: (await signedIn(app, user.email)).token };
  }
  const request = (token: string | null, body: unknown) => call(app, 'POST', 'me/contact-change', token, body);

  it('e-mails a 6-digit code to the NEW address, bound to a 10-minute ticket; nothing changes yet', async () => {
    const { user, token } = await signedInUser();
    const email = newEmail();
    const res = await request(token, { kind: 'email', email: email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toEqual({
      ticket: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      sentTo: `ye***@ornek.com.tr`,
      message: 'Doğrulama kodu yeni e-posta adresinize gönderildi. Kod 10 dakika geçerlidir.',
    });
    const mail = await lastMessage(app, email);
    expect(mail).toMatchObject({ channel: 'mail', template: 'verify-contact-change' });
    const code = await lastCode(app, email);
    expect(mail.bodyHtml).toContain(code);
    // Nothing to the old address, and the account still has it.
    expect((await outboxFor(app, user.email)).filter((m) => m.template === 'verify-contact-change')).toHaveLength(0);
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe(user.email);
    // Stored hashed, bound to the ticket, 10 minutes.
    const [token_] = await app.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.tokenHash, hashToken(data.ticket)));
    expect(token_).toMatchObject({ purpose: TokenPurpose.ContactChange, userId: user.id, attempts: 0, usedAt: null });
    expect(token_!.codeHash).not.toContain(code);
    expect(token_!.expiresAt.getTime() - token_!.createdAt.getTime()).toBe(600_000);
    // Audited without the code.
    const [audit] = await auditOf(app, user, 'profile.contact-change.requested');
    expect(audit).toMatchObject({ actorUserId: user.id, after: { kind: 'email', sentTo: 'ye***@ornek.com.tr' } });
    expect(JSON.stringify(audit)).not.toContain(code);
  });

  it('sends the code by SMS to the NEW mobile number', async () => {
    const { user, token } = await signedInUser();
    const phone = newPhone();
    const res = await request(token, { kind: 'phone', phone });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.sentTo).toBe(`+90 5** *** ** ${phone.slice(-2)}`);
    const sms = await lastMessage(app, phone);
    expect(sms.channel).toBe('sms');
    expect(sms.bodyText).toMatch(/^Bestnet telefon doğrulama kodunuz: \d{6}\./);
    expect(await outboxFor(app, user.phone!)).toHaveLength(0);
  });

  it("refuses an e-mail of another account (archived ones too) with 409 'Bu adres kullanılamıyor.' and sends nothing", async () => {
    const { token } = await signedInUser();
    const { user: other } = await createUser(app);
    const { user: archived } = await createUser(app, { archived: true });
    for (const email of [other.email, archived.email.toUpperCase()]) {
      const before = (await outboxFor(app, email.toLowerCase())).length;
      const res = await request(token, { kind: 'email', email });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: ErrorCode.Conflict, message: 'Bu adres kullanılamıyor.' });
      expect(await outboxFor(app, email.toLowerCase())).toHaveLength(before);
    }
  });

  it("refuses a number of another account with 409 'Bu numara kullanılamıyor.'", async () => {
    const { token } = await signedInUser();
    const { user: other } = await createUser(app);
    const res = await request(token, { kind: 'phone', phone: other.phone });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: ErrorCode.Conflict, message: 'Bu numara kullanılamıyor.' });
  });

  it('refuses the value the account already has, with the field', async () => {
    const { user, token } = await signedInUser();
    const email = await request(token, { kind: 'email', email: user.email });
    expect(email.statusCode).toBe(400);
    expect(email.json().details).toEqual([{ field: 'body.email', message: 'Yeni e-posta adresi mevcut adresinizle aynı.' }]);
    const phone = await request(token, { kind: 'phone', phone: user.phone });
    expect(phone.json().details).toEqual([{ field: 'body.phone', message: 'Yeni numara mevcut numaranızla aynı.' }]);
  });

  it.each([
    ['no body fields', {}],
    ['an unknown kind', { kind: 'fax', fax: '123' }],
    ['a missing e-mail', { kind: 'email' }],
    ['an e-mail of the wrong type', { kind: 'email', email: 42 }],
    ['an invalid e-mail', { kind: 'email', email: 'adres-degil' }],
    ['an overlong e-mail', { kind: 'email', email: `${'a'.repeat(250)}@ornek.com.tr` }],
    ['a phone that is not a Turkish mobile', { kind: 'phone', phone: '+441234567890' }],
    ['an overlong phone', { kind: 'phone', phone: `+905${'1'.repeat(40)}` }],
    ['a phone of the wrong type', { kind: 'phone', phone: 5321234567 }],
  ])('refuses %s with 400 VALIDATION_ERROR and sends nothing', async (_what, body) => {
    const { token } = await signedInUser();
    const res = await request(token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ErrorCode.Validation);
    expect(res.json().details.length).toBeGreaterThan(0);
  });

  it(`allows ${CONTACT_CHANGES_PER_HOUR} requests per user and hour, then 429 with Retry-After (409s count too)`, async () => {
    const { user, token } = await signedInUser();
    const { user: other } = await createUser(app);
    expect((await request(token, { kind: 'email', email: other.email })).statusCode).toBe(409);
    for (let i = 1; i < CONTACT_CHANGES_PER_HOUR; i++) expect((await request(token, { kind: 'email', email: newEmail() })).statusCode).toBe(200);
    const email = newEmail();
    const refused = await request(token, { kind: 'email', email });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe(ErrorCode.RateLimited);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await outboxFor(app, email)).toHaveLength(0);
    expect(await auditOf(app, user, 'profile.contact-change.requested')).toHaveLength(CONTACT_CHANGES_PER_HOUR - 1);
  });

  it('answers 401 without a token', async () => {
    const res = await request(null, { kind: 'email', email: newEmail() });
    expect(res.statusCode).toBe(401);
  });
});
