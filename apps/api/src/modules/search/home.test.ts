// On PostgreSQL (PGlite without TEST_DATABASE_URL): GET search/home, the panels of
// `src-dashboard` and `anasayfa`. The counts of what search finds, the newest reference changes
// (a member's user counts only its own member's flagged prescriptions, the provider every one),
// and for RCT's professional roles their own member's latest prescriptions and counts — never
// another member's; SRC and TRC users and the provider's staff get none.
import { AppCode, PrescriptionKind, Role, type HomeSummary } from '@portal/contracts';
import { isLicenceValidOn } from '@portal/domain/prescription';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeSubstances, harmfulOrganisms, licences, mrlRates, plants, prescriptionChangeFlags, prescriptions, referenceChanges } from '../../platform/db';
import { API, as, buildTestApp, day, prescribingMember, referenceIds, type ReferenceIds, type TestApp, writeBody } from '../../test-support';
import { dataOf, todayInTurkey } from './test-kit';

type World = Awaited<ReturnType<typeof prescribingMember>>;

describe('GET search/home', () => {
  let app: TestApp;
  let ref: ReferenceIds;
  let a: World;
  let b: World;
  let aRx: { id: number; publicId: string }[];
  let bRx: { id: number; publicId: string };
  let changes: number[];
  const home = (headers: Record<string, string>) => dataOf<HomeSummary>(app, 'home', headers);

  async function issue(headers: Record<string, string>, body: Record<string, unknown>) {
    const check = await app.inject({ method: 'POST', url: `${API}/prescription/check`, headers, payload: { type: PrescriptionKind.ProductionArea, ...body } });
    expect(check.statusCode, check.body).toBe(200);
    const res = await app.inject({ method: 'POST', url: `${API}/prescription/area-linked`, headers, payload: { ...body, acknowledgedFindings: check.json().data.toAcknowledge } });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json().data as { id: number };
    const [row] = await app.db.select({ id: prescriptions.id, publicId: prescriptions.publicId }).from(prescriptions).where(eq(prescriptions.id, id));
    return row!;
  }

  beforeAll(async () => {
    app = await buildTestApp();
    ref = await referenceIds(app);
    a = await prescribingMember(app, ref);
    b = await prescribingMember(app, ref);
    const first = await issue(a.engineer, writeBody(ref, a.area.id));
    const second = await issue(a.engineer, writeBody(ref, a.area.id, { startDate: day(9) }));
    aRx = [first, second];
    bRx = await issue(b.engineer, writeBody(ref, b.area.id));
    // Six licence changes, a minute apart, the last the newest.
    const [akarmek] = await app.db.select().from(licences).where(eq(licences.tradeName, 'Akarmek 18 EC'));
    changes = [];
    for (let n = 6; n >= 1; n--) {
      const [row] = await app.db
        .insert(referenceChanges)
        .values({
          kind: 'licence-cancelled',
          source: 'edit',
          occurredAt: sql`now() - make_interval(mins => ${n})`,
          licenceId: akarmek!.id,
          summary: { licence: { id: akarmek!.id, tradeName: akarmek!.tradeName, licenceNumber: akarmek!.licenceNumber } },
          affectedCount: n === 1 ? 2 : n === 2 ? 1 : 0,
        })
        .returning({ id: referenceChanges.id });
      changes.push(row!.id);
    }
    const [, , , , previous, newest] = changes;
    // The newest flags one of A's and B's; the one before flags A's other, since acknowledged.
    await app.db.insert(prescriptionChangeFlags).values([
      { prescriptionId: first.id, referenceChangeId: newest! },
      { prescriptionId: bRx.id, referenceChangeId: newest! },
      { prescriptionId: second.id, referenceChangeId: previous!, acknowledgedAt: new Date() },
    ]);
  });
  afterAll(() => app?.close());

  it('counts what search finds: licences valid today, active plants, organisms and substances, MRL rates in force', async () => {
    const summary = await home(a.engineer);
    const all = await app.db.select().from(licences).where(eq(licences.status, true));
    const validToday = all.filter((l) => isLicenceValidOn({ status: l.licenceStatus, cancelledOn: l.cancelledOn, expiryDate: l.expiryDate, licenceDate: l.licenceDate }, todayInTurkey()));
    expect(validToday.length).toBeLessThan(all.length);
    expect(summary.counts).toEqual({
      licences: validToday.length,
      plants: await app.db.$count(plants, eq(plants.status, true)),
      harmfulOrganisms: await app.db.$count(harmfulOrganisms, eq(harmfulOrganisms.status, true)),
      activeSubstances: await app.db.$count(activeSubstances, eq(activeSubstances.status, true)),
      mrls: await app.db.$count(mrlRates, and(eq(mrlRates.status, true), eq(mrlRates.expireStatus, false), lte(mrlRates.date, todayInTurkey()))),
    });
    await app.db.update(plants).set({ status: false }).where(eq(plants.name, 'Çay'));
    expect((await home(a.engineer)).counts.plants).toBe(summary.counts.plants - 1);
  });

  it('the five newest reference changes; a member counts only its own flagged prescriptions, the provider every one', async () => {
    const newestFirst = [...changes].reverse().slice(0, 5);
    const ofA = (await home(a.engineer)).latestChanges;
    expect(ofA.map((c) => c.id)).toEqual(newestFirst);
    expect(ofA[0]).toMatchObject({ kind: 'licence-cancelled', source: 'edit', licence: { tradeName: 'Akarmek 18 EC', licenceNumber: 'ÖRN-2014/0231' }, mrl: null });
    expect(ofA.map((c) => c.affectedCount)).toEqual([1, 1, 0, 0, 0]);
    expect((await home(b.engineer)).latestChanges.map((c) => c.affectedCount)).toEqual([1, 0, 0, 0, 0]);
    const support = await as(app, Role.BestnetSupport);
    expect((await home(support)).latestChanges.map((c) => c.affectedCount)).toEqual([2, 1, 0, 0, 0]);
  });

  it('a professional sees its own member’s latest prescriptions and counts, never another member’s', async () => {
    const own = await home(a.engineer);
    expect(own.recentPrescriptions.map((p) => p.publicId)).toEqual([aRx[1]!.publicId, aRx[0]!.publicId]);
    expect(own.recentPrescriptions[1]).toMatchObject({ id: aRx[0]!.id, kind: PrescriptionKind.ProductionArea, producerName: 'Şükrü Işıkoğlu', plantName: 'Domates', flagged: true, state: 'issued', archived: false });
    expect(own.recentPrescriptions[0]!.prescriptionNo).toMatch(/^RCT-\d{4}-\d{6}$/);
    // The acknowledged flag no longer counts.
    expect(own.recentPrescriptions[0]!.flagged).toBe(false);
    expect(own.prescriptionCounts).toEqual({ thisMonth: 2, total: 2, flagged: 1 });
    // The member's other professional roles see the same.
    expect((await home(await a.member.as(Role.Tekniker))).recentPrescriptions.map((p) => p.publicId)).toEqual(own.recentPrescriptions.map((p) => p.publicId));

    const theirs = await home(b.engineer);
    expect(theirs.recentPrescriptions.map((p) => p.publicId)).toEqual([bRx.publicId]);
    expect(theirs.prescriptionCounts).toEqual({ thisMonth: 1, total: 1, flagged: 1 });

    // Last month's counts in the total only; a deleted one nowhere.
    await app.db
      .update(prescriptions)
      .set({ createdAt: sql`date_trunc('month', now() at time zone 'Europe/Istanbul') at time zone 'Europe/Istanbul' - interval '1 day'` })
      .where(eq(prescriptions.id, aRx[0]!.id));
    expect((await home(a.engineer)).prescriptionCounts).toEqual({ thisMonth: 1, total: 2, flagged: 1 });
    expect((await app.inject({ method: 'PATCH', url: `${API}/prescription/${aRx[1]!.id}/delete`, headers: a.engineer })).statusCode).toBe(200);
    const after = await home(a.engineer);
    expect(after.recentPrescriptions.map((p) => p.publicId)).toEqual([aRx[0]!.publicId]);
    expect(after.prescriptionCounts).toEqual({ thisMonth: 0, total: 1, flagged: 1 });
  });

  it('an SRC user, a TRC user and the provider’s staff get no prescriptions', async () => {
    for (const [who, headers] of [
      ['SRC', await as(app, Role.User, { app: AppCode.Src })],
      ['TRC', await as(app, Role.User, { app: AppCode.Trc })],
      ['BestnetAdmin', await as(app, Role.BestnetAdmin)],
    ] as const) {
      const summary = await home(headers);
      expect(summary.recentPrescriptions, who).toEqual([]);
      expect(summary.prescriptionCounts, who).toBeNull();
      expect(summary.latestChanges, who).toHaveLength(5);
      expect(summary.counts.licences, who).toBeGreaterThan(0);
    }
    const all = await app.db.select({ id: prescriptions.id }).from(prescriptions).where(inArray(prescriptions.memberId, [a.member.id, b.member.id]));
    expect(all.length).toBeGreaterThan(0);
  });
});
