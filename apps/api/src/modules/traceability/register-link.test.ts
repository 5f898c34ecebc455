// Register item 3 through the API: a lot shows the producer's register records on its area in its
// season (read-only, source rct), refuses a stage recording one of them again (409
// REGISTER_DUPLICATE, nothing written) and counts the register's applications in its PHI.
import { randomUUID } from 'node:crypto';
import { RegisterErrorCode } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licences, lots, lotStages, registerApplications, registerHarvests } from '../../platform/db';
import { inTransaction } from '../../platform/tenancy';
import { areaBody, buildTestApp, type TestApp } from '../../test-support';
import { refuseRegisterDuplicate } from './register-link';
import { API, otherTrcMember, referenceIds, trcMember, type ReferenceIds } from './test-kit';

interface StageOut {
  id: number;
  kind: string;
  date: string;
  source: 'trc' | 'rct';
  registerRecordId: number | null;
  productName: string | null;
  phiDays: number | null;
  amount: number | null;
  photoIds: number[];
}

describe('TRC lots and the producer’s register: one event, stored once (register §3)', () => {
  let app: TestApp;
  let ref: ReferenceIds;
  let world: Awaited<ReturnType<typeof trcMember>>;
  let other: Awaited<ReturnType<typeof otherTrcMember>>;
  let akarmek: number;

  const send = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) =>
    app.inject({ method, url: `${API}/${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  beforeAll(async () => {
    app = await buildTestApp();
    ref = await referenceIds(app);
    world = await trcMember(app, ref);
    other = await otherTrcMember(app);
    [{ id: akarmek }] = (await app.db.select({ id: licences.id }).from(licences).where(eq(licences.tradeName, 'Akarmek 18 EC'))) as [{ id: number }];
  });
  afterAll(() => app?.close());

  let areas = 0;
  /** A tomato area of the world's producer with a lot planted on 1 June 2026. */
  async function plantedLot() {
    const area = await send('POST', 'production-area', world.engineer, areaBody(world.producer.id, { name: `Beykonak Serası ${++areas}`, plantId: ref.tomato, decares: 5 }));
    expect(area.statusCode, area.body).toBe(201);
    const areaId = area.json().data.id as number;
    const lot = await send('POST', 'lot', world.engineer, { productionAreaId: areaId, plantId: ref.tomato, variety: 'Salkım', season: '2026', gtin: null, consumerFirstNameConsent: false });
    expect(lot.statusCode, lot.body).toBe(201);
    const lotId = lot.json().data.id as number;
    const planting = await send('POST', `lot/${lotId}/stage`, world.engineer, { clientId: randomUUID(), kind: 'planting', date: '2026-06-01' });
    expect(planting.statusCode, planting.body).toBe(201);
    return { areaId, lotId };
  }

  async function registerApplication(areaId: number, appliedOn: string, withdrawn = false) {
    const [row] = await app.db
      .insert(registerApplications)
      .values({
        memberId: world.member.id,
        productionAreaId: areaId,
        prescriptionId: world.prescription.id,
        prescriptionLineKey: world.lineKey,
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
        recordedByName: 'Gülşen Öztürk',
        ...(withdrawn ? { withdrawnAt: new Date(), withdrawnReason: 'Yanlış alana girildi', withdrawnByName: 'Gülşen Öztürk' } : {}),
      })
      .returning();
    return row!;
  }

  async function registerHarvest(areaId: number, harvestedOn: string) {
    const [row] = await app.db
      .insert(registerHarvests)
      .values({ memberId: world.member.id, productionAreaId: areaId, harvestedOn, amount: 1200, unit: 'kg', lotOrBuyer: 'Şahin Ticaret', recordedBy: 1, recordedByName: 'Gülşen Öztürk' })
      .returning();
    return row!;
  }

  it('(i) the lot’s stages show the register’s records on its area in its season, read-only, in date order', async () => {
    const { areaId, lotId } = await plantedLot();
    const applied = await registerApplication(areaId, '2026-06-05');
    await registerApplication(areaId, '2026-06-06', true); // withdrawn: not shown
    await registerApplication(areaId, '2026-05-20'); // before the lot's season
    const harvested = await registerHarvest(areaId, '2026-06-20');
    const elsewhere = await plantedLot();
    await registerApplication(elsewhere.areaId, '2026-06-05');

    const res = await send('GET', `lot/${lotId}/stages`, world.user);
    expect(res.statusCode, res.body).toBe(200);
    const stages = res.json().data as StageOut[];
    expect(stages.map((s) => [s.kind, s.date, s.source, s.registerRecordId])).toEqual([
      ['planting', '2026-06-01', 'trc', null],
      ['spraying', '2026-06-05', 'rct', applied.id],
      ['harvest', '2026-06-20', 'rct', harvested.id],
    ]);
    expect(stages[1]).toMatchObject({ id: applied.id, productName: 'Akarmek 18 EC', phiDays: 3, photoIds: [] });
    expect(stages[2]).toMatchObject({ amount: 1200 });

    // Another member's lot is not found, register or not.
    expect((await send('GET', `lot/${lotId}/stages`, other.engineer)).statusCode).toBe(404);
  });

  it('(ii) a spraying or harvest the register already holds is refused with 409 REGISTER_DUPLICATE and nothing is written', async () => {
    const { areaId, lotId } = await plantedLot();
    const applied = await registerApplication(areaId, '2026-06-05');
    await registerApplication(areaId, '2026-06-06', true);
    const harvested = await registerHarvest(areaId, '2026-06-20');
    const count = () => app.db.$count(lotStages, eq(lotStages.lotId, lotId));
    const before = await count();

    const fromLine = await send('POST', `lot/${lotId}/stage`, world.engineer, { clientId: randomUUID(), kind: 'spraying', date: '2026-06-05', prescriptionId: world.prescription.id, prescriptionLineKey: world.lineKey });
    expect(fromLine.statusCode, fromLine.body).toBe(409);
    expect(fromLine.json().code).toBe(RegisterErrorCode.Duplicate);
    expect(fromLine.json().message).toContain('Bu ilaçlama üreticinin kayıt defterinde zaten kayıtlı: Akarmek 18 EC, 05.06.2026 06:30');
    expect(fromLine.json().data).toMatchObject({ source: 'rct', id: applied.id, lot: null });
    const direct = await send('POST', `lot/${lotId}/stage`, world.engineer, { clientId: randomUUID(), kind: 'spraying', date: '2026-06-05', licenceId: akarmek, dose: 60, doseUnitId: ref.perHundredLitres });
    expect(direct.statusCode).toBe(409);
    expect(direct.json().code).toBe(RegisterErrorCode.Duplicate);
    const harvest = await send('POST', `lot/${lotId}/stage`, world.engineer, { clientId: randomUUID(), kind: 'harvest', date: '2026-06-20', amount: 1200, unit: 'kg' });
    expect(harvest.statusCode).toBe(409);
    expect(harvest.json()).toMatchObject({ code: RegisterErrorCode.Duplicate, data: { source: 'rct', id: harvested.id } });
    expect(harvest.json().message).toContain('Bu hasat üreticinin kayıt defterinde zaten kayıtlı: 20.06.2026, 1.200 kg (Şahin Ticaret)');
    // The check before saving says the same.
    const checked = await send('POST', `lot/${lotId}/stage/check`, world.engineer, { clientId: randomUUID(), kind: 'harvest', date: '2026-06-20', amount: 1200, unit: 'kg' });
    expect(checked.json().data.errors.map((e: { code: string }) => e.code)).toContain(RegisterErrorCode.Duplicate);
    expect(await count()).toBe(before);

    // Another day, or the day of a withdrawn record: recorded.
    for (const date of ['2026-06-06', '2026-06-08']) {
      const res = await send('POST', `lot/${lotId}/stage`, world.engineer, { clientId: randomUUID(), kind: 'spraying', date, prescriptionId: world.prescription.id, prescriptionLineKey: world.lineKey });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({ source: 'trc', registerRecordId: null });
    }
  });

  it('(ii) the stage’s transaction locks the area and asks again, as the register’s writes do', async () => {
    const { areaId, lotId } = await plantedLot();
    const [lot] = await app.db.select().from(lots).where(eq(lots.id, lotId));
    await expect(inTransaction(app.db, (tx) => refuseRegisterDuplicate(tx, lot!, { kind: 'harvest', date: '2026-06-21', licenceId: null }))).resolves.toBeUndefined();
    const harvested = await registerHarvest(areaId, '2026-06-21');
    await expect(inTransaction(app.db, (tx) => refuseRegisterDuplicate(tx, lot!, { kind: 'harvest', date: '2026-06-21', licenceId: null }))).rejects.toMatchObject({
      statusCode: 409,
      code: RegisterErrorCode.Duplicate,
      data: { source: 'rct', id: harvested.id },
    });
  });

  it('(iii) the lot’s PHI compliance and its harvest check count the register’s applications', async () => {
    const { areaId, lotId } = await plantedLot();
    await registerApplication(areaId, '2026-07-10'); // Akarmek, PHI 3 days on tomato: harvest from 13.07
    const compliance = await send('GET', `lot/${lotId}/compliance`, world.user);
    expect(compliance.statusCode, compliance.body).toBe(200);
    expect(compliance.json().data).toMatchObject({ compliant: true, earliestHarvest: '2026-07-13' });
    expect(compliance.json().data.checks).toEqual([expect.objectContaining({ sprayingStageId: null, product: 'Akarmek 18 EC', sprayedOn: '2026-07-10', phiDays: 3, earliestHarvest: '2026-07-13' })]);

    const early = await send('POST', `lot/${lotId}/stage`, world.engineer, { clientId: randomUUID(), kind: 'harvest', date: '2026-07-11', amount: 900, unit: 'kg' });
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json()).toMatchObject({ code: 'TRC_PHI_NOT_KEPT' });
    expect(early.json().message).toContain('Akarmek 18 EC (10.07.2026 ilaçlaması, 3 gün)');
    const flagged = await send('POST', `lot/${lotId}/stage`, world.engineer, { clientId: randomUUID(), kind: 'harvest', date: '2026-07-11', amount: 900, unit: 'kg', phiOverrideReason: 'Alıcının teslim tarihi öne alındı' });
    expect(flagged.statusCode, flagged.body).toBe(201);
    expect(flagged.json().data.phiFlagged).toBe(true);
    const after = (await send('GET', `lot/${lotId}/compliance`, world.user)).json().data;
    expect(after.compliant).toBe(false);
    expect(after.checks[0]).toMatchObject({ sprayingStageId: null, harvestStageId: flagged.json().data.id, harvestDate: '2026-07-11', ok: false });
  });
});
