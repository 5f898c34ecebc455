// The register counts what was done (issue: "the checks count what was done"): the area's and
// the producer's register on PostgreSQL, the season counted from recorded applications
// ('kayıtlı', register records and TRC spraying stages) where a line has them and from its
// planned date ('planlanan') otherwise; and the flags of an application outside what the
// prescription allows (more than the amount, the PHI short of the planned harvest) and of a
// harvest inside a waiting period, each with its numbers.
import { formatDate } from '@portal/domain/prescription';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, prescriptions, registerApplications } from '../../platform/db';
import { areaBody, buildTestApp, type TestApp } from '../../test-support';
import { loadAreaRegister, loadProducerRegister } from './read';
import { API, applicationBody, backdate, day, harvestBody, referenceIds, registerWorld, trcStage, type ReferenceIds, type RegisterWorld } from './test-kit';

type Count = { kind: string; name: string; count: number; source: string; text: string; maxApplications: number | null };
type Finding = { code: string; message: string; severity: string };

describe('the register of an area and a producer: the season counted from what was done', () => {
  let app: TestApp;
  let ref: ReferenceIds;
  let a: RegisterWorld;

  beforeAll(async () => {
    // No weather service: the register does not need it (areas here have no border anyway).
    app = await buildTestApp({ env: { WEATHER_API_URL: 'http://127.0.0.1:9', WEATHER_TIMEOUT_MS: '300' } });
    ref = await referenceIds(app);
    a = await registerWorld(app, ref);
  });
  afterAll(() => app?.close());

  const send = (method: string, url: string, payload?: unknown, headers = a.engineer) =>
    app.inject({ method: method as 'GET', url: `${API}/${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const freshArea = async (name: string) => {
    const res = await send('POST', 'production-area', areaBody(a.producer.id, { name, plantId: ref.tomato, decares: 5, plantingDate: day(-92), expectedHarvestDate: day(30) }));
    expect(res.statusCode, res.body).toBe(201);
    const area = res.json().data as { id: number };
    const prescription = await a.issue(area.id);
    return { area, prescription, body: (o: Record<string, unknown> = {}) => applicationBody({ ...a, prescription }, o) };
  };
  const register = async (areaId: number, query = '') => {
    const res = await send('GET', `register/area/${areaId}${query}`, undefined, a.user);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { season: number; entries: Array<{ type: string; date: string; [k: string]: unknown }>; counts: Count[]; findings: Finding[] };
  };
  const product = (counts: Count[]) => counts.find((c) => c.kind === 'product' && c.name === 'Akarmek 18 EC')!;

  it("counts a line by its planned date until it is recorded, then by the record ('planlanan' → 'kayıtlı'); a withdrawn record counts no more", async () => {
    const { area, prescription, body } = await freshArea('Sayım Serası');
    await backdate(app, prescription.id, 6, 5);
    const planned = await register(area.id);
    expect(product(planned.counts)).toMatchObject({ count: 1, source: 'planned', maxApplications: 2 });
    expect(product(planned.counts).text).toBe(`Akarmek 18 EC: 1 uygulama (planlanan: ${formatDate(day(-5))}); sezonda en fazla 2.`);
    expect(planned.entries.map((e) => e.type)).toEqual(['prescription']);

    const made = (await send('POST', 'register/application', body())).json().data;
    const recorded = await register(area.id);
    expect(product(recorded.counts)).toMatchObject({ count: 1, source: 'recorded' });
    expect(product(recorded.counts).text).toBe(`Akarmek 18 EC: 1 uygulama (kayıtlı: ${formatDate(day(0))}); sezonda en fazla 2.`);
    expect(recorded.entries.map((e) => [e.type, e.date])).toEqual([
      ['prescription', day(-6)],
      ['application', day(0)],
    ]);
    const entry = recorded.entries[0] as unknown as { prescription: { lines: Array<{ applied: number; amountTotal: number; amountUnit: string; phiDays: number }> } };
    expect(entry.prescription.lines[0]).toMatchObject({ applied: 1, amountTotal: 300, amountUnit: 'ml', phiDays: 3 });

    await send('PATCH', `register/application/${made.id}/withdraw`, { reason: 'Yanlış kayıt' });
    const after = await register(area.id);
    expect(product(after.counts)).toMatchObject({ count: 1, source: 'planned' });
    const shown = after.entries.find((e) => e.type === 'application') as unknown as { application: { withdrawn: unknown; flags: unknown[] } };
    expect(shown.application.withdrawn).toMatchObject({ reason: 'Yanlış kayıt' });
  });

  it('counts both stores: a TRC lot spraying stage (source trc, with its lot) and register records; the limits are judged on what was recorded', async () => {
    const { area, prescription, body } = await freshArea('İki Kaynak Serası');
    await backdate(app, prescription.id, 10, 10);
    const { lot } = await trcStage(app, a, area.id, { kind: 'spraying', date: day(-3), prescriptionId: prescription.id, lineKey: prescription.lineKey });
    expect((await send('POST', 'register/application', body({ appliedOn: day(-8) }))).statusCode).toBe(201);
    const third = await send('POST', 'register/application', body());
    expect(third.statusCode, third.body).toBe(201);
    // The third application of a product allowed twice a season is flagged on it.
    expect(third.json().data.flags.map((f: Finding) => f.code)).toContain('MAX_APPLICATIONS_EXCEEDED');

    const data = await register(area.id);
    expect(product(data.counts)).toMatchObject({ count: 3, source: 'recorded' });
    expect(product(data.counts).text).toContain(`kayıtlı: ${formatDate(day(-8))}, ${formatDate(day(-3))}, ${formatDate(day(0))}`);
    const trc = data.entries.find((e) => e.type === 'application' && (e as unknown as { application: { source: string } }).application.source === 'trc') as unknown as { application: Record<string, unknown> };
    expect(trc.application).toMatchObject({ lot: { id: lot.id, code: lot.code }, prescriptionId: prescription.id, productName: 'Akarmek 18 EC', amount: null });
    const codes = data.findings.map((f) => f.code);
    expect(codes).toContain('MAX_APPLICATIONS_EXCEEDED');
    expect(codes).toContain('APPLICATION_INTERVAL_TOO_SHORT');
    const max = data.findings.find((f) => f.code === 'MAX_APPLICATIONS_EXCEEDED')!;
    expect(max.message).toBe(`Akarmek 18 EC bu sezon 3 kez uygulandı (kayıtlı: ${formatDate(day(-8))}, ${formatDate(day(-3))}, ${formatDate(day(0))}); ruhsatta sezonda en fazla 2 uygulama var.`);
    const interval = data.findings.find((f) => f.code === 'APPLICATION_INTERVAL_TOO_SHORT')!;
    expect(interval.message).toContain('(kayıtlı)');
    // The same through the loader the documents read.
    const loaded = await loadAreaRegister(app.db, a.member.id, area.id, Number(day(0).slice(0, 4)));
    expect(loaded.counts).toEqual(data.counts);
  });

  it('flags an application above the prescribed amount and one leaving the PHI short of the planned harvest, with the numbers; saved all the same', async () => {
    const { body } = await freshArea('Fazla Miktar Serası');
    const check = await send('POST', 'register/application/check', body({ amount: 400 }));
    expect(check.statusCode, check.body).toBe(200);
    const before = await app.db.$count(registerApplications);
    const audits = await app.db.$count(auditLog);
    expect(check.json().data.flags).toEqual([
      expect.objectContaining({
        code: 'APPLICATION_AMOUNT_ABOVE_PRESCRIBED',
        severity: 'error',
        message: `Uygulanan miktar 400 ml, reçetedeki en çok 300 ml (5 dekar için); 100 ml fazla (Akarmek 18 EC, ${formatDate(day(0))}).`,
      }),
    ]);
    expect(await app.db.$count(registerApplications)).toBe(before);
    expect(await app.db.$count(auditLog)).toBe(audits);
    const saved = await send('POST', 'register/application', body({ amount: 400 }));
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data.flags.map((f: Finding) => f.code)).toEqual(['APPLICATION_AMOUNT_ABOVE_PRESCRIBED']);
    // In litres it is the same amount.
    const litres = await freshArea('Litre Serası');
    expect((await send('POST', 'register/application', litres.body({ amount: 0.3, amountUnit: 'L' }))).json().data.flags).toEqual([]);

    const short = await freshArea('Erken Hasat Serası');
    await app.db.update(prescriptions).set({ plannedHarvestDate: day(1) }).where(eq(prescriptions.id, short.prescription.id));
    const res = await send('POST', 'register/application', short.body());
    expect(res.statusCode).toBe(201);
    const phi = res.json().data.flags.find((f: Finding) => f.code === 'APPLICATION_PHI_SHORT_OF_HARVEST');
    expect(phi.message).toBe(
      `Hasat aralığı 3 gün: ${formatDate(day(0))} tarihinde kaydedilen uygulamadan sonra hasat en erken ${formatDate(day(3))} tarihinde yapılabilir, planlanan hasat ise ${formatDate(day(1))}; hasat 2 gün erken (Akarmek 18 EC).`,
    );
  });

  it('flags a harvest inside the waiting period of a recorded application or of a TRC spraying, and saves it', async () => {
    const { area, prescription, body } = await freshArea('PHI Hasat Serası');
    await backdate(app, prescription.id, 3, 3);
    expect((await send('POST', 'register/application', body({ appliedOn: day(-1) }))).statusCode).toBe(201);
    const res = await send('POST', 'register/harvest', harvestBody(area.id));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.flags).toEqual([
      expect.objectContaining({
        code: 'HARVEST_IN_WAITING_PERIOD',
        message: `${formatDate(day(0))} tarihindeki hasat, ${formatDate(day(-1))} tarihinde uygulanan Akarmek 18 EC için 3 günlük hasat aralığının içinde; hasat en erken ${formatDate(day(2))} tarihinde yapılabilirdi, 2 gün erken.`,
      }),
    ]);

    const other = await freshArea('TRC PHI Serası');
    await trcStage(app, a, other.area.id, { kind: 'spraying', date: day(-2), phiDays: 7 });
    const trc = await send('POST', 'register/harvest', harvestBody(other.area.id));
    expect(trc.json().data.flags.map((f: Finding) => f.code)).toEqual(['HARVEST_IN_WAITING_PERIOD']);
    // A harvest after the waiting period is not flagged.
    const clear = await freshArea('Temiz Hasat Serası');
    await trcStage(app, a, clear.area.id, { kind: 'spraying', date: day(-5), phiDays: 3 });
    expect((await send('POST', 'register/harvest', harvestBody(clear.area.id))).json().data.flags).toEqual([]);
    // In the register, the harvest entry carries its flag.
    const data = await register(other.area.id);
    const harvest = data.entries.find((e) => e.type === 'harvest') as unknown as { harvest: { flags: Finding[] } };
    expect(harvest.harvest.flags.map((f) => f.code)).toEqual(['HARVEST_IN_WAITING_PERIOD']);
  });

  it("the producer's register has each of the producer's areas; a season without records is empty; a bad season is 400", async () => {
    const res = await send('GET', `register/producer/${a.producer.id}`, undefined, a.tekniker);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.producer).toEqual({ id: a.producer.id, name: 'Şükrü Işıkoğlu' });
    expect(data.areas.map((r: { area: { id: number } }) => r.area.id)).toContain(a.drawnArea.id);
    expect(data.areas.length).toBeGreaterThanOrEqual(2);
    const loaded = await loadProducerRegister(app.db, a.member.id, a.producer.id);
    expect(loaded.areas.length).toBe(data.areas.length);

    const empty = await register(a.drawnArea.id, '?season=2001');
    expect(empty).toMatchObject({ season: 2001, entries: [], counts: [], findings: [] });
    for (const query of ['?season=abc', '?season=1999', '?sezon=2026']) {
      expect((await send('GET', `register/area/${a.drawnArea.id}${query}`)).statusCode, query).toBe(400);
    }
  });
});
