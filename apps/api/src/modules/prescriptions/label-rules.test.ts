// The label read as an agronomist reads it, through the API: a dose below the registered
// range, an application before the issue day and an active substance without a residue limit
// (exempt only when the data says so). The rules' boundaries are unit-tested in
// libs/domain/prescription; here the issue call refuses what they refuse and writes nothing.
import { PrescriptionKind, Role } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeSubstances, prescriptionLines, prescriptions } from '../../platform/db';
import { API, as, buildTestApp, day, prescribingMember, referenceIds, writeBody, type ReferenceIds, type TestApp } from '../../test-support';
import { pdfText } from '../../test-support/pdf-tools';

type Finding = { code: string; severity: string; message: string; lineKey?: string };
type CheckResult = { findings: Finding[]; blocking: string[]; toAcknowledge: string[]; canIssue: boolean };
const keyOf = (f: Finding) => (f.lineKey ? `${f.code}:${f.lineKey}` : f.code);

describe('prescription checks as the label reads', () => {
  let app: TestApp;
  let ref: ReferenceIds;
  let world: Awaited<ReturnType<typeof prescribingMember>>;

  beforeAll(async () => {
    app = await buildTestApp({ env: { WEATHER_API_URL: 'http://127.0.0.1:9', WEATHER_TIMEOUT_MS: '300' } });
    ref = await referenceIds(app);
    world = await prescribingMember(app, ref);
  });
  afterAll(() => app?.close());

  const post = (url: string, payload: unknown, headers = world.engineer) => app.inject({ method: 'POST', url: `${API}/${url}`, headers, payload: payload as object });
  const check = async (body: Record<string, unknown>): Promise<CheckResult> => {
    const res = await post('prescription/check', { type: PrescriptionKind.ProductionArea, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as CheckResult;
  };
  const written = async () => ({ prescriptions: await app.db.$count(prescriptions), lines: await app.db.$count(prescriptionLines) });
  /** Akarmek on tomato is registered at 50–75 ml/100 L. */
  const withDose = (dose: number, more: Record<string, unknown> = {}) =>
    writeBody(ref, world.area.id, { lines: [{ key: 'l1', licenceDetailId: ref.akarmekTomato, dose, doseUnitId: ref.perHundredLitres, waterVolume: 100, tankSize: 200, packSize: 250 }], ...more });

  /** Refused with 422 even with every warning and the error itself acknowledged, and nothing written. */
  async function refusedWith(body: Record<string, unknown>, code: string): Promise<Finding> {
    const result = await check(body);
    const finding = result.findings.find((f) => f.code === code);
    expect(finding, JSON.stringify(result.findings)).toMatchObject({ severity: 'error' });
    expect(result.canIssue).toBe(false);
    expect(result.blocking).toContain(keyOf(finding!));
    const before = await written();
    const res = await post('prescription/area-linked', { ...body, acknowledgedFindings: [...result.toAcknowledge, keyOf(finding!)] });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: 'PRESCRIPTION_CHECKS_FAILED', data: { canIssue: false, blocking: expect.arrayContaining([keyOf(finding!)]) } });
    expect(await written()).toEqual(before);
    return finding!;
  }

  it('a dose one unit below the registered minimum is an error that no acknowledgement lets through; the minimum itself issues', async () => {
    const below = await refusedWith(withDose(49), 'DOSE_BELOW_MIN');
    expect(below.message).toBe(
      'Doz 49 ml/100 L su, ruhsatlı doz aralığı 50–75 ml/100 L su; en düşük dozdan 1 ml/100 L su eksik, düşük doz etkili mücadele sağlamaz ve direnç gelişimini hızlandırır (Akarmek 18 EC, İki noktalı kırmızı örümcek).',
    );
    const above = await refusedWith(withDose(76), 'DOSE_ABOVE_MAX');
    expect(above.message).toContain('ruhsatlı doz aralığı 50–75 ml/100 L su; en yüksek dozdan 1 ml/100 L su fazla');

    const atMinimum = await check(withDose(50));
    expect(atMinimum.findings.map((f) => f.code)).not.toContain('DOSE_BELOW_MIN');
    expect(atMinimum.blocking).toEqual([]);
    const res = await post('prescription/area-linked', { ...withDose(50), acknowledgedFindings: atMinimum.toAcknowledge });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('the application date may be the issue day but not the day before; far ahead is a warning', async () => {
    const yesterday = await refusedWith(withDose(60, { startDate: day(-1) }), 'APPLICATION_BEFORE_ISSUE');
    expect(yesterday.message).toContain('uygulama 1 gün erken');

    const today = await check(withDose(60, { startDate: day(0) }));
    expect(today.findings.map((f) => f.code)).not.toContain('APPLICATION_BEFORE_ISSUE');
    expect(today.blocking).toEqual([]);

    const farAhead = await check(withDose(60, { startDate: day(91), plannedHarvestDate: day(130) }));
    expect(farAhead.findings.find((f) => f.code === 'APPLICATION_FAR_AHEAD')).toMatchObject({ severity: 'warning', message: expect.stringContaining('91 gün sonra; sınır 90 gün, 1 gün fazla') });
    expect(farAhead.toAcknowledge).toContain('APPLICATION_FAR_AHEAD');
    expect(farAhead.blocking).toEqual([]);
  });

  it('the editor, the PDF and the public page say the same sentences: the findings as the domain library wrote them', async () => {
    const body = withDose(60, { startDate: day(91), plannedHarvestDate: day(130) });
    const result = await check(body);
    const farAhead = result.findings.find((f) => f.code === 'APPLICATION_FAR_AHEAD')!;
    expect(farAhead.message).toContain('91 gün sonra; sınır 90 gün, 1 gün fazla');
    const issued = await post('prescription/area-linked', { ...body, acknowledgedFindings: result.toAcknowledge });
    expect(issued.statusCode, issued.body).toBe(201);
    const id = issued.json().data.id as number;
    const squeeze = (text: string) => text.replace(/\s+/g, ' ');
    const pdf = await app.inject({ method: 'GET', url: `${API}/prescription/${id}/pdf`, headers: world.engineer });
    expect(pdf.statusCode).toBe(200);
    expect(squeeze(await pdfText(pdf.rawPayload))).toContain(squeeze(farAhead.message));
    const link = (await app.inject({ method: 'GET', url: `${API}/prescription/${id}/link`, headers: world.engineer })).json().data as { token: string };
    const page = (await app.inject({ method: 'GET', url: `${API}/prescription/verify/${link.token}` })).json().data as { warnings: { text: string }[] };
    expect(page.warnings.map((w) => w.text)).toContain(farAhead.message);
  });

  it('a correction keeps its own dates: judged against the day the corrected prescription was issued', async () => {
    // On an area of its own: the prescription it corrects is its only earlier application.
    const own = await prescribingMember(app, ref);
    const withDose = (dose: number, more: Record<string, unknown> = {}) =>
      writeBody(ref, own.area.id, { lines: [{ key: 'l1', licenceDetailId: ref.akarmekTomato, dose, doseUnitId: ref.perHundredLitres, waterVolume: 100, tankSize: 200, packSize: 250 }], ...more });
    const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url: `${API}/${url}`, headers: own.engineer, payload: payload as object });
    const first = (await post('prescription/check', { type: PrescriptionKind.ProductionArea, ...withDose(60) })).json().data as CheckResult;
    const issued = (await post('prescription/area-linked', { ...withDose(60), acknowledgedFindings: first.toAcknowledge })).json().data as { id: number };
    // Issued ten days ago for an application on that day.
    await app.db
      .update(prescriptions)
      .set({ startDate: day(-10), plannedHarvestDate: day(20), issuedAt: new Date(Date.parse(`${day(-10)}T09:00:00Z`)) })
      .where(eq(prescriptions.id, issued.id));
    const body = withDose(65, { startDate: day(-10), plannedHarvestDate: day(20) });
    const before = await written();
    const tooEarly = await post(`prescription/${issued.id}/correct`, { reason: 'Tarih yanlış', prescription: { ...withDose(65, { startDate: day(-11), plannedHarvestDate: day(20) }), acknowledgedFindings: first.toAcknowledge } });
    expect(tooEarly.statusCode, tooEarly.body).toBe(422);
    expect(tooEarly.json().data.blocking).toContain('APPLICATION_BEFORE_ISSUE');
    expect(await written()).toEqual(before);
    const res = await post(`prescription/${issued.id}/correct`, { reason: 'Doz yanlış yazıldı', prescription: { ...body, acknowledgedFindings: first.toAcknowledge } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ startDate: expect.stringContaining(day(-10)), corrects: { id: issued.id } });
  });

  it('an active substance without a residue limit gets the 0,01 mg/kg default, linked to an MRL record or not, unless the data marks it exempt', async () => {
    const dataLogger = await as(app, Role.BestnetDataLogger);
    const [abamectin] = await app.db.select().from(activeSubstances).where(eq(activeSubstances.name, 'Abamectin'));
    const edit = async (change: { mrlActiveSubstanceId: number | null; mrlExempt: boolean }) => {
      const a = abamectin!;
      const input = { id: a.id, name: a.name, casNumber: a.casNumber, activeSubstanceGroupId: a.activeSubstanceGroupId, moaScheme: a.moaScheme, moaCode: a.moaCode, prescriptionRequired: a.prescriptionRequired, lowRisk: a.lowRisk, ...change };
      const res = await app.inject({ method: 'PATCH', url: `${API}/definition/active-substance/editField`, headers: dataLogger, payload: input });
      expect(res.statusCode, res.body).toBe(200);
    };
    const mrlFindings = async () => (await check(withDose(60))).findings.filter((f) => f.code.startsWith('MRL_'));
    const linked = abamectin!.mrlActiveSubstanceId;
    expect(linked).not.toBeNull();
    try {
      // Linked, with a limit for tomato: told as information.
      expect(await mrlFindings()).toMatchObject([{ code: 'MRL_LIMIT', severity: 'info', message: expect.stringContaining('Abamectin') }]);
      // Not linked and not marked exempt: a data gap, not an exemption.
      await edit({ mrlActiveSubstanceId: null, mrlExempt: false });
      expect(await mrlFindings()).toEqual([
        {
          code: 'MRL_NOT_SET',
          severity: 'warning',
          lineKey: 'l1',
          message: 'Domates (0231010) için Abamectin kalıntı limiti (MRL) TR pazarında tanımlı değil; 0,01 mg/kg varsayılan sınır geçerli (Akarmek 18 EC).',
          params: expect.objectContaining({ substances: 'Abamectin', defaultRate: 0.01 }),
        },
      ]);
      // Marked exempt (Annex IV), linked or not: silent.
      await edit({ mrlActiveSubstanceId: null, mrlExempt: true });
      expect(await mrlFindings()).toEqual([]);
      await edit({ mrlActiveSubstanceId: linked, mrlExempt: true });
      expect(await mrlFindings()).toEqual([]);
    } finally {
      await edit({ mrlActiveSubstanceId: linked, mrlExempt: false });
    }
  });
});
