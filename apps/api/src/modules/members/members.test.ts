// On PostgreSQL (PGlite without TEST_DATABASE_URL): every lifecycle move through
// POST member/{id}/transition with its history row, the refused moves and roles, the lists of
// spec §2 "Member routes", the expire answer at login (spec §3 expire modal), a member's Admin
// seeing only its own membership, delete, and bad input that changes nothing.
import { ExpireCode, MembershipState, Role } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberStateHistory, members, users } from '../../platform/db';
import { API, as, buildTestApp, createUser, dayFromToday, freshIp, login, PASSWORD, staff, type TestApp } from '../../test-support';

describe('membership lifecycle (spec §4 "Membership")', () => {
  let app: TestApp;
  let admin: Record<string, string>;
  let operator: Record<string, string>;
  let sales: Record<string, string>;
  let support: Record<string, string>;

  beforeAll(async () => {
    app = await buildTestApp();
    admin = await as(app, Role.BestnetAdmin);
    operator = await as(app, Role.BestnetOperator);
    sales = await as(app, Role.BestnetSales);
    support = await as(app, Role.BestnetSupport);
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown) =>
    app.inject({ method, url: `${API}/${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const move = (id: number, body: unknown, headers = admin) => call('POST', `member/${id}/transition`, headers, body);
  const historyOf = (id: number) => app.db.select().from(memberStateHistory).where(eq(memberStateHistory.memberId, id));
  const loginAs = async (email: string) => (await login(app, { email, password: PASSWORD }, 'rct', freshIp())).json().data;

  it('takes a demo request through demo, extensions and a subscription, keeping who, when and the note', async () => {
    const { user, member } = await createUser(app, { stage: 'demo-request', memberType: null });
    expect(await loginAs(user.email)).toMatchObject({ status: 'expired', expire: { code: ExpireCode.DemoPending } });

    const requests = await call('GET', `member?list=demo-talepler&search=${encodeURIComponent(member.name.toLocaleUpperCase('tr-TR'))}`, sales);
    expect(requests.json()).toMatchObject({ count: 1, data: [{ id: member.id, kind: 'individual', status: 'request' }] });

    const approved = await move(member.id, { action: 'approve', demoEndsAt: dayFromToday(14), note: 'Fuarda tanıştık' }, sales);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: MembershipState.InDemo, seats: 3, actions: ['extend', 'note'] });
    expect(approved.json().data.history[0]).toMatchObject({ action: 'approve', fromStatus: 'request', toStatus: MembershipState.InDemo, note: 'Fuarda tanıştık', actorName: expect.stringMatching(/\S/) });
    expect(await loginAs(user.email)).toMatchObject({ status: 'authenticated' });

    const first = await move(member.id, { action: 'extend', demoEndsAt: dayFromToday(30) }, operator);
    expect(first.json().data.status).toBe(MembershipState.InDemoAdditional);
    const backwards = await move(member.id, { action: 'extend', demoEndsAt: dayFromToday(20) }, operator);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details).toEqual([{ field: 'body.demoEndsAt', message: expect.stringContaining('şimdiki bitişten') }]);
    const second = await move(member.id, { action: 'extend', demoEndsAt: dayFromToday(45) }, operator);
    expect(second.json().data.status).toBe(MembershipState.ExtendDate);

    expect((await move(member.id, { action: 'convert', plan: 'profesyonel', seats: 5, startsAt: dayFromToday(0), endsAt: dayFromToday(365), app: 1 }, sales)).statusCode).toBe(403);
    const converted = await move(member.id, { action: 'convert', plan: 'profesyonel', seats: 5, startsAt: dayFromToday(0), endsAt: dayFromToday(365), app: 1, note: 'Yıllık' });
    expect(converted.json().data).toMatchObject({ status: MembershipState.Active, plan: 'profesyonel', seats: 5, subscriptionEndsAt: dayFromToday(365), demoEndsAt: null });

    const rows = await historyOf(member.id);
    expect(rows.map((r) => [r.action, r.fromState, r.toState])).toEqual([
      ['approve', null, MembershipState.InDemo],
      ['extend', MembershipState.InDemo, MembershipState.InDemoAdditional],
      ['extend', MembershipState.InDemoAdditional, MembershipState.ExtendDate],
      ['convert', MembershipState.ExtendDate, MembershipState.Active],
    ]);
    expect(rows.every((r) => r.actorUserId !== null)).toBe(true);
  });

  it('gives the expire answer once a demo has run out, and after a cancellation', async () => {
    const { user, member } = await createUser(app, { state: MembershipState.InDemo, demoEndsAt: new Date(Date.now() + 86_400_000) });
    expect(await loginAs(user.email)).toMatchObject({ status: 'authenticated' });
    await app.db.update(members).set({ demoEndsAt: new Date(Date.now() - 1000) }).where(eq(members.id, member.id));
    expect(await loginAs(user.email)).toEqual({ status: 'expired', expire: { code: ExpireCode.DemoEnded, content: expect.stringContaining('Demo süreniz sona erdi'), loginName: user.email } });

    const other = await createUser(app, { state: MembershipState.InDemo, demoEndsAt: new Date(Date.now() + 86_400_000) });
    expect((await move(other.member.id, { action: 'cancel', reason: '' }, operator)).json().details).toEqual([{ field: 'body.reason', message: 'İptal nedeni zorunludur' }]);
    const canceled = await move(other.member.id, { action: 'cancel', reason: 'Bütçe onaylanmadı' }, operator);
    expect(canceled.json().data).toMatchObject({ status: MembershipState.Canceled, cancelReason: 'Bütçe onaylanmadı' });
    expect(await loginAs(other.user.email)).toMatchObject({ status: 'expired', expire: { code: ExpireCode.MembershipCanceled } });
    expect((await call('GET', `member?list=iptal-uyeler&search=${encodeURIComponent(other.member.name)}`, support)).json().count).toBe(1);

    const refused = await move(other.member.id, { action: 'approve', demoEndsAt: dayFromToday(7) }, operator);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'TRANSITION_NOT_ALLOWED', message: expect.stringContaining('İptal') });
    const back = await move(other.member.id, { action: 'reactivate', demoEndsAt: dayFromToday(7) }, operator);
    expect(back.json().data.status).toBe(MembershipState.InDemo);
    expect(await loginAs(other.user.email)).toMatchObject({ status: 'authenticated' });
  });

  it('ends the sessions of a member at once when it is cancelled', async () => {
    const { user, member } = await createUser(app, { state: MembershipState.InDemo, demoEndsAt: new Date(Date.now() + 86_400_000) });
    const headers = await as(app, user);
    expect((await call('GET', 'portalUser/me', headers)).statusCode).toBe(200);
    await move(member.id, { action: 'cancel', reason: 'Talep üzerine' }, operator);
    expect((await call('GET', 'portalUser/me', headers)).statusCode).toBe(401);
  });

  it('lets Sales read only the demo lists and Support only read (spec §6)', async () => {
    const { member } = await createUser(app, { stage: 'demo-request' });
    expect((await call('GET', 'member?list=uyeler', sales)).statusCode).toBe(403);
    expect((await call('GET', 'member?list=iptal-uyeler', sales)).statusCode).toBe(403);
    expect((await call('GET', 'member?list=demo-uyeler', sales)).statusCode).toBe(200);
    expect((await move(member.id, { action: 'approve', demoEndsAt: dayFromToday(7) }, support)).statusCode).toBe(403);
    expect((await call('GET', `member/${member.id}`, support)).json().data.actions).toEqual([]);
    const { headers: engineer } = await staff(app, Role.Muhendis);
    expect((await call('GET', 'member?list=demo-talepler', engineer)).statusCode).toBe(403);
  });

  it("shows a member's Admin its own membership only; another member answers 404", async () => {
    const a = await staff(app, Role.Admin);
    const b = await createUser(app, {});
    const list = await call('GET', 'member?list=uyeler&limit=100', a.headers);
    expect(list.json().data.map((m: { id: number }) => m.id)).toEqual([a.member.id]);
    expect((await call('GET', `member/${b.member.id}`, a.headers)).statusCode).toBe(404);
    expect((await call('GET', `member/${a.member.id}`, a.headers)).json().data).toMatchObject({ id: a.member.id, actions: [], canDelete: false });
    expect((await move(b.member.id, { action: 'note', note: 'x' }, a.headers)).statusCode).toBe(403);
  });

  it('filters by type, state, application and dates, and sorts and pages in SQL', async () => {
    const tag = `Süzgeç ${Date.now()}`;
    for (const [i, memberType] of [null, 1, 3].entries()) {
      const { member } = await createUser(app, { memberType, state: i === 2 ? MembershipState.Canceled : MembershipState.Active });
      await app.db.update(members).set({ name: `${tag} ${'ÇBA'[i]}`, app: i === 0 ? 0 : 1 }).where(eq(members.id, member.id));
    }
    const q = (extra: string) => call('GET', `member?list=uyeler&search=${encodeURIComponent(tag)}&${extra}`, admin).then((r) => r.json());
    expect((await q('memberType=individual')).data.map((m: { name: string }) => m.name)).toEqual([`${tag} Ç`]);
    expect((await q('memberType=3')).data.map((m: { name: string }) => m.name)).toEqual([`${tag} A`]);
    expect((await q('status=1')).count).toBe(1);
    expect((await q('app=0')).count).toBe(1);
    expect((await q(`from=${dayFromToday(1)}`)).count).toBe(0);
    expect((await q(`to=${dayFromToday(0)}`)).count).toBe(3);
    expect((await q('sort=name&order=asc')).data.map((m: { name: string }) => m.name.slice(-1))).toEqual(['A', 'B', 'Ç']);
    expect((await q('sort=name&order=asc&limit=10&page=2')).data).toEqual([]);
  });

  it('refuses bad input with field details and writes nothing', async () => {
    const { member } = await createUser(app, { stage: 'demo-request' });
    const before = (await historyOf(member.id)).length;
    const bad = await call('GET', 'member?list=hepsi&page=0', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { field: string }) => d.field)).toEqual(expect.arrayContaining(['query.list', 'query.page']));
    const past = await move(member.id, { action: 'approve', demoEndsAt: dayFromToday(-1) });
    expect(past.json().details).toEqual([{ field: 'body.demoEndsAt', message: 'Demo bitiş tarihi bugünden sonra olmalıdır' }]);
    const far = await move(member.id, { action: 'approve', demoEndsAt: dayFromToday(120) });
    expect(far.statusCode).toBe(400);
    expect((await move(member.id, { action: 'promote' })).statusCode).toBe(400);
    expect((await move(999_999_999, { action: 'note', note: 'x' })).statusCode).toBe(404);
    expect((await historyOf(member.id)).length).toBe(before);
    const [row] = await app.db.select().from(members).where(eq(members.id, member.id));
    expect(row).toMatchObject({ stage: 'demo-request', state: null });
  });

  it('edits details into the history, and a delete archives the users and leaves the lists', async () => {
    const { user, member } = await createUser(app, {});
    const edited = await call('PATCH', `member/${member.id}`, operator, { taxOffice: 'Antalya Kurumlar', address: 'Kumluca, Antalya' });
    expect(edited.json().data).toMatchObject({ taxOffice: 'Antalya Kurumlar', address: 'Kumluca, Antalya' });
    expect(edited.json().data.history[0]).toMatchObject({ action: 'edit', note: 'Değişen bilgiler: vergi dairesi, adres' });
    expect((await call('DELETE', `member/${member.id}`, operator)).statusCode).toBe(403);
    expect((await call('DELETE', `member/${member.id}`, admin)).json()).toEqual({ data: { id: member.id } });
    expect((await call('GET', `member/${member.id}`, admin)).statusCode).toBe(404);
    const [u] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(u!.archived).toBe(true);
  });
});
