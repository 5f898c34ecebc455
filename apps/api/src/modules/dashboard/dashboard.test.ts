// On PostgreSQL (PGlite without TEST_DATABASE_URL): GET dashboard's live figures
// over seeded members, demo requests, demos and prescriptions; the provider's staff see every
// member, a member's Admin only its own (never another member's prescriptions); roles of
// spec §6 only.
import { AppCode, DASHBOARD_PRESCRIPTION_DAYS, DefinitionSectionInfos, DASHBOARD_REQUEST_WEEKS, ImportContentType, MembershipState, NoAreaProvinceName, PrescriptionKind, Role, type Dashboard } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licences, memberStateHistory, members, plants, prescriptions, users } from '../../platform/db';
import { activeSubstanceSection } from '../definitions/sections/active-substance';
import { activeSubstanceGroupSection } from '../definitions/sections/active-substance-group';
import { companyGroupSection } from '../definitions/sections/company-group';
import { formulationSection } from '../definitions/sections/formulation';
import { harmfulOrganismSection } from '../definitions/sections/harmful-organism';
import { licenceSection } from '../definitions/sections/license';
import { licenseCompanySection } from '../definitions/sections/license-company';
import { licenceDetailSection } from '../definitions/sections/license-detail';
import { licenseGroupSection } from '../definitions/sections/license-group';
import { mixingCompatibilitySection } from '../definitions/sections/mixing-compatibility';
import { noteSection } from '../definitions/sections/note';
import { plantSection } from '../definitions/sections/plant';
import { plantNutritionProductSection } from '../definitions/sections/plant-nutrition-product';
import { unitSection } from '../definitions/sections/unit';
import { mrlActiveSubstanceSection } from '../mrl/active-substance';
import { mrlPlantSection } from '../mrl/plant';
import { mrlRateSection } from '../mrl/rate';
import { provinceNameOf } from '../producers/address';
import { sectionOfEntity } from './reference-sections';
import { API, areaBody, as, buildTestApp, day, prescribingMember, referenceIds, type ReferenceIds, type TestApp, testMember, writeBody } from '../../test-support';

type World = Awaited<ReturnType<typeof prescribingMember>>;

