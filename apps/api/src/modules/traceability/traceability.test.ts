// Through the API: lots, stages in order, the PHI check at its
// boundary, idempotent stages, the location check, tenancy and access.
import { randomUUID } from 'node:crypto';
import { Role } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, lotStages, lots } from '../../platform/db';
import { as, buildTestApp, type TestApp } from '../../test-support';
import { API, otherTrcMember, referenceIds, trcMember, type ReferenceIds } from './test-kit';

describe('traceability API', () => {
  let app: TestApp;
  let ref: ReferenceIds;
  let world: Awaited<ReturnType<typeof trcMember>>;
  let other: Awaited<ReturnType<typeof otherTrcMember>>;

  const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown) =>
    app.inject({ method, url: `${API}/${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  beforeAll(async () => {
    app = await buildTestApp();
    ref = await referenceIds(app);
    world = await trcMember(app, ref);
    other = await otherTrcMember(app);
  });
  afterAll(() => app?.close());

  const lotBody = (overrides: Record<string, unknown> = {}) => ({ productionAreaId: world.drawnArea.id, plantId: ref.tomato, variety: 'Salkım', season: '2026', gtin: null, consumerFirstNameConsent: true, ...overrides });
  async function newLot(overrides: Record<string, unknown> = {}, headers = world.engineer) {
    const res = await send('POST', 'lot', headers, lotBody(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; code: string };
  }
  const stage = (kind: string, date: string, extra: Record<string, unknown> = {}) => ({ clientId: randomUUID(), kind, date, ...extra });
  const harvest = (date: string, extra: Record<string, unknown> = {}) => stage('harvest', date, { amount: 1200, unit: 'kg', ...extra });
  const directSpraying = (date: string, licenceId: number | null = null) => stage('spraying', date, { licenceId, dose: 60, doseUnitId: ref.perHundredLitres });
  async function record(lotId: number, body: Record<string, unknown>, headers = world.engineer) {
    const res = await send('POST', `lot/${lotId}/stage`, headers, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; phiFlagged: boolean; locationCheck: string | null; phiDays: number | null; productName: string };
  }
  /** A lot planted on 1 June and sprayed from the prescription (Akarmek, PHI 3 days) on 10 June. */
  async function sprayedLot() {
    const lot = await newLot();
    await record(lot.id, stage('planting', '2026-06-01'));
    const spraying = await record(lot.id, stage('spraying', '2026-06-10', { prescriptionId: world.prescription.id, prescriptionLineKey: world.lineKey }));
    return { lot, spraying };
  }

  describe('§1 lots', () => {
    it('creates a lot with the next gap-free code of the member and year, lists, reads and edits it', async () => {
      const year = new Date(Date.now() + 3 * 3600_000).getUTCFullYear();
      const a = await newLot();
      const b = await newLot({ gtin: '8690000000005' });
      expect(a.code).toMatch(new RegExp(`^TRC-${year}-\\d{6}$`));
      expect(Number(b.code.slice(-6))).toBe(Number(a.code.slice(-6)) + 1);
      // Another member's sequence is its own.
      const theirs = await send('POST', 'lot', other.engineer, { ...lotBody(), productionAreaId: (await otherArea()).id });
      expect(theirs.statusCode, theirs.body).toBe(201);
      expect(theirs.json().data.code).toBe(`TRC-${year}-000001`);

      const read = await send('GET', `lot/${b.id}`, world.user);
      expect(read.statusCode).toBe(200);
      expect(read.json().data).toMatchObject({ code: b.code, gtin: '8690000000005', productionArea: { id: world.drawnArea.id, name: 'Kumluca Serası', district: 'Kumluca' }, producer: { fullName: 'Şükrü Işıkoğlu' }, plant: { id: ref.tomato }, status: 'open', lastStage: null });

      const list = await send('GET', `lot?search=${encodeURIComponent('KUMLUCA SERASI')}&limit=100`, world.user);
      expect(list.statusCode).toBe(200);
      expect(list.json().data.map((l: { id: number }) => l.id)).toEqual(expect.arrayContaining([a.id, b.id]));
      expect(list.json().data.every((l: { productionArea: { id: number } }) => l.productionArea.id === world.drawnArea.id)).toBe(true);
      // A page past the end is empty and counts the same (the offset is the prepared statement's value).
      const all = (await send('GET', 'lot?limit=100', world.user)).json();
      const past = (await send('GET', 'lot?page=2&limit=100', world.user)).json();
      expect(past).toEqual({ data: [], count: all.count });
      expect(all.data).toHaveLength(all.count);

      const edited = await send('PUT', `lot/${a.id}`, world.engineer, { plantId: ref.tomato, variety: 'Pembe', season: '2026 güz', gtin: null, consumerFirstNameConsent: false });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().data).toMatchObject({ variety: 'Pembe', season: '2026 güz', consumerFirstNameConsent: false, code: a.code });
      const closed = await send('PATCH', `lot/${a.id}/status`, world.engineer, { status: 'closed' });
      expect(closed.json().data.status).toBe('closed');
      expect((await send('GET', 'lot?status=closed&limit=100', world.user)).json().data.map((l: { id: number }) => l.id)).toContain(a.id);
      const audited = await app.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, String(a.id)));
      expect(audited.map((r) => r.action)).toEqual(expect.arrayContaining(['lot.create', 'lot.update', 'lot.status']));
    });

    it('answers bad input 400 with field details and writes nothing', async () => {
      const before = await app.db.$count(lots);
      const cases: Array<[Record<string, unknown>, string]> = [
        [lotBody({ season: '' }), 'body.season'],
        [lotBody({ gtin: '8690000000006' }), 'body.gtin'],
        [lotBody({ gtin: '12345' }), 'body.gtin'],
        [lotBody({ plantId: 999_999_999 }), 'body.plantId'],
        [lotBody({ productionAreaId: 'bir' }), 'body.productionAreaId'],
        [lotBody({ variety: 'Sal\u0000kım' }), 'body.variety'],
      ];
      for (const [body, field] of cases) {
        const res = await send('POST', 'lot', world.engineer, body);
        expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
        expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
      }
      const list = await send('GET', 'lot?status=hepsi', world.user);
      expect(list.statusCode).toBe(400);
      expect(await app.db.$count(lots)).toBe(before);
    });

    it("§7 refuses another member's production area as a field error", async () => {
      const res = await send('POST', 'lot', other.engineer, lotBody());
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([{ field: 'body.productionAreaId', message: 'Üretim alanı bulunamadı' }]);
    });
  });

  async function otherArea() {
    const res = await send('POST', 'production-area', other.engineer, { producerId: null, name: 'Diğer Bahçe', areaType: 1, cover: null, provinceCode: '35', district: 'Menemen', neighbourhood: null, cksBlock: null, cksParcel: null, plantId: null, plantingType: null, plantingDate: null, expectedHarvestDate: null, decares: 10, polygon: null });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number };
  }

  describe('§2 stages', () => {
    it('keeps the order: no harvest before sowing or planting, no packing before a harvest, no day in the future', async () => {
      const lot = await newLot();
      const early = await send('POST', `lot/${lot.id}/stage`, world.engineer, harvest('2026-06-01'));
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({ code: 'TRC_STAGE_ORDER' });
      const packing = await send('POST', `lot/${lot.id}/stage`, world.engineer, stage('packing', '2026-06-01'));
      expect(packing.json().code).toBe('TRC_STAGE_ORDER');
      await record(lot.id, stage('sowing', '2026-05-01'));
      await record(lot.id, harvest('2026-06-01'));
      await record(lot.id, stage('packing', '2026-06-02', { packages: 120, packageUnit: 'koli' }));
      const future = await send('POST', `lot/${lot.id}/stage`, world.engineer, stage('irrigation', '2099-01-01'));
      expect(future.statusCode).toBe(400);
      expect(future.json().details.map((d: { field: string }) => d.field)).toEqual(['body.date']);
      const stages = (await send('GET', `lot/${lot.id}/stages`, world.user)).json().data as Array<{ kind: string }>;
      expect(stages.map((s) => s.kind)).toEqual(['sowing', 'harvest', 'packing']);
      expect((await send('GET', `lot/${lot.id}`, world.user)).json().data.lastStage).toEqual({ kind: 'packing', date: '2026-06-02' });
    });

    it('answers bad stage bodies 400 with the field: both spraying sources, a harvest without amount, amount on irrigation', async () => {
      const lot = await newLot();
      const before = await app.db.$count(lotStages);
      const cases: Array<[Record<string, unknown>, string]> = [
        [stage('spraying', '2026-06-01', { prescriptionId: world.prescription.id, prescriptionLineKey: world.lineKey, licenceId: 1, dose: 1, doseUnitId: 1 }), 'body.prescriptionId'],
        [stage('harvest', '2026-06-01'), 'body.amount'],
        [stage('irrigation', '2026-06-01', { amount: 5, unit: 'kg' }), 'body.amount'],
        [{ ...stage('irrigation', '2026-06-01'), clientId: 'bir' }, 'body.clientId'],
        [stage('hasat', '2026-06-01'), 'body.kind'],
        [stage('irrigation', '2026-02-30'), 'body.date'],
        [stage('irrigation', '2026-06-01', { location: { lat: 95, lon: 30 } }), 'body.location.lat'],
        [stage('spraying', '2026-06-01', { prescriptionId: world.prescription.id, prescriptionLineKey: 'yok' }), 'body.prescriptionLineKey'],
      ];
      for (const [body, field] of cases) {
        const res = await send('POST', `lot/${lot.id}/stage`, world.engineer, body);
        expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
        expect(res.json().details.map((d: { field: string }) => d.field), res.body).toContain(field);
      }
      expect(await app.db.$count(lotStages)).toBe(before);
    });

    it('stores a stage sent twice with the same clientId once, answering the stored stage', async () => {
      const lot = await newLot();
      const body = stage('planting', '2026-06-01', { notes: 'Fideler dikildi' });
      const first = await send('POST', `lot/${lot.id}/stage`, world.engineer, body);
      expect(first.statusCode).toBe(201);
      const again = await send('POST', `lot/${lot.id}/stage`, world.engineer, body);
      expect(again.statusCode).toBe(200);
      expect(again.json().data.id).toBe(first.json().data.id);
      // Two sends of one offline stage racing each other: one row, one 201.
      const racing = { ...body, clientId: randomUUID() };
      const both = await Promise.all([send('POST', `lot/${lot.id}/stage`, world.engineer, racing), send('POST', `lot/${lot.id}/stage`, world.engineer, racing)]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
      expect(both[0]!.json().data.id).toBe(both[1]!.json().data.id);
      expect(await app.db.$count(lotStages, eq(lotStages.lotId, lot.id))).toBe(2);
    });

    it('checks the location against the area polygon: inside, outside, no polygon, none sent', async () => {
      const drawn = await newLot();
      const inside = await record(drawn.id, stage('planting', '2026-06-01', { location: { lat: 36.3702, lon: 30.2905, accuracyM: 8 } }));
      expect(inside.locationCheck).toBe('inside');
      const outside = await record(drawn.id, stage('irrigation', '2026-06-02', { location: { lat: 36.38, lon: 30.2905 } }));
      expect(outside.locationCheck).toBe('outside');
      expect((await record(drawn.id, stage('irrigation', '2026-06-03'))).locationCheck).toBeNull();
      const undrawn = await newLot({ productionAreaId: world.undrawnArea.id });
      expect((await record(undrawn.id, stage('planting', '2026-06-01', { location: { lat: 36.3702, lon: 30.2905 } }))).locationCheck).toBe('no-polygon');
    });

    it("takes a spraying from the member's prescription line with its product and PHI, or a product registered on the plant", async () => {
      const { spraying, lot } = await sprayedLot();
      expect(spraying).toMatchObject({ productName: 'Akarmek 18 EC', phiDays: 3 });
      const licence = (await send('GET', `lot/${lot.id}/stages`, world.user)).json().data[1].licenceId as number;
      expect(await record(lot.id, directSpraying('2026-06-11', licence))).toMatchObject({ productName: 'Akarmek 18 EC', phiDays: 3 });
    });

    it("refuses a spraying from another member's prescription (400) and a product with no use on the lot's plant", async () => {
      const theirs = await send('POST', 'lot', other.engineer, { ...lotBody(), productionAreaId: (await otherArea()).id });
      const lotId = theirs.json().data.id as number;
      const res = await send('POST', `lot/${lotId}/stage`, other.engineer, stage('spraying', '2026-06-10', { prescriptionId: world.prescription.id, prescriptionLineKey: world.lineKey }));
      expect(res.statusCode).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toEqual(['body.prescriptionId']);
      const noUse = await send('POST', `lot/${lotId}/stage`, other.engineer, { ...directSpraying('2026-06-10'), licenceId: 999_999_999 });
      expect(noUse.statusCode).toBe(400);
      expect(noUse.json().details.map((d: { field: string }) => d.field)).toEqual(['body.licenceId']);
    });

    it('lets the recorder or an Admin delete a stage, not another user; not one a later stage needs', async () => {
      const lot = await newLot();
      const planting = await record(lot.id, stage('planting', '2026-06-01'));
      const irrigation = await record(lot.id, stage('irrigation', '2026-06-02'));
      await record(lot.id, harvest('2026-06-05'));
      const byOther = await send('DELETE', `lot/${lot.id}/stage/${irrigation.id}`, world.user);
      expect(byOther.statusCode).toBe(403);
      const needed = await send('DELETE', `lot/${lot.id}/stage/${planting.id}`, world.engineer);
      expect(needed.statusCode).toBe(409);
      const byAdmin = await send('DELETE', `lot/${lot.id}/stage/${irrigation.id}`, world.admin);
      expect(byAdmin.statusCode, byAdmin.body).toBe(200);
      expect(await app.db.$count(lotStages, eq(lotStages.lotId, lot.id))).toBe(2);
    });

    it('refuses a stage on a closed lot', async () => {
      const lot = await newLot();
      await send('PATCH', `lot/${lot.id}/status`, world.engineer, { status: 'closed' });
      const res = await send('POST', `lot/${lot.id}/stage`, world.engineer, stage('planting', '2026-06-01'));
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('TRC_LOT_CLOSED');
    });
  });

  describe('§3 PHI compliance at the boundary', () => {
    it('refuses a harvest on spraying + PHI − 1 without a reason, naming the product and the earliest day; the check says so before saving', async () => {
      const { lot } = await sprayedLot();
      const body = harvest('2026-06-12');
      const check = await send('POST', `lot/${lot.id}/stage/check`, world.engineer, body);
      expect(check.statusCode, check.body).toBe(200);
      expect(check.json().data).toMatchObject({ ok: false, phiFlagged: true, phi: [{ product: 'Akarmek 18 EC', phiDays: 3, sprayedOn: '2026-06-10', earliestHarvest: '2026-06-13', ok: false }] });
      const before = await app.db.$count(lotStages, eq(lotStages.lotId, lot.id));
      const refused = await send('POST', `lot/${lot.id}/stage`, world.engineer, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('TRC_PHI_NOT_KEPT');
      expect(refused.json().message).toContain('Akarmek 18 EC');
      expect(refused.json().message).toContain('13.06.2026');
      expect(await app.db.$count(lotStages, eq(lotStages.lotId, lot.id))).toBe(before);
    });

    it('stores the too-early harvest with a reason, flagged, and the lot is not compliant', async () => {
      const { lot, spraying } = await sprayedLot();
      const stored = await record(lot.id, harvest('2026-06-12', { phiOverrideReason: 'Alıcı erken teslim istedi; numune laboratuvara gönderildi' }));
      expect(stored.phiFlagged).toBe(true);
      const compliance = (await send('GET', `lot/${lot.id}/compliance`, world.user)).json().data;
      expect(compliance).toMatchObject({ compliant: false, checks: [{ sprayingStageId: spraying.id, harvestStageId: stored.id, earliestHarvest: '2026-06-13', ok: false }] });
    });

    it('allows the harvest on spraying + PHI exactly and after, unflagged, and the lot is compliant', async () => {
      for (const date of ['2026-06-13', '2026-06-14']) {
        const { lot } = await sprayedLot();
        const check = (await send('POST', `lot/${lot.id}/stage/check`, world.engineer, harvest(date))).json().data;
        expect(check).toMatchObject({ ok: true, phiFlagged: false });
        const stored = await record(lot.id, harvest(date, { phiOverrideReason: 'gereksiz' }));
        expect(stored.phiFlagged).toBe(false);
        expect((await send('GET', `lot/${lot.id}/compliance`, world.user)).json().data).toMatchObject({ compliant: true, earliestHarvest: null });
      }
    });

    it('reports the earliest harvest day while no harvest follows the spraying', async () => {
      const { lot } = await sprayedLot();
      expect((await send('GET', `lot/${lot.id}/compliance`, world.user)).json().data).toMatchObject({ compliant: true, earliestHarvest: '2026-06-13' });
    });
  });

  describe('§7 tenancy and access', () => {
    it("answers another member's lot and stage 404 on every route", async () => {
      const { lot, spraying } = await sprayedLot();
      const routes: Array<['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string, unknown?]> = [
        ['GET', `lot/${lot.id}`],
        ['PUT', `lot/${lot.id}`, { plantId: ref.tomato, variety: null, season: '2026', gtin: null, consumerFirstNameConsent: false }],
        ['PATCH', `lot/${lot.id}/status`, { status: 'closed' }],
        ['GET', `lot/${lot.id}/stages`],
        ['POST', `lot/${lot.id}/stage`, stage('irrigation', '2026-06-11')],
        ['POST', `lot/${lot.id}/stage/check`, stage('irrigation', '2026-06-11')],
        ['GET', `lot/${lot.id}/compliance`],
        ['DELETE', `lot/${lot.id}/stage/${spraying.id}`],
      ];
      for (const [method, url, body] of routes) {
        const res = await send(method, url, other.engineer, body);
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
      }
      expect((await send('GET', 'lot?limit=100', other.engineer)).json().data.map((l: { id: number }) => l.id)).not.toContain(lot.id);
      const ownOtherLot = await send('POST', 'lot', other.engineer, { ...lotBody(), productionAreaId: (await otherArea()).id });
      const wrongLot = await send('DELETE', `lot/${ownOtherLot.json().data.id}/stage/${spraying.id}`, other.engineer);
      expect(wrongLot.statusCode).toBe(404);
    });

    it("refuses a user of a member that is not on TRC (403), a role outside the area (403) and an anonymous caller (401)", async () => {
      const rct = await as(app as never, Role.Muhendis);
      const res = await send('GET', 'lot', rct);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('TRC_NOT_MEMBER');
      expect((await send('POST', 'lot', rct, lotBody())).statusCode).toBe(403);
      expect((await send('GET', 'lot', await as(app as never, Role.BestnetAdmin))).statusCode).toBe(403);
      expect((await send('GET', 'lot', {})).statusCode).toBe(401);
      expect((await send('POST', 'lot/1/stage', {}, { kind: 'x' })).statusCode).toBe(401);
    });
  });
});
