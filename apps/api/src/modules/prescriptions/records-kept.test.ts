// On PostgreSQL: an issued or cancelled prescription is never erased. PATCH …/delete marks it
// deleted: out of every list and search, kept with its audit, its public link saying it was
// withdrawn and by whom, its detail still readable so a correction reaches its original.
import { PrescriptionKind } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, prescriptions } from '../../platform/db';
import { API, buildTestApp, prescribingMember, referenceIds, writeBody, type ReferenceIds, type TestApp } from '../../test-support';

describe('deleting a prescription keeps the record', () => {
  let app: TestApp;
  let ref: ReferenceIds;

  beforeAll(async () => {
    app = await buildTestApp({ env: { WEATHER_API_URL: 'http://127.0.0.1:9', WEATHER_TIMEOUT_MS: '300' } });
    ref = await referenceIds(app);
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers?: Record<string, string>, payload?: object) => app.inject({ method, url: `${API}/${url}`, headers, payload });

  async function issue(headers: Record<string, string>, body: Record<string, unknown>) {
    const check = (await call('POST', 'prescription/check', headers, { type: PrescriptionKind.ProductionArea, ...body })).json().data as { toAcknowledge: string[] };
    const res = await call('POST', 'prescription/area-linked', headers, { ...body, acknowledgedFindings: check.toAcknowledge });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; prescriptionNo: string };
  }

  async function correct(headers: Record<string, string>, id: number, areaId: number) {
    const { productionAreaId: _, ...body } = writeBody(ref, areaId);
    body.lines[0]!.dose = 55;
    const check = (await call('POST', 'prescription/check', headers, { type: PrescriptionKind.ProductionArea, productionAreaId: areaId, ...body })).json().data;
    const res = await call('POST', `prescription/${id}/correct`, headers, { reason: 'Doz yanlış yazıldı', prescription: { ...body, acknowledgedFindings: check.toAcknowledge } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; prescriptionNo: string };
  }

  const audits = (id: number) =>
    app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'prescription'), eq(auditLog.entityId, String(id))));

  it('an issued one: still in the database with its audit, gone from the list and the search, its public page says withdrawn by whom', async () => {
    const own = await prescribingMember(app, ref);
    const p = await issue(own.engineer, writeBody(ref, own.area.id));
    const link = (await call('GET', `prescription/${p.id}/link`, own.engineer)).json().data as { token: string };

    expect((await call('PATCH', `prescription/${p.id}/delete`, own.engineer)).statusCode).toBe(200);

    const [row] = await app.db.select().from(prescriptions).where(eq(prescriptions.id, p.id));
    expect(row).toMatchObject({ prescriptionNo: p.prescriptionNo, state: 'issued', deletedByRole: 'Mühendis' });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(row!.deletedByName).toMatch(/\S+ \S+/);
    expect((await audits(p.id)).map((a) => a.action)).toEqual(expect.arrayContaining(['prescription.issue', 'prescription.link-create', 'prescription.delete']));

    const list = (query: string) => call('GET', `prescription?page=1&limit=10${query}`, own.engineer).then((r) => r.json() as { count: number });
    expect((await list('')).count).toBe(0);
    expect((await list('&status=0')).count).toBe(0);
    expect((await list(`&search=${p.prescriptionNo}`)).count).toBe(0);

    const pub = await call('GET', `prescription/verify/${link.token}`);
    expect(pub.statusCode).toBe(200);
    expect(pub.json().data).toMatchObject({ prescriptionNo: p.prescriptionNo, withdrawn: { byName: row!.deletedByName, byRole: 'Mühendis', at: row!.deletedAt!.toISOString() } });

    // Readable, but nothing reaches it: no second delete, no archive, no link, no send.
    expect((await call('GET', `prescription/${p.id}`, own.engineer)).json().data.deleted).toMatchObject({ byName: row!.deletedByName, byRole: 'Mühendis' });
    expect((await call('PATCH', `prescription/${p.id}/delete`, own.engineer)).statusCode).toBe(404);
    expect((await call('PATCH', `prescription/${p.id}/archive`, own.engineer)).statusCode).toBe(404);
    expect((await call('POST', `prescription/${p.id}/link/renew`, own.engineer, {})).statusCode).toBe(404);
    expect((await call('GET', `prescription/${p.id}/pdf`, own.engineer)).statusCode).toBe(404);
  });

  it('a cancelled original: kept; the correction still resolves it and it still names its correction', async () => {
    const own = await prescribingMember(app, ref);
    const original = await issue(own.engineer, writeBody(ref, own.area.id));
    const corrected = await correct(own.engineer, original.id, own.area.id);

    expect((await call('PATCH', `prescription/${original.id}/delete`, own.engineer)).statusCode).toBe(200);

    const correction = (await call('GET', `prescription/${corrected.id}`, own.engineer)).json().data;
    expect(correction.corrects).toEqual({ id: original.id, prescriptionNo: original.prescriptionNo });
    const old = await call('GET', `prescription/${original.id}`, own.engineer);
    expect(old.statusCode).toBe(200);
    expect(old.json().data).toMatchObject({ state: 'cancelled', cancelReason: 'Doz yanlış yazıldı', correctedBy: { id: corrected.id }, deleted: { byRole: 'Mühendis' } });
    expect((await audits(original.id)).map((a) => a.action)).toEqual(expect.arrayContaining(['prescription.issue', 'prescription.cancel', 'prescription.delete']));

    // Deleting the correction too: the original still names it.
    expect((await call('PATCH', `prescription/${corrected.id}/delete`, own.engineer)).statusCode).toBe(200);
    expect((await call('GET', `prescription/${original.id}`, own.engineer)).json().data.correctedBy).toEqual({ id: corrected.id, prescriptionNo: corrected.prescriptionNo });
    expect((await call('GET', 'prescription?page=1&limit=10&state=cancelled', own.engineer)).json().count).toBe(0);
    expect(await app.db.$count(prescriptions, eq(prescriptions.memberId, (await app.db.select({ m: prescriptions.memberId }).from(prescriptions).where(eq(prescriptions.id, original.id)))[0]!.m))).toBe(2);
  });

  it("another member's deleted prescription answers 404, and deleting another member's changes nothing", async () => {
    const own = await prescribingMember(app, ref);
    const p = await issue(own.engineer, writeBody(ref, own.area.id));
    const stranger = (await prescribingMember(app, ref)).engineer;
    expect((await call('PATCH', `prescription/${p.id}/delete`, stranger)).statusCode).toBe(404);
    const [kept] = await app.db.select({ deletedAt: prescriptions.deletedAt }).from(prescriptions).where(eq(prescriptions.id, p.id));
    expect(kept!.deletedAt).toBeNull();
    expect((await call('PATCH', `prescription/${p.id}/delete`, own.engineer)).statusCode).toBe(200);
    expect((await call('GET', `prescription/${p.id}`, stranger)).statusCode).toBe(404);
  });
});
