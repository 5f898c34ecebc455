import { AuthErrorCode, ErrorCode, sessionUserSchema } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, TokenPurpose, users, type UserRow } from '../../platform/db';
import { hashToken } from '../../platform/secrets';
import { issueToken, MAX_CODE_ATTEMPTS, TokenTtl } from '../../platform/account/one-time-tokens';
import { buildTestApp, createUser, lastCode, lastMessage, me, signedIn, type TestApp } from '../../test-support';
import { auditOf, call, otherSession } from './profile-test-kit';

let serial = 0;
const newEmail = () => `onay${++serial}@yeni-ornek.com.tr`;
const newPhone = () => `+90533${String(++serial).padStart(7, '0')}`;

describe('POST /api/v1/portalUser/me/contact-change/confirm (the code applies the change)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  async function signedInUser() {
    const { user } = await createUser(app);
    return { user, token: (await signedIn(app, user.email)).token };
  }
  const confirm = (token: string | null, body: unknown) => call(app, 'POST', 'me/contact-change/confirm', token, body);

  /** Starts a change and returns its ticket and the code that was sent. */
  async function started(token: string, change: { kind: 'email'; email: string } | { kind: 'phone'; phone: string }) {
    const res = await call(app, 'POST', 'me/contact-change', token, change);
    if (res.statusCode !== 200) throw new Error(res.body);
    const to = change.kind === 'email' ? change.email : change.phone;
    return { ticket: res.json().data.ticket as string, code: await lastCode(app, to) };
  }
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const rowOf = async (user: UserRow) => (await app.db.select().from(users).where(eq(users.id, user.id)))[0]!;

  it('with the right code: the new e-mail, verified now; the OLD address is told; audited; old reset links end', async () => {
    const { user, token } = await signedInUser();
    const resetLink = await issueToken(app.db, { purpose: TokenPurpose.PasswordReset, userId: user.id, ttlSeconds: TokenTtl.passwordReset });
    const email = newEmail();
    const { ticket, code } = await started(token, { kind: 'email', email });
    const before = Date.now();
    const res = await confirm(token, { ticket, code });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(sessionUserSchema.parse(data.user)).toMatchObject({ publicId: user.publicId, email, loginName: email });
    expect(data.message).toBe('E-posta adresiniz güncellendi. Bundan sonra bu adresle giriş yapabilirsiniz.');
    const row = await rowOf(user);
    expect(row.email).toBe(email);
    expect(row.emailVerifiedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await me(app, token)).json().data.email).toBe(email);

    const notice = await lastMessage(app, user.email);
    expect(notice).toMatchObject({ channel: 'mail', template: 'contact-changed', subject: 'E-posta adresi değiştirildi | RCT Reçete' });
    expect(notice.bodyText).toContain('on***@yeni-ornek.com.tr');

    const [audit] = await auditOf(app, user, 'profile.email.change');
    expect(audit).toMatchObject({ actorUserId: user.id, before: { email: user.email }, after: { email } });
    expect(JSON.stringify(audit)).not.toContain(code);
    const [reset] = await app.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.tokenHash, hashToken(resetLink)));
    expect(reset!.usedAt).not.toBeNull();
  });

  it('with the right code: the new phone, verified now; the account e-mail is told; audited', async () => {
    const { user, token } = await signedInUser();
    const phone = newPhone();
    const { ticket, code } = await started(token, { kind: 'phone', phone });
    const res = await confirm(token, { ticket, code });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ user: { phone }, message: 'Cep telefonu numaranız güncellendi.' });
    const row = await rowOf(user);
    expect(row.phone).toBe(phone);
    expect(row.phoneVerifiedAt).toBeInstanceOf(Date);
    expect((await lastMessage(app, user.email)).subject).toBe('Cep telefonu değiştirildi | RCT Reçete');
    expect(await auditOf(app, user, 'profile.phone.change')).toEqual([expect.objectContaining({ before: { phone: user.phone }, after: { phone } })]);
  });

  it('refuses a wrong code (CODE_INVALID); the 5th wrong try burns the ticket', async () => {
    const { user, token } = await signedInUser();
    const { ticket, code } = await started(token, { kind: 'email', email: newEmail() });
    for (let i = 1; i <= MAX_CODE_ATTEMPTS; i++) {
      const res = await confirm(token, { ticket, code: wrong(code) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: AuthErrorCode.CodeInvalid, message: 'Doğrulama kodu hatalı.' });
    }
    const late = await confirm(token, { ticket, code });
    expect(late.json().code).toBe(AuthErrorCode.TokenInvalid);
    expect((await rowOf(user)).email).toBe(user.email);
  });

  it('uses a ticket once', async () => {
    const { token } = await signedInUser();
    const { ticket, code } = await started(token, { kind: 'phone', phone: newPhone() });
    expect((await confirm(token, { ticket, code })).statusCode).toBe(200);
    const again = await confirm(token, { ticket, code });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe(AuthErrorCode.TokenInvalid);
  });

  it('refuses an expired code', async () => {
    const { user, token } = await signedInUser();
    const { ticket, code } = await started(token, { kind: 'email', email: newEmail() });
    await app.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeTokens.tokenHash, hashToken(ticket)));
    const res = await confirm(token, { ticket, code });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(AuthErrorCode.TokenInvalid);
    expect((await rowOf(user)).email).toBe(user.email);
  });

  it('only the latest code counts: a new request ends the previous ticket', async () => {
    const { token } = await signedInUser();
    const first = await started(token, { kind: 'email', email: newEmail() });
    const second = await started(token, { kind: 'email', email: newEmail() });
    expect((await confirm(token, first)).json().code).toBe(AuthErrorCode.TokenInvalid);
    expect((await confirm(token, second)).statusCode).toBe(200);
  });

  it("refuses another user's ticket without spending its owner's tries", async () => {
    const alice = await signedInUser();
    const bob = await signedInUser();
    const email = newEmail();
    const { ticket, code } = await started(alice.token, { kind: 'email', email });
    for (let i = 0; i < MAX_CODE_ATTEMPTS + 1; i++) {
      const res = await confirm(bob.token, { ticket, code });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(AuthErrorCode.TokenInvalid);
    }
    expect((await rowOf(bob.user)).email).toBe(bob.user.email);
    expect((await confirm(alice.token, { ticket, code })).json().data.user.email).toBe(email);
  });

  it('refuses a ticket of another session of the same user', async () => {
    const { user, token } = await signedInUser();
    const { ticket, code } = await started(token, { kind: 'phone', phone: newPhone() });
    const other = await otherSession(app, user);
    expect((await confirm(other.token, { ticket, code })).json().code).toBe(AuthErrorCode.TokenInvalid);
  });

  it("refuses a token of another purpose (a reset link's token)", async () => {
    const { user, token } = await signedInUser();
    const link = await issueToken(app.db, { purpose: TokenPurpose.PasswordReset, userId: user.id, ttlSeconds: TokenTtl.passwordReset });
    expect((await confirm(token, { ticket: link, code: '123456' })).json().code).toBe(AuthErrorCode.TokenInvalid);
  });

  it("answers 409 when another account took the address after the code was sent", async () => {
    const { user, token } = await signedInUser();
    const email = newEmail();
    const { ticket, code } = await started(token, { kind: 'email', email });
    await createUser(app, { email });
    const res = await confirm(token, { ticket, code });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: ErrorCode.Conflict, message: 'Bu adres kullanılamıyor.' });
    expect((await rowOf(user)).email).toBe(user.email);
  });

  it.each([
    ['no fields', {}],
    ['a missing code', { ticket: 'T'.repeat(43) }],
    ['a code of the wrong type', { ticket: 'T'.repeat(43), code: 123456 }],
    ['a short code', { ticket: 'T'.repeat(43), code: '12345' }],
    ['an overlong code', { ticket: 'T'.repeat(43), code: '1234567' }],
    ['letters in the code', { ticket: 'T'.repeat(43), code: '12a456' }],
    ['an overlong ticket', { ticket: 'T'.repeat(129), code: '123456' }],
  ])('refuses %s with 400 VALIDATION_ERROR', async (_what, body) => {
    const { token } = await signedInUser();
    const res = await confirm(token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ErrorCode.Validation);
  });

  it('answers 401 without a token', async () => {
    expect((await confirm(null, { ticket: 'T'.repeat(43), code: '123456' })).statusCode).toBe(401);
  });
});