describe('GET dashboard', () => {
  let app: TestApp;
  let ref: ReferenceIds;
  let a: World;
  let b: World;
  let staff: Record<'admin' | 'dataLogger' | 'support', Record<string, string>>;
  let adminA: Record<string, string>;
  let adminB: Record<string, string>;

  const get = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: `${API}/dashboard`, headers });
  const dashboard = async (headers: Record<string, string>) => {
    const res = await get(headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Dashboard;
  };
  const post = (url: string, payload: unknown, headers: Record<string, string>) => app.inject({ method: 'POST', url: `${API}/${url}`, headers, payload: payload as object });

  async function issue(headers: Record<string, string>, body: Record<string, unknown>, url = 'prescription/area-linked', type: number = PrescriptionKind.ProductionArea) {
    const check = await post('prescription/check', { type, ...body }, headers);
    expect(check.statusCode, check.body).toBe(200);
    const res = await post(url, { ...body, acknowledgedFindings: check.json().data.toAcknowledge }, headers);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number };
  }
  /** Moves a prescription `days` back in time. */
  const issuedDaysAgo = (id: number, days: number) =>
    app.db
      .update(prescriptions)
      .set({ issuedAt: sql`now() - make_interval(days => ${days})`, createdAt: sql`now() - make_interval(days => ${days})` })
      .where(eq(prescriptions.id, id));

  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
  let serial = 0;
  /**
   * A member straight into the table, made `daysAgo`. One that came in as a demo request has its
   * registration's history row (a request still open, or one approved since); one made as a
   * member has a member-stage row only.
   */
  async function seedMember(values: Partial<typeof members.$inferInsert> & { stage: 'demo-request' | 'member' }, daysAgo = 0, viaRequest = values.stage === 'demo-request') {
    serial++;
    const [m] = await app.db
      .insert(members)
      .values({ name: `Panel Üye ${serial}`, memberType: 1, app: AppCode.Rct, state: null, createdAt: sql`now() - make_interval(days => ${daysAgo})`, ...values })
      .returning();
    await app.db
      .insert(memberStateHistory)
      .values({ memberId: m!.id, stage: viaRequest ? 'demo-request' : 'member', toState: viaRequest ? null : m!.state, note: 'Panel testi', occurredAt: m!.createdAt });
    return m!;
  }

  beforeAll(async () => {
    app = await buildTestApp();
    ref = await referenceIds(app);
    staff = { admin: await as(app, Role.BestnetAdmin), dataLogger: await as(app, Role.BestnetDataLogger), support: await as(app, Role.BestnetSupport) };
    a = await prescribingMember(app, ref);
    b = await prescribingMember(app, ref);
    adminA = await a.member.as(Role.Admin);
    adminB = await b.member.as(Role.Admin);
  });
  afterAll(() => app.close());

  it('the provider sees members by status and application, demo requests per ISO week and the demos ending in 14 days, soonest first', async () => {
    const before = await dashboard(staff.admin);
    expect(before.scope).toBe('provider');
    const statusCount = (d: Dashboard, status: string | number) => d.members!.byStatus.find((s) => s.status === status)!.count;
    const appCount = (d: Dashboard, app: number) => d.members!.byApp.find((s) => s.app === app)!.count;

    // Two requests arrived last week (one since approved into a demo), one this week; a deleted one is out.
    await seedMember({ stage: 'demo-request' }, 7);
    await seedMember({ stage: 'member', state: MembershipState.InDemo, demoEndsAt: inDays(2), memberType: null, name: 'Ayşe Bağcı' }, 7, true);
    await seedMember({ stage: 'demo-request', app: AppCode.Src }, 0);
    await seedMember({ stage: 'demo-request', deletedAt: new Date() }, 0);
    // Demos: one in 10 days (corporate), one in 20 days (beyond the horizon), one already over.
    await seedMember({ stage: 'member', state: MembershipState.ExtendDate, demoEndsAt: inDays(10), name: 'Yeşil Vadi Tarım' }, 30);
    await seedMember({ stage: 'member', state: MembershipState.InDemoAdditional, demoEndsAt: inDays(20) }, 30);
    await seedMember({ stage: 'member', state: MembershipState.InDemo, demoEndsAt: inDays(-1) }, 30);
    await seedMember({ stage: 'member', state: MembershipState.Canceled, app: AppCode.Trc }, 30);

    const after = await dashboard(staff.admin);
    expect(after.members!.byStatus.map((s) => s.status)).toEqual(['request', 2, 3, 4, 0, 1]);
    expect(statusCount(after, 'request') - statusCount(before, 'request')).toBe(2);
    expect(statusCount(after, MembershipState.InDemo) - statusCount(before, MembershipState.InDemo)).toBe(2);
    expect(statusCount(after, MembershipState.InDemoAdditional) - statusCount(before, MembershipState.InDemoAdditional)).toBe(1);
    expect(statusCount(after, MembershipState.ExtendDate) - statusCount(before, MembershipState.ExtendDate)).toBe(1);
    expect(statusCount(after, MembershipState.Canceled) - statusCount(before, MembershipState.Canceled)).toBe(1);
    expect(after.members!.total - before.members!.total).toBe(7);
    expect(after.members!.byApp.map((s) => s.app)).toEqual([AppCode.Src, AppCode.Rct, AppCode.Trc]);
    expect(appCount(after, AppCode.Src) - appCount(before, AppCode.Src)).toBe(1);
    expect(appCount(after, AppCode.Trc) - appCount(before, AppCode.Trc)).toBe(1);
    expect(appCount(after, AppCode.Rct) - appCount(before, AppCode.Rct)).toBe(5);
    // The total is the members of the table that are not deleted.
    const [live] = await app.db.select({ n: sql<number>`count(*)::int` }).from(members).where(sql`${members.deletedAt} is null`);
    expect(after.members!.total).toBe(live!.n);

    const weeks = after.demoRequestsPerWeek!;
    expect(weeks).toHaveLength(DASHBOARD_REQUEST_WEEKS);
    expect(weeks.every((w) => /^\d{4}-W\d{2}$/.test(w.week) && new Date(`${w.weekStart}T12:00:00Z`).getUTCDay() === 1)).toBe(true);
    expect(weeks.at(-1)!.weekStart <= after.today).toBe(true);
    const weekBefore = before.demoRequestsPerWeek!;
    const delta = weeks.map((w, i) => w.count - weekBefore[i]!.count);
    // Seven days ago is always last week; today is this week. Members made as members (the staff's, the test kit's) are no requests.
    expect(delta).toEqual([...Array(DASHBOARD_REQUEST_WEEKS - 2).fill(0), 2, 1]);
    expect(weeks.slice(0, -2).every((w) => w.count === 0)).toBe(true);

    expect(after.demosEndingSoon!.total).toBe(2);
    expect(after.demosEndingSoon!.items.map(({ name, kind, status }) => ({ name, kind, status }))).toEqual([
      { name: 'Ayşe Bağcı', kind: 'individual', status: MembershipState.InDemo },
      { name: 'Yeşil Vadi Tarım', kind: 'corporate', status: MembershipState.ExtendDate },
    ]);
    expect(Date.parse(after.demosEndingSoon!.items[0]!.demoEndsAt)).toBeGreaterThan(Date.now());
  });

  it('prescriptions per day (30 days, zeros included) and per province; a member’s Admin sees only its own, never member B’s', async () => {
    const izmir = (await post('production-area', areaBody(a.producer.id, { name: 'Menemen Serası', plantId: ref.tomato, provinceCode: '35', district: 'Menemen', neighbourhood: null, decares: 3 }), a.engineer)).json().data as { id: number };
    await issue(a.engineer, writeBody(ref, a.area.id));
    const earlier = await issue(a.engineer, writeBody(ref, a.area.id, { startDate: day(9) }));
    await issuedDaysAgo(earlier.id, 3);
    await issue(a.engineer, writeBody(ref, izmir.id));
    const fastBody = { plantId: ref.tomato, plantingType: 1, areaType: 0, decares: null, ...writeBody(ref, 0) };
    delete (fastBody as { productionAreaId?: number }).productionAreaId;
    await issue(a.engineer, fastBody, 'prescription/fast', PrescriptionKind.Fast);
    // Out of the figures: one deleted, one issued 40 days ago.
    const deleted = await issue(a.engineer, fastBody, 'prescription/fast', PrescriptionKind.Fast);
    expect((await app.inject({ method: 'PATCH', url: `${API}/prescription/${deleted.id}/delete`, headers: a.engineer })).statusCode).toBe(200);
    const old = await issue(a.engineer, writeBody(ref, izmir.id, { startDate: day(24) }));
    await issuedDaysAgo(old.id, 40);
    // Member B: one in Antalya.
    await issue(b.engineer, writeBody(ref, b.area.id));

    const antalya = provinceNameOf('07')!;
    const izmirName = provinceNameOf('35')!;
    const own = await dashboard(adminA);
    expect(own.scope).toBe('member');
    expect(own.members).toBeNull();
    expect(own.demoRequestsPerWeek).toBeNull();
    expect(own.demosEndingSoon).toBeNull();
    expect(own.reference).toBeNull();
    const perDay = own.prescriptions.perDay;
    expect(perDay).toHaveLength(DASHBOARD_PRESCRIPTION_DAYS);
    expect(perDay.at(-1)!.date).toBe(own.today);
    expect(perDay.at(-1)!.count).toBe(3);
    expect(perDay.at(-4)!.count).toBe(1);
    expect(perDay.reduce((s, d) => s + d.count, 0)).toBe(4);
    expect(perDay.filter((d) => d.count === 0)).toHaveLength(DASHBOARD_PRESCRIPTION_DAYS - 2);
    expect(own.prescriptions.total).toBe(4);
    expect(own.prescriptions.byProvince).toEqual([
      { provinceCode: '07', provinceName: antalya, count: 2 },
      { provinceCode: null, provinceName: NoAreaProvinceName, count: 1 },
      { provinceCode: '35', provinceName: izmirName, count: 1 },
    ]);
    expect(own.prescriptions.otherProvinces).toBe(0);

    const theirs = await dashboard(adminB);
    expect(theirs.scope).toBe('member');
    expect(theirs.prescriptions.total).toBe(1);
    expect(theirs.prescriptions.byProvince).toEqual([{ provinceCode: '07', provinceName: antalya, count: 1 }]);

    const provider = await dashboard(staff.support);
    expect(provider.scope).toBe('provider');
    expect(provider.prescriptions.total).toBe(5);
    expect(provider.prescriptions.perDay.at(-1)!.count).toBe(4);
    expect(provider.prescriptions.byProvince[0]).toEqual({ provinceCode: '07', provinceName: antalya, count: 3 });
  });

  it('users by status: the member’s own for its Admin, every member’s for the provider; archived ones apart', async () => {
    await a.member.as(Role.Tekniker);
    await app.db.update(users).set({ status: 'passive' }).where(and(eq(users.memberId, a.member.id), eq(users.role, Role.Tekniker)));
    await a.member.as(Role.User);
    await app.db.update(users).set({ archived: true }).where(and(eq(users.memberId, a.member.id), eq(users.role, Role.User)));

    const own = (await dashboard(adminA)).users;
    const mine = await app.db.select({ status: users.status, archived: users.archived }).from(users).where(eq(users.memberId, a.member.id));
    expect(own.archived).toBe(1);
    expect(own.total).toBe(mine.filter((u) => !u.archived).length);
    expect(own.byStatus).toEqual([
      { status: 'active', count: mine.filter((u) => !u.archived && u.status === 'active').length },
      { status: 'passive', count: 1 },
      { status: 'banned', count: 0 },
    ]);
    const all = (await dashboard(staff.admin)).users;
    const [everyone] = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .innerJoin(members, eq(members.id, users.memberId))
      .where(sql`${members.deletedAt} is null and not ${users.archived}`);
    expect(all.total).toBe(everyone!.n);
    expect(all.total).toBeGreaterThan(own.total);
  });

  it('reference-data counts by section and the last import: when, which section, who', async () => {
    const first = (await dashboard(staff.dataLogger)).reference!;
    expect(first.counts.map((c) => c.section)).toEqual(['ruhsat-tanimi', 'ruhsat-detay-tanimi', 'aktif-madde-tanimi', 'bitki-tanimi', 'zararli-organizma-tanimi', 'bitki-besleme-urunleri', 'mrl-oran']);
    const countOf = (r: NonNullable<Dashboard['reference']>, section: string) => r.counts.find((c) => c.section === section)!;
    expect(countOf(first, 'ruhsat-tanimi').total).toBe(await app.db.$count(licences));
    expect(countOf(first, 'bitki-tanimi').total).toBe(await app.db.$count(plants));
    expect(countOf(first, 'bitki-tanimi').active).toBe(await app.db.$count(plants, eq(plants.status, true)));
    expect(countOf(first, 'ruhsat-tanimi').total).toBeGreaterThan(0);

    const importer = await as(app, Role.BestnetDataLogger);
    const res = await app.inject({
      method: 'POST',
      url: `${API}/definition/plant/import?mode=commit`,
      headers: { ...importer, 'content-type': ImportContentType.csv },
      payload: 'Bitki Adı;Latince Adı;AB Ürün Kodu;Durum\nPanel Kavunu;;;Aktif\nPanel Karpuzu;;;Aktif\n',
    });
    expect(res.statusCode, res.body).toBe(200);

    const after = (await dashboard(staff.admin)).reference!;
    expect(countOf(after, 'bitki-tanimi').total).toBe(countOf(first, 'bitki-tanimi').total + 2);
    // The import's status column is not read back (the list's switch sets it): both are active.
    expect(countOf(after, 'bitki-tanimi').active).toBe(countOf(first, 'bitki-tanimi').active + 2);
    expect(after.lastImport).toMatchObject({ section: 'bitki-tanimi', by: 'Ayşe Çiftçi', created: 2, updated: 0 });
    expect(Date.now() - Date.parse(after.lastImport!.at)).toBeLessThan(60_000);
  });

  it('the import audit’s entity names the section of every definition and MRL spec', () => {
    const specs = [
      plantSection, unitSection, formulationSection, licenseGroupSection, activeSubstanceGroupSection, companyGroupSection, licenseCompanySection,
      harmfulOrganismSection, activeSubstanceSection, plantNutritionProductSection, noteSection, licenceSection, licenceDetailSection,
      mixingCompatibilitySection, mrlActiveSubstanceSection, mrlPlantSection, mrlRateSection,
    ];
    expect(Object.fromEntries(sectionOfEntity)).toEqual(Object.fromEntries(specs.map((s) => [s.entity, s.info.route])));
    expect(new Set(sectionOfEntity.values()).size).toBe(Object.keys(DefinitionSectionInfos).length);
  });

  it('spec §6: Admin and the three provider roles only; anonymous 401', async () => {
    expect((await get()).statusCode).toBe(401);
    const other = await testMember(app);
    for (const role of [Role.Tekniker, Role.Muhendis, Role.User, Role.BestnetOperator, Role.BestnetSales]) {
      const res = await get(await other.as(role));
      expect(res.statusCode, `${role}: ${res.body}`).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    for (const headers of [adminA, staff.admin, staff.dataLogger, staff.support]) expect((await get(headers)).statusCode).toBe(200);
  });
});
