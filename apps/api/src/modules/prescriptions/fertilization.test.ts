// On PostgreSQL (PGlite without TEST_DATABASE_URL): the three spec §7 fertilization
// calls with their exact bodies, the checks, a template edited after it was sent, sending to
// three producers, tenancy and bad input; the rest of a prescription's life for a plan.
import { PrescriptionKind, Role } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fertilizationPlanRows, plantNutritionProducts, prescriptions, unitsOfMeasure } from '../../platform/db';
import { pdfText } from '../../test-support/pdf-tools';
import { API, buildTestApp, prescribingMember, producerBody, referenceIds, testMember, writeBody, type ReferenceIds, type TestApp } from '../../test-support';

type Finding = { code: string; severity: string; lineKey?: string };
const keyOf = (f: Finding) => (f.lineKey ? `${f.code}:${f.lineKey}` : f.code);

describe('fertilization plans and templates (spec §7)', () => {
  let app: TestApp;
  let ref: ReferenceIds;
  let world: Awaited<ReturnType<typeof prescribingMember>>;
  const product: Record<'npk' | 'calcium' | 'potassium', number> = { npk: 0, calcium: 0, potassium: 0 };
  let kgPerDecare: number;

  beforeAll(async () => {
    app = await buildTestApp();
    ref = await referenceIds(app);
    world = await prescribingMember(app, ref);
    const id = async (name: string) => (await app.db.select({ id: plantNutritionProducts.id }).from(plantNutritionProducts).where(eq(plantNutritionProducts.name, name)))[0]!.id;
    product.npk = await id('Yeşilova Kristal 20-20-20 + İz Elementler');
    product.calcium = await id('Yeşilova Kalsiyum Nitrat');
    product.potassium = await id('Yeşilova Potasyum Sülfat');
    const unit = async (symbol: string) => (await app.db.select({ id: unitsOfMeasure.id }).from(unitsOfMeasure).where(eq(unitsOfMeasure.symbol, symbol)))[0]!.id;
    kgPerDecare = await unit('kg/da');
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown, headers = world.engineer) =>
    app.inject({ method, url: `${API}/${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  /** A tomato greenhouse plan: base dressing, two drip stages and calcium at fruit set. */
  function planBody(overrides: Record<string, unknown> = {}) {
    return {
      plantId: ref.tomato,
      plantingType: 1,
      fertilizationInfo: 'Toprak analizine göre hazırlanmıştır. Damla sulama ile verilecek.',
      prescriptionTitle: 'Sera domatesi gübreleme programı',
      fertilizationPlans: [
        { key: 'r1', stage: 'before-planting', plantNutritionProductId: product.potassium, dose: 5, doseUnitId: kgPerDecare, method: 'base', applications: 1 },
        { key: 'r2', stage: 'vegetative', plantNutritionProductId: product.npk, dose: 1, doseUnitId: kgPerDecare, method: 'drip', applications: 4, intervalDays: 7 },
        { key: 'r3', stage: 'flowering', plantNutritionProductId: product.npk, dose: 0.5, doseUnitId: kgPerDecare, method: 'drip', applications: 2, intervalDays: 7, notes: 'Sabah sulamasıyla' },
        { key: 'r4', stage: 'fruit-set', plantNutritionProductId: product.calcium, dose: 5, doseUnitId: kgPerDecare, method: 'drip', applications: 3, intervalDays: 10 },
      ],
      ...overrides,
    };
  }

  async function createTemplate(body = planBody()) {
    const res = await call('POST', 'prescription/fertilization-template', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; prescriptionNo: string; type: number; fertilizationPlans: { key: string; productName: string }[]; nutrientTotals: { perDecare: Record<string, number>; stages: { label: string }[] } };
  }

  it('§7 POST prescription/fertilization-template with its exact body: a numbered kind-4 template with its rows in order and the nutrient totals', async () => {
    const plan = await createTemplate();
    expect(plan.type).toBe(PrescriptionKind.Fertilization);
    expect(plan.prescriptionNo).toMatch(/^RCT-\d{4}-\d{6}$/);
    expect(plan.fertilizationPlans.map((r) => r.key)).toEqual(['r1', 'r2', 'r3', 'r4']);
    // K₂SO₄ (0-0-50, 45 % SO₃) 5 kg: K₂O 2.5, SO₃ 2.25; 20-20-20 4×1 + 2×0.5 kg: 1 each (and 0.1 % Fe: 5 g);
    // calcium nitrate (15.5 % N, 26.5 % CaO) 3×5 kg: N 2.325, CaO 3.975.
    expect(plan.nutrientTotals.perDecare).toMatchObject({ nitrogen: 3.325, phosphorusPentoxide: 1, potassiumOxide: 3.5, calciumOxide: 3.975, sulphurTrioxide: 2.25, iron: 0.005 });
    expect(plan.nutrientTotals.stages.map((s) => s.label)).toEqual(['Dikim öncesi', 'Vejetatif gelişme', 'Çiçeklenme', 'Meyve tutumu']);

    const templates = (await call('GET', 'prescription/templates')).json().data as { id: number; name: string; type: number; rowCount: number }[];
    expect(templates.find((t) => t.id === plan.id)).toMatchObject({ name: 'Sera domatesi gübreleme programı', type: 4, rowCount: 4 });
    const list = (await call('GET', `prescription?type=${PrescriptionKind.Fertilization}&limit=100`)).json();
    const item = list.data.find((r: { id: number }) => r.id === plan.id);
    expect(item).toMatchObject({ type: 4, productNames: ['Yeşilova Potasyum Sülfat', 'Yeşilova Kristal 20-20-20 + İz Elementler', 'Yeşilova Kalsiyum Nitrat'] });
  });

  it('POST prescription/fertilization-check answers the findings and the totals and writes nothing', async () => {
    const before = await app.db.$count(prescriptions);
    const res = await call('POST', 'prescription/fertilization-check', planBody());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ canIssue: true, findings: [], nutrientTotals: { perDecare: { nitrogen: 3.325 } } });
    expect(await app.db.$count(prescriptions)).toBe(before);
  });

  it('bad input is a 400 with the field and writes nothing', async () => {
    const before = await app.db.$count(prescriptions);
    const cases: [Record<string, unknown>, string][] = [
      [{ fertilizationPlans: [] }, 'body.fertilizationPlans'],
      [{ prescriptionTitle: '  ' }, 'body.prescriptionTitle'],
      [{ fertilizationPlans: [{ key: 'x', stage: 'date-window', plantNutritionProductId: product.npk, dose: 1, doseUnitId: kgPerDecare, method: 'drip' }] }, 'body.fertilizationPlans.0.windowStart'],
      [{ fertilizationPlans: [{ key: 'x', stage: 'flowering', plantNutritionProductId: product.npk, dose: 1, doseUnitId: kgPerDecare, method: 'drip', applications: 3 }] }, 'body.fertilizationPlans.0.intervalDays'],
      [{ fertilizationPlans: [{ key: 'x', stage: 'flowering', plantNutritionProductId: product.npk, dose: -1, doseUnitId: kgPerDecare, method: 'drip' }] }, 'body.fertilizationPlans.0.dose'],
      [{ fertilizationPlans: [{ key: 'x', stage: 'flowering', plantNutritionProductId: 999_999, dose: 1, doseUnitId: kgPerDecare, method: 'drip' }] }, 'body.fertilizationPlans.0.plantNutritionProductId'],
      [{ plantId: 999_999 }, 'body.plantId'],
    ];
    for (const [override, field] of cases) {
      const res = await call('POST', 'prescription/fertilization-template', planBody(override));
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    }
    expect(await app.db.$count(prescriptions)).toBe(before);
  });

  it('§5 a passive product blocks (422); a dose above the label is a warning saved only once acknowledged', async () => {
    await app.db.update(plantNutritionProducts).set({ status: false }).where(eq(plantNutritionProducts.id, product.calcium));
    try {
      const res = await call('POST', 'prescription/fertilization-template', planBody());
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'PRESCRIPTION_CHECKS_FAILED', data: { canIssue: false } });
      expect(res.json().data.blocking).toEqual(['NUTRITION_PRODUCT_PASSIVE:r4']);
    } finally {
      await app.db.update(plantNutritionProducts).set({ status: true }).where(eq(plantNutritionProducts.id, product.calcium));
    }
    const heavy = planBody();
    heavy.fertilizationPlans[1]!.dose = 3; // label 0.5–1 kg/da
    const refused = await call('POST', 'prescription/fertilization-template', heavy);
    expect(refused.statusCode).toBe(422);
    const warnings = refused.json().data.findings as Finding[];
    expect(warnings.map(keyOf)).toEqual(['NUTRITION_DOSE_ABOVE_LABEL:r2']);
    const saved = await call('POST', 'prescription/fertilization-template', { ...heavy, acknowledgedFindings: ['NUTRITION_DOSE_ABOVE_LABEL:r2'] });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data.acknowledgements).toEqual([expect.objectContaining({ key: 'NUTRITION_DOSE_ABOVE_LABEL:r2', by: 'Deniz Tarlacı' })]);
  });

  it('§7 template-to-producer for three producers (one to an area, its size in the totals); a later PUT …/edit changes the template, not the plans sent', async () => {
    const template = await createTemplate();
    const more = [];
    for (const name of ['Ayşe', 'Mehmet']) {
      more.push((await call('POST', 'producer', producerBody({ name, surname: 'Çiftçi' }))).json().data as { id: number });
    }
    const sent = await call('POST', 'prescription/fertilization-template-to-producer', {
      prescriptionId: template.id,
      producers: [{ producerId: world.producer.id, productionAreaId: world.area.id }, more[0]!.id, more[1]!.id],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const plans = sent.json().data as { producerId: number; productionAreaId: number | null; id: number; prescriptionNo: string }[];
    expect(plans.map((p) => [p.producerId, p.productionAreaId])).toEqual([
      [world.producer.id, world.area.id],
      [more[0]!.id, null],
      [more[1]!.id, null],
    ]);
    expect(new Set(plans.map((p) => p.prescriptionNo)).size).toBe(3);

    const first = (await call('GET', `prescription/${plans[0]!.id}`)).json().data;
    expect(first).toMatchObject({ type: 5, producerId: world.producer.id, fullName: 'Şükrü Işıkoğlu', template: { id: template.id }, productionArea: { name: 'Gölbaşı Serası', decares: 5 } });
    expect(first.nutrientTotals).toMatchObject({ decares: 5, forArea: { nitrogen: 16.625, potassiumOxide: 17.5 } });
    const second = (await call('GET', `prescription/${plans[1]!.id}`)).json().data;
    expect(second.nutrientTotals.forArea).toBeNull();
    expect((await call('GET', `prescription?producerId=${more[0]!.id}`)).json().data.map((r: { id: number }) => r.id)).toEqual([plans[1]!.id]);

    const edited = planBody({ prescriptionTitle: 'Sera domatesi — 2. sürüm', fertilizationPlans: planBody().fertilizationPlans.slice(0, 2) });
    const put = await call('PUT', `prescription/${template.id}/edit`, edited);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({ title: 'Sera domatesi — 2. sürüm', prescriptionNo: template.prescriptionNo });
    expect(put.json().data.fertilizationPlans.map((r: { key: string }) => r.key)).toEqual(['r1', 'r2']);
    const after = (await call('GET', `prescription/${plans[0]!.id}`)).json().data;
    expect(after.title).toBe('Sera domatesi gübreleme programı');
    expect(after.fertilizationPlans.map((r: { key: string }) => r.key)).toEqual(['r1', 'r2', 'r3', 'r4']);
    expect(await app.db.$count(fertilizationPlanRows, eq(fertilizationPlanRows.prescriptionId, template.id))).toBe(2);
  });

  it('another member’s template, plan or producer answers 404; a sent plan or a prescription cannot be edited as a template (400)', async () => {
    const template = await createTemplate();
    const other = await testMember(app);
    const stranger = await other.as(Role.Muhendis);
    expect((await call('GET', `prescription/${template.id}`, undefined, stranger)).statusCode).toBe(404);
    expect((await call('PUT', `prescription/${template.id}/edit`, planBody(), stranger)).statusCode).toBe(404);
    expect((await call('POST', 'prescription/fertilization-template-to-producer', { prescriptionId: template.id, producers: [world.producer.id] }, stranger)).statusCode).toBe(404);
    const theirs = (await call('POST', 'producer', producerBody({ name: 'Yabancı' }), stranger)).json().data as { id: number };
    const before = await app.db.$count(prescriptions);
    const cross = await call('POST', 'prescription/fertilization-template-to-producer', { prescriptionId: template.id, producers: [world.producer.id, theirs.id] });
    expect(cross.statusCode).toBe(404);
    expect(await app.db.$count(prescriptions)).toBe(before);
    expect((await call('GET', 'prescription/templates', undefined, stranger)).json().data).toEqual([]);
    // Every route that reaches a plan goes through the member of the token.
    for (const [method, url, payload] of [
      ['GET', `prescription/${template.id}/pdf`, undefined],
      ['GET', `prescription/${template.id}/link`, undefined],
      ['PATCH', `prescription/${template.id}/archive`, {}],
      ['PATCH', `prescription/${template.id}/delete`, {}],
      ['POST', 'prescription/send-email-to-member', { prescriptionId: template.id }],
    ] as const) {
      expect((await call(method, url, payload, stranger)).statusCode, `${method} ${url}`).toBe(404);
    }

    const sent = (await call('POST', 'prescription/fertilization-template-to-producer', { prescriptionId: template.id, producers: [world.producer.id] })).json().data[0];
    const notTemplate = await call('PUT', `prescription/${sent.id}/edit`, planBody());
    expect(notTemplate.statusCode).toBe(400);
    const resend = await call('POST', 'prescription/fertilization-template-to-producer', { prescriptionId: sent.id, producers: [world.producer.id] });
    expect(resend.statusCode).toBe(400);
    expect(resend.json().details[0].field).toBe('body.prescriptionId');
  });

  it('bad recipients: an area of another producer or an archived producer is a 400 on its place in the list; a technician may read but not write (403)', async () => {
    const template = await createTemplate();
    const otherProducer = (await call('POST', 'producer', producerBody({ name: 'Hatice' }))).json().data as { id: number };
    const wrongArea = await call('POST', 'prescription/fertilization-template-to-producer', { prescriptionId: template.id, producers: [{ producerId: otherProducer.id, productionAreaId: world.area.id }] });
    expect(wrongArea.statusCode).toBe(400);
    expect(wrongArea.json().details[0].field).toBe('body.producers.0.productionAreaId');
    expect((await call('PATCH', `producer/${otherProducer.id}/archive`, { archived: true })).statusCode).toBe(200);
    const archived = await call('POST', 'prescription/fertilization-template-to-producer', { prescriptionId: template.id, producers: [world.producer.id, otherProducer.id] });
    expect(archived.statusCode).toBe(400);
    expect(archived.json().details[0].field).toBe('body.producers.1');
    const duplicate = await call('POST', 'prescription/fertilization-template-to-producer', { prescriptionId: template.id, producers: [world.producer.id, world.producer.id] });
    expect(duplicate.statusCode).toBe(400);

    const technician = await world.member.as(Role.Tekniker);
    expect((await call('GET', `prescription/${template.id}`, undefined, technician)).statusCode).toBe(200);
    expect((await call('POST', 'prescription/fertilization-template', planBody(), technician)).statusCode).toBe(403);
    expect((await call('PUT', `prescription/${template.id}/edit`, planBody(), technician)).statusCode).toBe(403);
  });

  it('§4 the rest of a prescription’s life: PDF with the plan and totals, public link page, e-mail, archive and delete', async () => {
    const template = await createTemplate();
    const sent = (await call('POST', 'prescription/fertilization-template-to-producer', { prescriptionId: template.id, producers: [{ producerId: world.producer.id, productionAreaId: world.area.id }] })).json().data[0];
    const pdf = await call('GET', `prescription/${sent.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).replace(/ +/g, ' ');
    expect(text).toContain('Gübreleme Planı');
    expect(text).toContain('Yeşilova Kalsiyum Nitrat');
    expect(text).toContain('Besin Toplamları (dekar başına)');
    expect(text).toContain('Alan için (5 da)');
    expect(text).not.toContain('Zararlı Organizmalar');
    // Sent is issued: its public link was made with it, so the first PDF already has the address.
    expect(text).toMatch(/Doğrulama: http:\/\/rct\.\S+\/prescription\/[A-Za-z0-9_-]{43}/);

    const link = (await call('GET', `prescription/${sent.id}/link`)).json().data as { token: string };
    const page = await app.inject({ method: 'GET', url: `${API}/prescription/verify/${link.token}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.fertilization).toMatchObject({ info: expect.stringContaining('Toprak analizine'), rows: expect.arrayContaining([expect.objectContaining({ productName: 'Yeşilova Kalsiyum Nitrat', stage: 'Meyve tutumu', method: 'Damla sulama' })]) });

    const mail = await call('POST', 'prescription/send-email-to-producer', { prescriptionId: sent.id, producerEmail: 'sukru@ornek.com.tr', producerFullName: 'Şükrü Işıkoğlu' });
    expect(mail.statusCode, mail.body).toBeLessThan(300);

    expect((await call('PATCH', `prescription/${template.id}/archive`, {})).statusCode).toBe(200);
    expect((await call('GET', 'prescription/templates')).json().data.map((t: { id: number }) => t.id)).not.toContain(template.id);
    expect((await call('PATCH', `prescription/${sent.id}/delete`, {})).statusCode).toBe(200);
    // Kept, not erased: its detail says who deleted it; it is in no list.
    expect((await call('GET', `prescription/${sent.id}`)).json().data.deleted).toMatchObject({ byName: expect.any(String) });
    expect((await call('GET', `prescription?page=1&limit=50&type=${PrescriptionKind.FertilizationToProducer}`)).json().data.map((r: { id: number }) => r.id)).not.toContain(sent.id);
    const { productionAreaId: _, ...pesticide } = writeBody(ref, world.area.id);
    const correct = await call('POST', `prescription/${template.id}/correct`, { reason: 'Doz değişti', prescription: pesticide });
    expect(correct.statusCode).toBe(400);
    expect(correct.json().message).toContain('Gübreleme planları düzeltme ile değil');
  });
});
