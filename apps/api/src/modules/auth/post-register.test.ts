import { AppCode, AuthErrorCode, MemberType, Role } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, memberStateHistory, oneTimeTokens, users } from '../../platform/db';
import { verifyPassword } from '../../platform/passwords';
import { REGISTER_MESSAGE } from './post-register';
import { buildTestApp, createUser, lastLinkToken, outboxFor, pageHeaders, type TestApp } from '../../test-support';

let n = 0;
function individual(over: Record<string, unknown> = {}) {
  n++;
  return {
    accountType: 'individual',
    name: 'Mehmet',
    surname: 'Yıldırım',
    email: `mehmet${n}@ornek.com.tr`,
    phone: `+90533000${String(n).padStart(4, '0')}`,
    password: 'Zeytin-Bahçesi-2026',
    app: AppCode.Rct,
    kvkkConsent: true,
    termsConsent: true,
    ...over,
  };
}
const corporate = (over: Record<string, unknown> = {}) =>
  individual({ accountType: 'corporate', memberType: MemberType.KP, companyName: 'Çukurova Tarım Kooperatifi', taxNumber: '1234567890', taxOffice: 'Seyhan', ...over });

describe('POST /api/v1/auth/register (spec §7, §4 membership: a demo request; DESIGN §4)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const register = (body: unknown) => app.inject({ method: 'POST', url: '/api/v1/auth/register', headers: pageHeaders('rct'), payload: body as object });
  const userByEmail = async (email: string) => (await app.db.select().from(users).where(eq(users.email, email)))[0];

  it('creates an individual demo request: a member with no type, a User, history, and the verify mail in the outbox', async () => {
    const body = individual({ email: '  Mehmet.Buyuk@Ornek.COM.tr ' });
    const res = await register(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { message: REGISTER_MESSAGE } });
    const user = await userByEmail('mehmet.buyuk@ornek.com.tr');
    expect(user).toMatchObject({ role: Role.User, app: AppCode.Rct, status: 'active', emailVerifiedAt: null, phoneVerifiedAt: null, marketingConsent: false });
    expect(await verifyPassword(user!.passwordHash, body.password as string)).toBe(true);
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    const [member] = await app.db.select().from(members).where(eq(members.id, user!.memberId));
    expect(member).toMatchObject({ name: 'Mehmet Yıldırım', memberType: null, stage: 'demo-request', state: null, app: AppCode.Rct });
    expect(await app.db.select().from(memberStateHistory).where(eq(memberStateHistory.memberId, member!.id))).toHaveLength(1);
    const [mail] = await outboxFor(app, user!.email);
    expect(mail).toMatchObject({ channel: 'mail', template: 'verify-email', app: AppCode.Rct });
    // The link is built from configuration (rct host for a field user), never from the Host header.
    expect((await lastLinkToken(app, user!.email)).url).toMatch(/^http:\/\/rct\.localhost(:\d+)?\/verify\?token=[A-Za-z0-9_-]{43}$/);
  });

  it('makes a corporate applicant the Admin of its member, with tax details; its links point to portaldev', async () => {
    const body = corporate();
    expect((await register(body)).statusCode).toBe(200);
    const user = await userByEmail(body.email as string);
    expect(user!.role).toBe(Role.Admin);
    const [member] = await app.db.select().from(members).where(eq(members.id, user!.memberId));
    expect(member).toMatchObject({ name: 'Çukurova Tarım Kooperatifi', memberType: MemberType.KP, taxNumber: '1234567890', taxOffice: 'Seyhan' });
    expect((await lastLinkToken(app, user!.email)).url).toMatch(/^http:\/\/portaldev\.localhost(:\d+)?\/verify\?token=/);
  });

  it('ignores a forged Host header when building the link', async () => {
    const body = individual();
    await app.inject({ method: 'POST', url: '/api/v1/auth/register', headers: { host: 'evil.example' }, payload: body });
    expect((await lastLinkToken(app, body.email as string)).url).toMatch(/^http:\/\/rct\.localhost/);
  });

  it('answers a known e-mail exactly alike, creates nothing, and mails the owner instead (no enumeration)', async () => {
    const { user } = await createUser(app);
    const before = (await app.db.select().from(users)).length;
    const fresh = await register(individual());
    const known = await register(individual({ email: user.email }));
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.body).toBe(fresh.body);
    expect((await app.db.select().from(users)).length).toBe(before + 1);
    const mails = await outboxFor(app, user.email);
    expect(mails.map((m) => m.template)).toEqual(['registration-exists']);
    expect(mails[0]!.bodyText).toMatch(/http:\/\/rct\.localhost(:\d+)?\/forgot-password/);
  });

  it('answers a known phone alike and tells the phone’s owner', async () => {
    const { user } = await createUser(app);
    const res = await register(individual({ phone: user.phone }));
    expect(res.json().data.message).toBe(REGISTER_MESSAGE);
    expect((await outboxFor(app, user.email)).map((m) => m.template)).toEqual(['registration-exists']);
  });

  it('refuses a common password with 400 PASSWORD_TOO_COMMON and field details, writing nothing', async () => {
    const body = individual({ password: 'Password123' });
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: AuthErrorCode.PasswordTooCommon, details: [{ field: 'body.password' }] });
    expect(await userByEmail(body.email as string)).toBeUndefined();
    expect(await outboxFor(app, body.email as string)).toHaveLength(0);
  });

  it.each([
    ['no fields', {}, ['body.accountType']],
    ['an unknown account type', individual({ accountType: 'company' }), ['body.accountType']],
    ['a missing e-mail and phone', individual({ email: undefined, phone: undefined }), ['body.email', 'body.phone']],
    ['a landline', individual({ phone: '+902122223344' }), ['body.phone']],
    ['a 7-character password', individual({ password: 'Ab1.xyz' }), ['body.password']],
    ['a 129-character password', individual({ password: 'x'.repeat(129) }), ['body.password']],
    ['a one-letter name and a 51-letter surname', individual({ name: 'A', surname: 'B'.repeat(51) }), ['body.name', 'body.surname']],
    ['consents not given', individual({ kvkkConsent: false, termsConsent: 'yes' }), ['body.kvkkConsent', 'body.termsConsent']],
    ['an unknown app code', individual({ app: 7 }), ['body.app']],
    ['a corporate request without company fields', individual({ accountType: 'corporate' }), ['body.memberType', 'body.companyName', 'body.taxNumber', 'body.taxOffice']],
    ['a 9-digit tax number and a wrong member type', corporate({ taxNumber: '123456789', memberType: 9 }), ['body.taxNumber', 'body.memberType']],
  ])('refuses %s with 400 and field details, writing nothing', async (_name, body, fields) => {
    const count = (await app.db.select().from(users)).length;
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().details.map((d: { field: string }) => d.field)).toEqual(expect.arrayContaining(fields));
    expect((await app.db.select().from(users)).length).toBe(count);
  });

  it('issues a verify token that lives 24 h and is stored hashed', async () => {
    const body = individual();
    await register(body);
    const { token } = await lastLinkToken(app, body.email as string);
    const rows = await app.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.purpose, 'email-verify'));
    expect(rows.map((r) => r.tokenHash)).not.toContain(token);
    const row = rows.at(-1)!;
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(24 * 3_600_000);
  });
});
