// On PostgreSQL (PGlite without TEST_DATABASE_URL): every spec §7 prescription call
// with its exact path and query names, the checks deciding the issue, gap-free numbering
// under concurrency, corrections, links and the public page's data.
import { PrescriptionKind, Role } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prescriptionLines, prescriptions } from '../../platform/db';
import { API, areaBody, buildTestApp, day, prescribingMember, producerBody, referenceIds, SEASON, writeBody, type ReferenceIds, type TestApp } from '../../test-support';

type Finding = { code: string; severity: string; message: string; lineKey?: string };
const keyOf = (f: Finding) => (f.lineKey ? `${f.code}:${f.lineKey}` : f.code);

describe('prescriptions (spec §7 "Prescriptions")', () => {
  let app: TestApp;
  let ref: ReferenceIds;
  let world: Awaited<ReturnType<typeof prescribingMember>>;

  beforeAll(async () => {
    app = await buildTestApp({ env: { WEATHER_API_URL: 'http://127.0.0.1:9', WEATHER_TIMEOUT_MS: '300' } });
    ref = await referenceIds(app);
    world = await prescribingMember(app, ref);
  });
  afterAll(() => app.close());

  const post = (url: string, payload: unknown, headers = world.engineer) => app.inject({ method: 'POST', url: `${API}/${url}`, headers, payload: payload as object });
  const get = (url: string, headers = world.engineer) => app.inject({ method: 'GET', url: `${API}/${url}`, headers });
  const count = async () => app.db.$count(prescriptions);

  /** Checks a body, then issues it with every warning acknowledged. */
  async function issue(headers: Record<string, string>, body: Record<string, unknown>, url = 'prescription/area-linked', type: number = PrescriptionKind.ProductionArea) {
    const check = await post('prescription/check', { type, ...body }, headers);
    expect(check.statusCode, check.body).toBe(200);
    const result = check.json().data as { blocking: string[]; toAcknowledge: string[] };
    expect(result.blocking, JSON.stringify(check.json().data.findings)).toEqual([]);
    const res = await post(url, { ...body, acknowledgedFindings: result.toAcknowledge }, headers);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; prescriptionNo: string; state: string; lines: { amount: unknown; tradeName: string }[]; acknowledgements: { key: string }[] };
  }

  it('§7 GET prescription/organisms and prescription/candidates: the registered uses of the plant with dose, PHI and active substances', async () => {
    const organisms = await get(`prescription/organisms?plantId=${ref.tomato}`);
    expect(organisms.statusCode).toBe(200);
    expect(organisms.json().data.map((o: { id: number }) => o.id)).toContain(ref.spiderMite);
    const res = await get(`prescription/candidates?plantId=${ref.tomato}&harmfulOrganismIds=${ref.spiderMite}&date=2026-06-01`);
    expect(res.statusCode).toBe(200);
    const akarmek = res.json().data.find((c: { licenceDetailId: number }) => c.licenceDetailId === ref.akarmekTomato);
    expect(akarmek).toMatchObject({
      tradeName: 'Akarmek 18 EC',
      doseMin: 50,
      doseMax: 75,
      doseUnit: { symbol: 'ml/100 L su' },
      phiDays: 3,
      maxApplications: 2,
      validOnDate: true,
      formulationCode: 'EC',
      activeSubstances: [{ name: 'Abamectin', moaScheme: 'IRAC', moaCode: '6', prescriptionRequired: true }],
    });
    expect((await get(`prescription/candidates?plantId=${ref.tomato}&harmfulOrganismIds=x`)).statusCode).toBe(400);
  });

  it('a dose above the registered maximum is an error: check reports it, issue answers 422 with the findings and writes nothing', async () => {
    const before = await count();
    const body = writeBody(ref, world.area.id);
    body.lines[0]!.dose = 100;
    const check = (await post('prescription/check', { type: PrescriptionKind.ProductionArea, ...body })).json().data;
    const dose = check.findings.find((f: Finding) => f.code === 'DOSE_ABOVE_MAX');
    expect(dose).toMatchObject({ severity: 'error', lineKey: body.lines[0]!.key });
    expect(dose.message).toContain('75');
    expect(check.canIssue).toBe(false);
    const res = await post('prescription/area-linked', body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'PRESCRIPTION_CHECKS_FAILED', data: { canIssue: false } });
    expect(res.json().data.blocking).toContain(`DOSE_ABOVE_MAX:${body.lines[0]!.key}`);
    expect(await count()).toBe(before);
  });

  it('the dose exactly at the registered maximum passes the dose check', async () => {
    const body = writeBody(ref, world.area.id);
    body.lines[0]!.dose = 75;
    const check = (await post('prescription/check', { type: PrescriptionKind.ProductionArea, ...body })).json().data;
    expect(check.findings.map((f: Finding) => f.code)).not.toContain('DOSE_ABOVE_MAX');
  });

  it('PHI: harvest 2 days after an application with a 3-day PHI is an error; exactly 3 days is allowed', async () => {
    const tooSoon = writeBody(ref, world.area.id, { startDate: day(9), plannedHarvestDate: day(11) });
    const soon = (await post('prescription/check', { type: PrescriptionKind.ProductionArea, ...tooSoon })).json().data;
    expect(soon.findings.find((f: Finding) => f.code === 'PHI_EXCEEDS_HARVEST')).toMatchObject({ severity: 'error' });
    const exact = writeBody(ref, world.area.id, { startDate: day(9), plannedHarvestDate: day(12) });
    const ok = (await post('prescription/check', { type: PrescriptionKind.ProductionArea, ...exact })).json().data;
    expect(ok.findings.map((f: Finding) => f.code)).not.toContain('PHI_EXCEEDS_HARVEST');
  });

  it('warnings block until acknowledged; the acknowledgement is stored with the prescription', async () => {
    const body = writeBody(ref, world.area.id);
    const refused = await post('prescription/area-linked', body);
    expect(refused.statusCode).toBe(422);
    const { toAcknowledge, blocking, findings } = refused.json().data as { toAcknowledge: string[]; blocking: string[]; findings: Finding[] };
    expect(blocking).toEqual([]);
    // Akarmek is highly toxic to bees: a warning the prescriber must read.
    expect(findings.find((f) => f.code === 'BEE_TOXIC')).toMatchObject({ severity: 'warning' });
    expect(toAcknowledge.length).toBeGreaterThan(0);
    const res = await post('prescription/area-linked', { ...body, acknowledgedFindings: toAcknowledge });
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json().data;
    expect(p.prescriptionNo).toMatch(/^RCT-\d{4}-\d{6}$/);
    expect(p.acknowledgements.map((a: { key: string }) => a.key).sort()).toEqual([...toAcknowledge].sort());
    expect(p.acknowledgements[0]).toMatchObject({ by: 'Deniz Tarlacı' });
    expect(p).toMatchObject({ type: PrescriptionKind.ProductionArea, state: 'issued', status: 1, fullName: 'Şükrü Işıkoğlu', plantName: 'Domates', areaName: 'Gölbaşı Serası' });
    expect(p.prescriber).toMatchObject({ fullName: 'Deniz Tarlacı', title: 'Ziraat Mühendisi', authorizationNumber: 'BKR-07-2024-0153' });
    // The dose calculator: 60 ml/100 L × 100 L/da × 5 da = 300 ml in 500 L, 3 tanks of 200 L, 2 packs of 250 ml.
    expect(p.lines[0].amount).toMatchObject({ areaDecares: 5, productAmount: 300, productUnit: 'ml', waterTotal: 500, tanks: 3, packs: 2 });
  });

  it('the third application of a product allowed twice a season is an error, counting earlier prescriptions on the area', async () => {
    const { area, engineer } = await prescribingMember(app, ref);
    const first = await issue(engineer, writeBody(ref, area.id, { startDate: day(0) }));
    const second = await issue(engineer, writeBody(ref, area.id, { startDate: day(14) }));
    expect(first.state).toBe('issued');
    expect(second.state).toBe('issued');
    const third = (await post('prescription/check', { type: PrescriptionKind.ProductionArea, ...writeBody(ref, area.id, { startDate: day(31), plannedHarvestDate: day(60) }) }, engineer)).json().data;
    expect(third.findings.find((f: Finding) => f.code === 'MAX_APPLICATIONS_EXCEEDED')).toMatchObject({ severity: 'error' });
  });

  it('producer-linked: the area must be the producer\'s; B-Reçete needs the prescriber\'s authorisation number', async () => {
    const other = (await post('producer', producerBody({ name: 'Başka', surname: 'Üretici' }))).json().data;
    const wrong = await post('prescription/producer-linked', { ...writeBody(ref, world.area.id), producerId: other.id });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0].field).toBe('body.productionAreaId');
    await issue(world.engineer, { ...writeBody(ref, world.area.id), producerId: world.producer.id }, 'prescription/producer-linked', PrescriptionKind.Producer);

    const unauthorised = await prescribingMember(app, ref, { authorizationNumber: null });
    const res = await post('prescription/area-linked', writeBody(ref, unauthorised.area.id), unauthorised.engineer);
    expect(res.statusCode).toBe(422);
    expect(res.json().data.blocking).toContain('BRECETE_AUTHORIZATION_MISSING');
  });

  it('numbers are unique and gap-free per member and year under 50 concurrent issues', async () => {
    const fresh = await prescribingMember(app, ref);
    // Fast prescriptions: no area history, so every one of the 50 passes the same checks.
    const body = { plantId: ref.tomato, plantingType: 1, areaType: 0, decares: 2, ...writeBody(ref, 0) };
    delete (body as { productionAreaId?: number }).productionAreaId;
    const check = (await post('prescription/check', { type: PrescriptionKind.Fast, ...body }, fresh.engineer)).json().data;
    expect(check.blocking).toEqual([]);
    const results = await Promise.all(Array.from({ length: 50 }, () => post('prescription/fast', { ...body, acknowledgedFindings: check.toAcknowledge }, fresh.engineer)));
    for (const r of results) expect(r.statusCode, r.body).toBe(201);
    const numbers = results.map((r) => r.json().data.prescriptionNo as string).sort();
    const year = numbers[0]!.slice(4, 8);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => `RCT-${year}-${String(i + 1).padStart(6, '0')}`));
  });

  it('§7 GET prescription with page, limit, search, type, status, productionAreaId and producerId; archive and delete', async () => {
    const own = await prescribingMember(app, ref);
    const a = await issue(own.engineer, { ...writeBody(ref, own.area.id), producerId: own.producer.id }, 'prescription/producer-linked', PrescriptionKind.Producer);
    const list = async (query: string) => {
      const res = await get(`prescription?${query}`, own.engineer);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: { id: number; prescriptionNo: string; status: number; productNames: string[]; fullName: string }[]; count: number };
    };
    expect((await list('page=1&limit=10')).data.map((p) => p.id)).toEqual([a.id]);
    expect((await list(`page=1&limit=10&search=${encodeURIComponent('ışıkoğlu')}`)).count).toBe(1);
    expect((await list(`page=1&limit=10&search=${encodeURIComponent('AKARMEK')}`)).count).toBe(1);
    expect((await list(`page=1&limit=10&search=${a.prescriptionNo}`)).data[0]).toMatchObject({ fullName: 'Şükrü Işıkoğlu', productNames: ['Akarmek 18 EC'] });
    expect((await list('page=1&limit=10&search=yokboyle')).count).toBe(0);
    // A page past the end is empty and still counts the matches; a second page and a sort by name read the same rows.
    expect(await list('page=2&limit=10')).toEqual({ data: [], count: 1 });
    expect((await list('page=1&limit=10&sort=fullName&order=asc')).data.map((p) => p.id)).toEqual([a.id]);
    expect((await list(`page=2&limit=10&search=${encodeURIComponent('ışıkoğlu')}`)).count).toBe(1);
    expect((await list(`page=1&limit=10&type=${PrescriptionKind.Producer}`)).count).toBe(1);
    expect((await list(`page=1&limit=10&type=${PrescriptionKind.Fast}`)).count).toBe(0);
    expect((await list(`page=1&limit=10&productionAreaId=${own.area.id}&producerId=${own.producer.id}`)).count).toBe(1);
    expect((await get('prescription?type=3', own.engineer)).statusCode).toBe(400);
    expect((await get('prescription?status=2', own.engineer)).statusCode).toBe(400);

    const archived = await app.inject({ method: 'PATCH', url: `${API}/prescription/${a.id}/archive`, headers: own.engineer });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().data.status).toBe(0);
    expect((await list('page=1&limit=10&status=0')).count).toBe(1);
    expect((await list('page=1&limit=10&status=1')).count).toBe(0);
    const back = await app.inject({ method: 'PATCH', url: `${API}/prescription/${a.id}/archive`, headers: own.engineer, payload: { archived: false } });
    expect(back.json().data.status).toBe(1);

    // The prescription holds its area and producer: neither can be deleted now (archived, they can).
    expect((await app.inject({ method: 'DELETE', url: `${API}/production-area/${own.area.id}`, headers: own.engineer })).statusCode).toBe(409);
    expect((await app.inject({ method: 'DELETE', url: `${API}/producer/${own.producer.id}`, headers: own.engineer })).statusCode).toBe(409);

    const deleted = await app.inject({ method: 'PATCH', url: `${API}/prescription/${a.id}/delete`, headers: own.engineer });
    expect(deleted.statusCode).toBe(200);
    // Kept, not erased: out of the list, its detail says it was deleted and no change reaches it.
    expect((await get(`prescription/${a.id}`, own.engineer)).json().data.deleted).toMatchObject({ byRole: 'Mühendis' });
    expect((await app.inject({ method: 'PATCH', url: `${API}/prescription/${a.id}/archive`, headers: own.engineer })).statusCode).toBe(404);
    expect((await list('page=1&limit=10')).count).toBe(0);
  });

  it('issued is final: a correction cancels it with the reason and issues a new number that refers to it', async () => {
    const own = await prescribingMember(app, ref);
    const original = await issue(own.engineer, writeBody(ref, own.area.id), 'prescription/area-linked');
    const { productionAreaId: _, ...body } = writeBody(ref, own.area.id, { notes: 'Düzeltilmiş doz' });
    body.lines[0]!.dose = 55;
    const check = (await post('prescription/check', { type: PrescriptionKind.ProductionArea, productionAreaId: own.area.id, ...body }, own.engineer)).json().data;
    const res = await post(`prescription/${original.id}/correct`, { reason: 'Doz yanlış yazıldı', prescription: { ...body, acknowledgedFindings: check.toAcknowledge } }, own.engineer);
    expect(res.statusCode, res.body).toBe(201);
    const corrected = res.json().data;
    expect(corrected.corrects).toEqual({ id: original.id, prescriptionNo: original.prescriptionNo });
    expect(corrected.prescriptionNo).not.toBe(original.prescriptionNo);
    const old = (await get(`prescription/${original.id}`, own.engineer)).json().data;
    expect(old).toMatchObject({ state: 'cancelled', cancelReason: 'Doz yanlış yazıldı', correctedBy: { id: corrected.id } });
    const again = await post(`prescription/${original.id}/correct`, { reason: 'İkinci kez', prescription: { ...body, acknowledgedFindings: check.toAcknowledge } }, own.engineer);
    expect(again.statusCode).toBe(409);
  });

  it('§7 fast-to-production-area writes a linked area prescription on each area, checked again there; fast-to-producer writes producer prescriptions', async () => {
    const own = await prescribingMember(app, ref);
    const second = (await post('production-area', areaBody(own.producer.id, { name: 'İkinci Sera', plantId: ref.tomato, decares: 3, plantingDate: SEASON.planting, expectedHarvestDate: day(44) }), own.engineer)).json().data;
    const cucumberArea = (await post('production-area', areaBody(own.producer.id, { name: 'Hıyar Serası', plantId: ref.cucumber, decares: 2, plantingDate: SEASON.planting, expectedHarvestDate: day(44) }), own.engineer)).json().data;
    const body = { plantId: ref.tomato, plantingType: 1, areaType: 0, decares: null, ...writeBody(ref, 0) };
    delete (body as { productionAreaId?: number }).productionAreaId;
    const fast = await issue(own.engineer, body, 'prescription/fast', PrescriptionKind.Fast);
    const attach = (acknowledgedFindings: string[]) =>
      post('prescription/fast-to-production-area', { prescriptionId: fast.id, productionAreaIds: [own.area.id, second.id, cucumberArea.id], acknowledgedFindings }, own.engineer);
    // Unacknowledged warnings hold every area back; the answer names them per area.
    const first = await attach([]);
    expect(first.statusCode, first.body).toBe(200);
    const held = first.json().data as { productionAreaId: number; prescription: null; findings: Finding[] }[];
    expect(held.map((r) => r.productionAreaId)).toEqual([own.area.id, second.id, cucumberArea.id]);
    expect(held.every((r) => r.prescription === null)).toBe(true);
    const warnings = [...new Set(held.flatMap((r) => r.findings.filter((f) => f.severity === 'warning').map(keyOf)))];
    const res = await attach(warnings);
    expect(res.statusCode, res.body).toBe(200);
    const results = res.json().data as { productionAreaId: number; prescription: { id: number } | null; findings: Finding[] }[];
    expect(results[0]!.prescription, JSON.stringify(results[0]!.findings)).not.toBeNull();
    expect(results[1]!.prescription, JSON.stringify(results[1]!.findings)).not.toBeNull();
    // Cucumber: Akarmek is registered at 50 ml/100 L at most there, so 60 is refused on that area alone.
    expect(results[2]!.prescription).toBeNull();
    expect(results[2]!.findings.find((f) => f.code === 'DOSE_ABOVE_MAX')).toMatchObject({ severity: 'error' });
    const linked = (await get(`prescription/${results[0]!.prescription!.id}`, own.engineer)).json().data;
    // "Alanlara uygula" makes area prescriptions; the area's producer is still named on them.
    expect(linked).toMatchObject({ type: PrescriptionKind.ProductionArea, source: { id: fast.id }, productionAreaId: own.area.id, producerId: own.producer.id });
    expect(linked.lines[0].amount.areaDecares).toBe(5);
    // fast-to-producer: every active area of the producer.
    // Each call meets new warnings (the earlier applications on the same areas): acknowledged, then sent again.
    const acknowledging = async (url: string, request: Record<string, unknown>) => {
      const held = (await post(url, { ...request, acknowledgedFindings: [] }, own.engineer)).json().data as { findings: Finding[] }[];
      return post(url, { ...request, acknowledgedFindings: [...new Set(held.flatMap((r) => r.findings.filter((f) => f.severity === 'warning').map(keyOf)))] }, own.engineer);
    };
    const byProducer = await acknowledging('prescription/fast-to-producer', { prescriptionId: fast.id, producers: [own.producer.id] });
    expect(byProducer.statusCode).toBe(200);
    const made = byProducer.json().data as { productionAreaId: number; prescription: { id: number } | null }[];
    expect(made).toHaveLength(3);
    const ofProducer = made.find((r) => r.productionAreaId === own.area.id)!.prescription!;
    expect((await get(`prescription/${ofProducer.id}`, own.engineer)).json().data).toMatchObject({ type: PrescriptionKind.Producer, producerId: own.producer.id });
    // The areas call with kind 0, as "Üreticilere uygula" tries its held areas again, makes producer prescriptions too.
    const third = (await post('production-area', areaBody(own.producer.id, { name: 'Üçüncü Sera', plantId: ref.tomato, decares: 2, plantingDate: SEASON.planting, expectedHarvestDate: day(44) }), own.engineer)).json().data;
    const again = (await acknowledging('prescription/fast-to-production-area', { prescriptionId: fast.id, productionAreaIds: [third.id], kind: PrescriptionKind.Producer })).json().data;
    expect((await get(`prescription/${again[0].prescription.id}`, own.engineer)).json().data).toMatchObject({ type: PrescriptionKind.Producer, productionAreaId: third.id, producerId: own.producer.id });
    const notFast = await post('prescription/fast-to-production-area', { prescriptionId: linked.id, productionAreaIds: [own.area.id] }, own.engineer);
    expect(notFast.statusCode).toBe(400);
  });

  it('§7 GET prescription/{id}/link and the public GET prescription/verify/{link}: renew and revoke end the old link', async () => {
    const own = await prescribingMember(app, ref);
    const p = await issue(own.engineer, writeBody(ref, own.area.id));
    const link = (await get(`prescription/${p.id}/link`, own.engineer)).json().data as { token: string; url: string };
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url).toMatch(new RegExp(`^http://rct\\..+/prescription/${link.token}$`));
    expect((await get(`prescription/${p.id}/link`, own.engineer)).json().data.token).toBe(link.token);

    const pub = await app.inject({ method: 'GET', url: `${API}/prescription/verify/${link.token}` });
    expect(pub.statusCode).toBe(200);
    expect(pub.headers['cache-control']).toBe('no-store');
    expect(pub.headers['referrer-policy']).toBe('no-referrer');
    expect(pub.headers['x-robots-tag']).toContain('noindex');
    expect(pub.json().data).toMatchObject({
      prescriptionNo: p.prescriptionNo,
      producerFullName: 'Şükrü Işıkoğlu',
      productionArea: { name: 'Gölbaşı Serası', provinceName: 'Antalya', districtName: 'Kumluca' },
      plantName: 'Domates',
      lines: [{ tradeName: 'Akarmek 18 EC', dose: 60, doseUnit: 'ml/100 L su', phiDays: 3 }],
    });
    expect(JSON.stringify(pub.json())).not.toContain(own.producer.tcOrVkn);

    const renewed = (await post(`prescription/${p.id}/link/renew`, {}, own.engineer)).json().data;
    expect(renewed.token).not.toBe(link.token);
    const old = await app.inject({ method: 'GET', url: `${API}/prescription/verify/${link.token}` });
    expect(old.statusCode).toBe(404);
    expect(old.json()).toMatchObject({ code: 'PRESCRIPTION_LINK_NOT_FOUND', message: 'Bu reçete bağlantısı geçersiz ya da iptal edilmiş.' });
    expect((await app.inject({ method: 'DELETE', url: `${API}/prescription/${p.id}/link`, headers: own.engineer })).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: `${API}/prescription/verify/${renewed.token}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `${API}/prescription/verify/kısa` })).statusCode).toBe(404);
  });

  it("§6 roles and DESIGN §2 tenancy: a technician reads but cannot write; another member's prescription answers 404 everywhere", async () => {
    const own = await prescribingMember(app, ref);
    const p = await issue(own.engineer, writeBody(ref, own.area.id));
    const technician = await own.member.as(Role.Tekniker);
    expect((await get(`prescription/${p.id}`, technician)).statusCode).toBe(200);
    expect((await get('prescription?page=1&limit=10', technician)).json().count).toBe(1);
    for (const [url, payload] of [
      ['prescription/area-linked', writeBody(ref, own.area.id)],
      ['prescription/check', { type: 1, ...writeBody(ref, own.area.id) }],
      [`prescription/${p.id}/correct`, { reason: 'x', prescription: {} }],
    ] as const) {
      const res = await post(url, payload, technician);
      expect(res.statusCode, url).toBe(403);
    }
    expect((await app.inject({ method: 'PATCH', url: `${API}/prescription/${p.id}/archive`, headers: technician })).statusCode).toBe(403);

    const stranger = (await prescribingMember(app, ref)).engineer;
    const before = await app.db.select().from(prescriptions).where(eq(prescriptions.id, p.id));
    const calls = [
      { method: 'GET', url: `prescription/${p.id}` },
      { method: 'GET', url: `prescription/${p.id}/link` },
      { method: 'POST', url: `prescription/${p.id}/link/renew`, payload: {} },
      { method: 'DELETE', url: `prescription/${p.id}/link` },
      { method: 'PATCH', url: `prescription/${p.id}/archive` },
      { method: 'PATCH', url: `prescription/${p.id}/delete` },
      { method: 'POST', url: `prescription/${p.id}/correct`, payload: { reason: 'Ele geçirme', prescription: writeBody(ref, own.area.id) } },
      { method: 'POST', url: 'prescription/area-linked', payload: writeBody(ref, own.area.id) },
      { method: 'POST', url: 'prescription/fast-to-production-area', payload: { prescriptionId: p.id, productionAreaIds: [own.area.id] } },
    ] as const;
    for (const call of calls) {
      const res = await app.inject({ method: call.method, url: `${API}/${call.url}`, headers: stranger, ...('payload' in call ? { payload: call.payload as object } : {}) });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    expect((await get(`prescription?producerId=${own.producer.id}`, stranger)).json().count).toBe(0);
    expect(await app.db.select().from(prescriptions).where(eq(prescriptions.id, p.id))).toEqual(before);
  });

  it('bad input on every write is a 400 with the field, and nothing is written', async () => {
    const before = await count();
    const lines = await app.db.$count(prescriptionLines);
    const cases: [string, unknown, string][] = [
      ['prescription/area-linked', { ...writeBody(ref, world.area.id), startDate: '2026-02-30' }, 'body.startDate'],
      ['prescription/area-linked', { ...writeBody(ref, world.area.id), harmfulOrganismIds: [] }, 'body.harmfulOrganismIds'],
      ['prescription/area-linked', { ...writeBody(ref, world.area.id), lines: [] }, 'body.lines'],
      ['prescription/area-linked', writeBody(ref, world.area.id, { lines: [{ key: 'a', licenceDetailId: ref.akarmekTomato, dose: -1, doseUnitId: ref.perHundredLitres }] }), 'body.lines.0.dose'],
      ['prescription/area-linked', writeBody(ref, world.area.id, { lines: [{ key: 'a', licenceDetailId: 999_999, dose: 60, doseUnitId: ref.perHundredLitres }] }), 'body.lines.0.licenceDetailId'],
      ['prescription/area-linked', writeBody(ref, world.area.id, { plannedHarvestDate: day(-1) }), 'body.plannedHarvestDate'],
      ['prescription/producer-linked', writeBody(ref, world.area.id), 'body.producerId'],
      ['prescription/fast', { ...writeBody(ref, 0), plantId: 'domates' }, 'body.plantId'],
      ['prescription/check', { type: 9, ...writeBody(ref, world.area.id) }, 'body.type'],
      ['prescription/fast-to-production-area', { prescriptionId: 1, productionAreaIds: [] }, 'body.productionAreaIds'],
      ['prescription/fast-to-production-area', { prescriptionId: 1, productionAreaIds: [1], kind: PrescriptionKind.Fast }, 'body.kind'],
      ['prescription/fast-to-producer', { prescriptionId: 1 }, 'body.producers'],
      ['prescription/1/correct', { reason: '', prescription: writeBody(ref, world.area.id) }, 'body.reason'],
    ];
    for (const [url, payload, field] of cases) {
      const res = await post(url, payload);
      expect(res.statusCode, `${url} ${field}: ${res.body}`).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().details.map((d: { field: string }) => d.field), url).toContainEqual(expect.stringContaining(field));
    }
    expect(await count()).toBe(before);
    expect(await app.db.$count(prescriptionLines)).toBe(lines);
  });
});
