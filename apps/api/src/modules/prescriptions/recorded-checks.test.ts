// Register item 2 through the API: the checks before a prescription is issued count what was
// done on the area — the producer's register (not withdrawn) and TRC lots' sprayings — for a
// line that has records, its planned date otherwise, and the findings say which they used.
import { randomUUID } from 'node:crypto';
import { foldForSearch } from '@portal/shared/util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licences, lots, lotStages, prescriptions, registerApplications } from '../../platform/db';
import { API, buildTestApp, day, prescribingMember, referenceIds, writeBody, type ReferenceIds, type TestApp } from '../../test-support';

const tr = (iso: string) => iso.split('-').reverse().join('.');

interface Finding {
  code: string;
  severity: string;
  message: string;
  params?: Record<string, string | number>;
}

describe('prescription checks count recorded applications (register §2)', () => {
  let app: TestApp;
  let ref: ReferenceIds;
  let world: Awaited<ReturnType<typeof prescribingMember>>;
  let earlier: { id: number; lineKey: string };
  let akarmek: number;

  const check = async (): Promise<Finding[]> => {
    const res = await app.inject({ method: 'POST', url: `${API}/prescription/check`, headers: world.engineer, payload: { type: 1, ...writeBody(ref, world.area.id) } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.findings as Finding[];
  };
  const find = (findings: Finding[], code: string) => findings.find((f) => f.code === code);

  async function record(appliedOn: string) {
    const [row] = await app.db
      .insert(registerApplications)
      .values({
        memberId: world.member.id,
        productionAreaId: world.area.id,
        prescriptionId: earlier.id,
        prescriptionLineKey: earlier.lineKey,
        licenceId: akarmek,
        productName: 'Akarmek 18 EC',
        appliedOn,
        startTime: '06:30',
        applicatorKind: 'producer',
        applicatorName: 'Şükrü Işıkoğlu',
        amount: 250,
        amountUnit: 'ml',
        decares: 5,
        recordedBy: 1,
        recordedByName: 'Test Mühendis',
      })
      .returning();
    return row!;
  }

  beforeAll(async () => {
    app = await buildTestApp();
    ref = await referenceIds(app);
    world = await prescribingMember(app, ref);
    [{ id: akarmek }] = (await app.db.select({ id: licences.id }).from(licences).where(eq(licences.tradeName, 'Akarmek 18 EC'))) as [{ id: number }];
    // An Akarmek prescription (at most 2 a season, 10 days apart, IRAC 6) issued a month ago.
    const body = writeBody(ref, world.area.id);
    const checked = await app.inject({ method: 'POST', url: `${API}/prescription/check`, headers: world.engineer, payload: { type: 1, ...body } });
    const issued = await app.inject({ method: 'POST', url: `${API}/prescription/area-linked`, headers: world.engineer, payload: { ...body, acknowledgedFindings: checked.json().data.toAcknowledge } });
    expect(issued.statusCode, issued.body).toBe(201);
    earlier = { id: issued.json().data.id, lineKey: body.lines[0]!.key };
    await app.db.update(prescriptions).set({ startDate: day(-30) }).where(eq(prescriptions.id, earlier.id));
  });
  afterAll(() => app?.close());

  it('uses the planned date of a line without records, and says so', async () => {
    const findings = await check();
    expect(find(findings, 'APPLICATION_INTERVAL_TOO_SHORT')).toBeUndefined();
    expect(find(findings, 'MAX_APPLICATIONS_EXCEEDED')).toBeUndefined();
    const resistance = find(findings, 'RESISTANCE_SAME_MOA');
    expect(resistance?.message).toContain(`(Akarmek 18 EC, ${tr(day(-30))}, planlanan)`);
    expect(resistance?.params).toMatchObject({ source: 'planned' });
  });

  it('uses the recorded application instead of the planned date: the interval and the last application', async () => {
    const row = await record(day(-4));
    const findings = await check();
    const interval = find(findings, 'APPLICATION_INTERVAL_TOO_SHORT');
    expect(interval?.message).toContain(`Akarmek 18 EC en son ${tr(day(-4))} tarihinde uygulandı (kayıtlı uygulama, 4 gün önce); ruhsata göre iki uygulama arasında en az 10 gün olmalı, 6 gün eksik`);
    expect(interval?.params).toMatchObject({ source: 'recorded', otherDate: tr(day(-4)) });
    expect(find(findings, 'RESISTANCE_SAME_MOA')?.message).toContain(`(Akarmek 18 EC, ${tr(day(-4))}, kayıtlı uygulama)`);

    // Withdrawn, it no longer counts: the planned date is back.
    await app.db.update(registerApplications).set({ withdrawnAt: new Date(), withdrawnReason: 'Yanlış alana girildi', withdrawnByName: 'Test Mühendis' }).where(eq(registerApplications.id, row.id));
    const again = await check();
    expect(find(again, 'APPLICATION_INTERVAL_TOO_SHORT')).toBeUndefined();
    expect(find(again, 'RESISTANCE_SAME_MOA')?.message).toContain(`${tr(day(-30))}, planlanan`);
  });

  it('counts a TRC lot’s spraying on the area with the register’s applications against the maximum', async () => {
    await record(day(-25));
    const [lot] = await app.db
      .insert(lots)
      .values({ memberId: world.member.id, productionAreaId: world.area.id, plantId: ref.tomato, year: 2026, seq: 1, code: 'TRC-2026-000001', season: '2026', searchText: foldForSearch('TRC-2026-000001'), createdBy: 1 })
      .returning();
    await app.db.insert(lotStages).values({
      lotId: lot!.id,
      clientId: randomUUID(),
      kind: 'spraying',
      date: day(-12),
      recordedBy: 1,
      recordedByName: 'Deniz Erdem',
      prescriptionId: earlier.id,
      prescriptionNo: 'x',
      prescriptionLineKey: earlier.lineKey,
      licenceId: akarmek,
      productName: 'Akarmek 18 EC',
      phiDays: 3,
    });
    const findings = await check();
    const max = find(findings, 'MAX_APPLICATIONS_EXCEEDED');
    expect(max?.severity).toBe('error');
    // The line planned a month ago was applied twice (register and TRC): this one is the third.
    expect(max?.message).toContain(`3. kez uygulanacak (önceki: kayıtlı uygulama ${tr(day(-25))}, ${tr(day(-12))})`);
    expect(max?.params).toMatchObject({ count: 3, source: 'recorded' });
  });
});
