// On PostgreSQL (PGlite without TEST_DATABASE_URL): the spec §7 portal-user calls
// with their exact paths and query names, the invitation finished through the reset-password
// link, seats, status and archive, an Admin of member A against member B's users (404), and
// bad input that writes nothing.
import { ExpireCode, MembershipState, Role } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, users } from '../../platform/db';
import { API, as, buildTestApp, createUser, freshIp, lastLinkToken, login, outboxFor, pageHeaders, refreshCookieOf, staff, type TestApp } from '../../test-support';

describe('portal users (spec §7 "Portal users")', () => {
  let app: TestApp;
  let bestnet: Record<string, string>;
  let a: Awaited<ReturnType<typeof staff>>;
  let b: Awaited<ReturnType<typeof staff>>;

  beforeAll(async () => {
    app = await buildTestApp();
    bestnet = await as(app, Role.BestnetAdmin);
    a = await staff(app, Role.Admin);
    b = await staff(app, Role.Admin);
    await app.db.update(members).set({ seats: 3 }).where(eq(members.id, a.member.id));
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown) =>
    app.inject({ method, url: `${API}/${url}`, headers, remoteAddress: freshIp(), ...(payload === undefined ? {} : { payload: payload as object }) });
  let serial = 0;
  const newUser = (extra: Record<string, unknown> = {}) => ({ name: 'Zeynep', surname: 'Işık', email: `davet${++serial}.${Date.now()}@ornek.com.tr`, type: Role.Muhendis, authorizationNumber: 'ANT-2026/114', ...extra });
  const countOf = async (memberId: number) => (await app.db.select().from(users).where(eq(users.memberId, memberId))).length;

  it('adds a user with an invitation that the reset-password link finishes; the new user signs in', async () => {
    const body = newUser();
    const added = await call('POST', 'portalUser', a.headers, body);
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toMatchObject({ name: 'Zeynep', surname: 'Işık', email: body.email, type: Role.Muhendis, status: 'active', archived: false, invitationPending: true, publicMemberId: a.member.publicId });
    const [mail] = await outboxFor(app, body.email);
    expect(mail).toMatchObject({ template: 'invitation' });
    expect(mail!.bodyText).toContain(a.member.name);
    const { token, url } = await lastLinkToken(app, body.email);
    expect(url).toContain('/reset-password?token=');
    expect(mail!.bodyText).toContain(`${url}&davet=1`);
    const done = await app.inject({ method: 'POST', url: `${API}/auth/resetPassword`, remoteAddress: freshIp(), payload: { token, password: 'Yeşil-Sera-2026' } });
    expect(done.statusCode).toBe(200);
    const signedIn = await login(app, { email: body.email, password: 'Yeşil-Sera-2026' }, 'rct', freshIp());
    expect(signedIn.json().data.status).toBe('authenticated');
    const listed = await call('GET', `portalUser?page=1&limit=10&isArchived=false&search=${encodeURIComponent('IŞIK')}&publicMemberId=${a.member.publicId}`, a.headers);
    expect(listed.json()).toMatchObject({ count: 1, data: [{ email: body.email, invitationPending: false }] });
  });

  it('keeps to the seats: a full member refuses a user and writes nothing; archiving frees a seat', async () => {
    // Member A: its Admin and the user above take 2 of 3 seats.
    const third = await call('POST', 'portalUser', a.headers, newUser());
    expect(third.statusCode).toBe(200);
    const before = await countOf(a.member.id);
    const full = await call('POST', 'portalUser', a.headers, newUser());
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'SEATS_FULL', message: expect.stringContaining('3/3') });
    expect(await countOf(a.member.id)).toBe(before);

    const archived = await call('PATCH', 'portalUser/switchArchive', a.headers, { publicId: third.json().data.publicId });
    expect(archived.json().data.archived).toBe(true);
    expect((await call('GET', 'portalUser?isArchived=true', a.headers)).json().data.map((u: { publicId: string }) => u.publicId)).toEqual([third.json().data.publicId]);
    const fourth = await call('POST', 'portalUser', a.headers, newUser());
    expect(fourth.statusCode).toBe(200);
    // A page past the end is empty and counts the same (the offset is the prepared statement's value).
    const all = (await call('GET', 'portalUser?limit=100', a.headers)).json();
    const past = (await call('GET', 'portalUser?page=2&limit=100', a.headers)).json();
    expect(past).toEqual({ data: [], count: all.count });
    expect(all.data).toHaveLength(all.count);
    const back = await call('PATCH', 'portalUser/switchArchive', a.headers, { publicId: third.json().data.publicId });
    expect(back.json().code).toBe('SEATS_FULL');
  });

  it("gives an Admin of member A a 404 for member B's users on list, read, status, archive, edit, mail and delete", async () => {
    const other = (await call('POST', 'portalUser', b.headers, newUser())).json().data;
    const ref = { publicId: other.publicId };
    expect((await call('GET', `portalUser?publicMemberId=${b.member.publicId}`, a.headers)).statusCode).toBe(404);
    expect((await call('GET', `portalUser/${other.publicId}`, a.headers)).statusCode).toBe(404);
    expect((await call('PATCH', 'portalUser', a.headers, ref)).statusCode).toBe(404);
    expect((await call('PATCH', 'portalUser/switchArchive', a.headers, ref)).statusCode).toBe(404);
    expect((await call('PATCH', 'portalUser/editField', a.headers, { ...ref, name: 'Başkası' })).statusCode).toBe(404);
    expect((await call('POST', 'portalUser/resetPassword', a.headers, ref)).statusCode).toBe(404);
    expect((await call('DELETE', `portalUser?publicId=${other.publicId}`, a.headers)).statusCode).toBe(404);
    expect((await call('POST', 'portalUser', a.headers, newUser({ publicMemberId: b.member.publicId }))).statusCode).toBe(404);
    expect((await call('GET', 'portalUser?limit=100', a.headers)).json().data.every((u: { publicMemberId: string }) => u.publicMemberId === a.member.publicId)).toBe(true);
    const [row] = await app.db.select().from(users).where(eq(users.publicId, other.publicId));
    expect(row).toMatchObject({ name: 'Zeynep', status: 'active', archived: false });
    // BestnetAdmin manages everyone.
    expect((await call('GET', `portalUser?publicMemberId=${b.member.publicId}`, bestnet)).json().count).toBe(2);
  });

  it('toggles the status (PATCH portalUser), and a passive or banned user gets the expire answer', async () => {
    const target = await createUser(app, { state: MembershipState.Active });
    const admin = await as(app, Role.BestnetOperator);
    const toggled = await call('PATCH', 'portalUser', admin, { publicId: target.user.publicId });
    expect(toggled.json().data.status).toBe('passive');
    expect((await login(app, { email: target.user.email, password: 'Kırmızı-Traktör-42' }, 'rct', freshIp())).json().data.expire.code).toBe(ExpireCode.AccountPassive);
    expect((await call('PATCH', 'portalUser', admin, { publicId: target.user.publicId, status: 'banned' })).json().data.status).toBe('banned');
    expect((await login(app, { email: target.user.email, password: 'Kırmızı-Traktör-42' }, 'rct', freshIp())).json().data.expire.code).toBe(ExpireCode.AccountBanned);
    expect((await call('PATCH', 'portalUser', admin, { publicId: target.user.publicId })).json().data.status).toBe('active');
    expect((await call('PATCH', 'portalUser', a.headers, { publicId: a.user.publicId })).statusCode).toBe(409);
  });

  it('edits by field (PATCH portalUser/editField); staff roles are BestnetAdmin’s to give', async () => {
    const user = (await call('POST', 'portalUser', b.headers, newUser({ type: Role.Tekniker }))).json().data;
    const edited = await call('PATCH', 'portalUser/editField', b.headers, { publicId: user.publicId, surname: 'Kaya', type: Role.Danisman, note: 'Antalya bölgesi' });
    expect(edited.json().data).toMatchObject({ surname: 'Kaya', type: Role.Danisman, note: 'Antalya bölgesi', name: 'Zeynep' });
    const staffRole = await call('PATCH', 'portalUser/editField', b.headers, { publicId: user.publicId, type: Role.BestnetAdmin });
    expect(staffRole.statusCode).toBe(400);
    expect(staffRole.json().details).toEqual([{ field: 'body.type', message: 'Bu rolü yalnızca Bestnet Yönetici verebilir' }]);
    expect((await call('PATCH', 'portalUser/editField', b.headers, { publicId: user.publicId })).statusCode).toBe(400);
  });

  it('sends a reset mail, deletes a user who wrote nothing, and lets Support only read', async () => {
    const user = (await call('POST', 'portalUser', bestnet, newUser({ publicMemberId: b.member.publicId }))).json().data;
    const sent = await call('POST', 'portalUser/resetPassword', bestnet, { publicId: user.publicId });
    expect(sent.json().data.message).toContain('Davet e-postası');
    expect((await outboxFor(app, user.email)).length).toBe(2);
    const support = await as(app, Role.BestnetSupport);
    expect((await call('GET', 'portalUser', support)).statusCode).toBe(200);
    expect((await call('DELETE', `portalUser?publicId=${user.publicId}`, support)).statusCode).toBe(403);
    expect((await call('DELETE', `portalUser?publicId=${user.publicId}`, bestnet)).json()).toEqual({ data: { publicId: user.publicId } });
    expect((await call('GET', `portalUser/${user.publicId}`, bestnet)).statusCode).toBe(404);
  });

  it("an invited user's first password signs them in at once: no SMS check, no reset mail, the link used once", async () => {
    const admin = await staff(app, Role.Admin);
    await app.db.update(members).set({ seats: 5 }).where(eq(members.id, admin.member.id));
    const body = newUser({ phone: '+905321112233' });
    expect((await call('POST', 'portalUser', admin.headers, body)).statusCode).toBe(200);
    const { token } = await lastLinkToken(app, body.email);
    const accept = () => app.inject({ method: 'POST', url: `${API}/auth/resetPassword`, headers: pageHeaders('rct'), remoteAddress: freshIp(), payload: { token, password: 'Yeşil-Sera-2026' } });

    const done = await accept();
    expect(done.statusCode, done.body).toBe(200);
    const { message, login: result } = done.json().data;
    expect(message).toBe('Şifreniz belirlendi ve e-posta adresiniz doğrulandı. Portala hoş geldiniz.');
    expect(result).toMatchObject({ status: 'authenticated', user: { email: body.email } });
    expect(refreshCookieOf(done)?.value).toEqual(expect.any(String));
    const me = await app.inject({ method: 'GET', url: `${API}/portalUser/me`, headers: { authorization: `Bearer ${result.token}` } });
    expect(me.json().data.email).toBe(body.email);
    // No SMS check and no "password changed" mail: only the invitation was ever sent.
    const [row] = await app.db.select().from(users).where(eq(users.email, body.email));
    expect(await outboxFor(app, row!.phone!)).toEqual([]);
    expect((await outboxFor(app, body.email)).map((m) => m.template)).toEqual(['invitation']);
    expect(row).toMatchObject({ invitationPending: false, emailVerifiedAt: expect.any(Date), phoneVerifiedAt: expect.any(Date) });

    const again = await accept();
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('TOKEN_INVALID');
  });

  it('a reset link (not an invitation) still signs nobody in', async () => {
    const { user } = await createUser(app);
    const sent = await call('POST', 'portalUser/resetPassword', bestnet, { publicId: user.publicId });
    expect(sent.statusCode, sent.body).toBe(200);
    const { token } = await lastLinkToken(app, user.email);
    const done = await app.inject({ method: 'POST', url: `${API}/auth/resetPassword`, headers: pageHeaders('rct'), remoteAddress: freshIp(), payload: { token, password: 'Yeşil-Sera-2026' } });
    expect(done.json()).toEqual({ data: { message: 'Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.' } });
    expect(done.cookies).toEqual([]);
  });

  it('refuses bad input with field details and writes nothing', async () => {
    const before = await countOf(a.member.id);
    const bad = await call('POST', 'portalUser', a.headers, { name: 'Z', surname: '', email: 'eposta', phone: '0555', type: 99 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { field: string }) => d.field)).toEqual(expect.arrayContaining(['body.name', 'body.surname', 'body.email', 'body.phone', 'body.type']));
    const taken = await call('POST', 'portalUser', b.headers, newUser({ email: a.user.email }));
    expect(taken.json().details).toEqual([{ field: 'body.email', message: 'Bu e-posta adresiyle kayıtlı bir kullanıcı var' }]);
    expect((await call('GET', 'portalUser?isArchived=belki&limit=7', a.headers)).json().details.map((d: { field: string }) => d.field)).toEqual(['query.limit', 'query.isArchived']);
    expect((await call('PATCH', 'portalUser', a.headers, { publicId: '12' })).statusCode).toBe(400);
    expect(await countOf(a.member.id)).toBe(before);
    expect((await call('GET', 'portalUser', await as(app, Role.Muhendis))).statusCode).toBe(403);
  });
});
