import { AuthErrorCode, ErrorCode, ProfileErrorCode } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, type UserRow } from '../../platform/db';
import { verifyPassword } from '../../platform/passwords';
import { AuthLimits } from '../../platform/account/limits';
import { buildTestApp, createUser, lastMessage, me, PASSWORD, refresh, signedIn, type TestApp } from '../../test-support';
import { auditOf, call, otherSession } from './profile-test-kit';

const NEW_PASSWORD = 'Sarı-Biçerdöver-2026';

describe('POST /api/v1/portalUser/me/password (current password required, DESIGN.md §4)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  async function signedInUser() {
    const { user } = await createUser(app);
    return { user, token: (await signedIn(app, user.email)).token };
  }
  const change = (token: string | null, body: unknown) => call(app, 'POST', 'me/password', token, body);
  const hashOf = async (user: UserRow) => (await app.db.select().from(users).where(eq(users.id, user.id)))[0]!.passwordHash;

  it("sets the new hash, ends every OTHER session (their next call answers 401 '703'), keeps this one, mails and audits", async () => {
    const { user, token } = await signedInUser();
    const other = await otherSession(app, user);
    expect((await me(app, other.token)).statusCode).toBe(200);

    const res = await change(token, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe('Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.');

    const hash = await hashOf(user);
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, NEW_PASSWORD)).toBe(true);
    expect(await verifyPassword(hash, PASSWORD)).toBe(false);

    expect((await me(app, token)).statusCode).toBe(200);
    const ended = await me(app, other.token);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().code).toBe('703');
    expect((await refresh(app, other.refreshToken)).statusCode).toBe(403);

    expect(await lastMessage(app, user.email)).toMatchObject({ template: 'password-changed', subject: 'Şifreniz değiştirildi | RCT Reçete' });
    const [audit] = await auditOf(app, user, 'profile.password.change');
    expect(audit).toMatchObject({ actorUserId: user.id, after: { otherSessionsEnded: 1 } });
    expect(JSON.stringify(audit)).not.toMatch(/argon2|Kırmızı|Biçerdöver/);
  });

  it('refuses a wrong current password with 400 CURRENT_PASSWORD_INVALID (not 401: no token refresh), changing nothing', async () => {
    const { user, token } = await signedInUser();
    const other = await otherSession(app, user);
    const before = await hashOf(user);
    const res = await change(token, { currentPassword: 'yanlış şifre', newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: ProfileErrorCode.CurrentPasswordInvalid,
      message: 'Mevcut şifreniz hatalı.',
      details: [{ field: 'body.currentPassword', message: 'Mevcut şifreniz hatalı.' }],
    });
    expect(await hashOf(user)).toBe(before);
    expect((await me(app, other.token)).statusCode).toBe(200);
  });

  it(`allows ${AuthLimits.loginFailuresPerAccount.limit} tries per account in 15 min, then 429 even with the right password`, async () => {
    const { user, token } = await signedInUser();
    const before = await hashOf(user);
    for (let i = 0; i < AuthLimits.loginFailuresPerAccount.limit; i++) {
      expect((await change(token, { currentPassword: `yanlış ${i}`, newPassword: NEW_PASSWORD })).statusCode).toBe(400);
    }
    const refused = await change(token, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe(ErrorCode.RateLimited);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await hashOf(user)).toBe(before);
  });

  it('counts per account, not per address, and a success clears the count', async () => {
    const { token } = await signedInUser();
    for (let i = 0; i < AuthLimits.loginFailuresPerAccount.limit - 1; i++) {
      expect((await change(token, { currentPassword: `yanlış ${i}`, newPassword: NEW_PASSWORD })).statusCode).toBe(400);
    }
    expect((await change(token, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    for (let i = 0; i < AuthLimits.loginFailuresPerAccount.limit - 1; i++) {
      expect((await change(token, { currentPassword: `yanlış ${i}`, newPassword: 'başka bir şifre 77' })).statusCode).toBe(400);
    }
    expect((await change(token, { currentPassword: NEW_PASSWORD, newPassword: 'başka bir şifre 77' })).statusCode).toBe(200);
  });

  it('refuses a common new password (Turkish letters folded) without spending a try', async () => {
    const { user, token } = await signedInUser();
    const before = await hashOf(user);
    const res = await change(token, { currentPassword: PASSWORD, newPassword: 'Şifre123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(AuthErrorCode.PasswordTooCommon);
    expect(res.json().details).toEqual([{ field: 'body.newPassword', message: expect.stringContaining('çok yaygın') }]);
    expect(await hashOf(user)).toBe(before);
  });

  it.each([
    ['no fields', {}, ['body.currentPassword', 'body.newPassword']],
    ['a current password of the wrong type', { currentPassword: 12345678, newPassword: NEW_PASSWORD }, ['body.currentPassword']],
    ['a short new password', { currentPassword: PASSWORD, newPassword: 'kısa' }, ['body.newPassword']],
    ['an overlong new password', { currentPassword: PASSWORD, newPassword: 'x'.repeat(129) }, ['body.newPassword']],
    ['an overlong current password', { currentPassword: 'x'.repeat(129), newPassword: NEW_PASSWORD }, ['body.currentPassword']],
    ['a new password equal to the current one', { currentPassword: PASSWORD, newPassword: PASSWORD }, ['body.newPassword']],
  ])('refuses %s with 400 VALIDATION_ERROR', async (_what, body, fields) => {
    const { user, token } = await signedInUser();
    const before = await hashOf(user);
    const res = await change(token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ErrorCode.Validation);
    expect([...new Set(res.json().details.map((d: { field: string }) => d.field))]).toEqual(fields);
    expect(await hashOf(user)).toBe(before);
  });

  it('answers 401 without a token', async () => {
    expect((await change(null, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD })).statusCode).toBe(401);
  });
});
