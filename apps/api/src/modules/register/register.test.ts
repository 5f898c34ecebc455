// The producer's register (B-Reçete "Üretici Kayıt Defteri") on PostgreSQL: applications and
// harvests recorded, corrected with a history and withdrawn but kept; bad input refused with
// nothing written; the same event refused when already recorded here or as a TRC stage; the
// weather of the application's hour kept (or why not); photos; who may read and write; and
// another member's records answering 404 on every route.
import { FUTURE_START_TIME_MESSAGE, Role } from '@portal/contracts';
import { and, count, eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { areaWeatherCache, auditLog, prescriptions, registerApplicationPhotos, registerApplications, registerHarvests, registerVersions } from '../../platform/db';
import { areaBody, buildTestApp, KUMLUCA_FIELD, producerBody, testMember, type TestApp } from '../../test-support';
import { API, applicationBody, backdate, day, harvestBody, JPEG, referenceIds, registerWorld, trcStage, weatherStandIn, yesterdayMorning, type ReferenceIds, type RegisterWorld } from './test-kit';

describe('the register: applications and harvests (B-Reçete Üretici Kayıt Defteri)', () => {
  let app: TestApp;
  let uploadDir: string;
  let weather: Awaited<ReturnType<typeof weatherStandIn>>;
  let ref: ReferenceIds;
  let a: RegisterWorld;

  beforeAll(async () => {
    weather = await weatherStandIn();
    uploadDir = await mkdtemp(path.join(os.tmpdir(), 'register-test-'));
    app = await buildTestApp({ env: { UPLOAD_DIR: uploadDir, WEATHER_API_URL: weather.url, WEATHER_TIMEOUT_MS: '2000' } });
    ref = await referenceIds(app);
    a = await registerWorld(app, ref);
  });
  afterAll(async () => {
    await app?.close();
    weather?.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  type Headers = Record<string, string>;
  const send = (method: string, url: string, headers: Headers, payload?: unknown) =>
    app.inject({ method: method as 'GET', url: `${API}/${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const written = async () => ({
    applications: await app.db.$count(registerApplications),
    harvests: await app.db.$count(registerHarvests),
    versions: await app.db.$count(registerVersions),
    audit: await app.db.$count(auditLog),
  });
  /** A fresh drawn greenhouse with its own Akarmek prescription: a season of its own. */
  const freshArea = async (name: string, overrides: Record<string, unknown> = {}) => {
    const res = await send('POST', 'production-area', a.engineer, areaBody(a.producer.id, { name, plantId: ref.tomato, decares: 5, plantingDate: day(-92), expectedHarvestDate: day(30), ...overrides }));
    expect(res.statusCode, res.body).toBe(201);
    const area = res.json().data as { id: number };
    const prescription = await a.issue(area.id);
    return { area, prescription, body: (o: Record<string, unknown> = {}) => applicationBody({ ...a, prescription }, o) };
  };

  it('records an application of a prescription line with the weather of its hour, its history and an audit row', async () => {
    const { area, prescription, body } = await freshArea('Kayıt Serası', { polygon: KUMLUCA_FIELD });
    // The drawn border measures 4,99 da.
    const res = await send('POST', 'register/application', a.engineer, body({ applicatorKind: 'authorised', applicatorCertificateNo: 'YU-07-1234', decares: 4.99 }));
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().data;
    expect(made).toMatchObject({
      source: 'rct',
      productionAreaId: area.id,
      prescriptionId: prescription.id,
      prescriptionNo: prescription.prescriptionNo,
      prescriptionLineKey: prescription.lineKey,
      licenceId: a.akarmek,
      productName: 'Akarmek 18 EC',
      appliedOn: day(0),
      startTime: '00:00',
      applicatorKind: 'authorised',
      applicatorCertificateNo: 'YU-07-1234',
      amount: 250,
      amountUnit: 'ml',
      decares: 4.99,
      version: 1,
      withdrawn: null,
      lot: null,
      flags: [],
      weatherUnavailableReason: null,
    });
    // The stand-in's calm night, rated by the planner.
    expect(made.weather).toMatchObject({ time: `${day(0)}T00:00`, temperature: 18, relativeHumidity: 70, windSpeed: 6, windGusts: 11, precipitation: 0, level: 'good' });
    expect(made.weather.reasons.length).toBeGreaterThan(0);

    const history = (await send('GET', `register/application/${made.id}/history`, a.user)).json().data;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ version: 1, kind: 'recorded', reason: null });
    expect(history[0].changes).toContainEqual({ field: 'amount', label: 'Kullanılan miktar', before: null, after: '250' });
    expect(history[0].changes).toContainEqual({ field: 'applicatorKind', label: 'Uygulayıcı türü', before: null, after: 'Yetkili uygulayıcı' });

    const [audit] = await app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'register-application'), eq(auditLog.entityId, String(made.id)))).orderBy(auditLog.id);
    expect(audit).toMatchObject({ action: 'register-application.create', entity: 'register-application' });
    expect((audit!.after as { amount: number }).amount).toBe(250);

    // Read by a technician and a user (spec §6: read professional).
    for (const who of [a.tekniker, a.user]) {
      const read = await send('GET', `register/application/${made.id}`, who);
      expect(read.statusCode).toBe(200);
      expect(read.json().data).toMatchObject({ id: made.id, version: 1, amount: 250 });
    }
  });

  it('a correction keeps the earlier version with its reason; a stale version and a withdrawn record are refused; withdrawing keeps the record', async () => {
    const { prescription, body } = await freshArea('Düzeltme Serası');
    // Yesterday: the corrected hour has passed whatever the time now.
    await backdate(app, prescription.id, 1);
    const made = (await send('POST', 'register/application', a.engineer, body(yesterdayMorning()))).json().data;
    expect(made.weather).toBeNull();
    expect(made.weatherUnavailableReason).toMatch(/konumu yok/);
    const { prescriptionId: _p, prescriptionLineKey: _k, ...fields } = body(yesterdayMorning());
    const corrected = await send('PUT', `register/application/${made.id}`, a.engineer, { ...fields, amount: 280, startTime: '07:15', version: 1, reason: 'Depo sayacı yanlış okunmuş' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().data).toMatchObject({ id: made.id, version: 2, amount: 280, startTime: '07:15' });

    const before = await written();
    const stale = await send('PUT', `register/application/${made.id}`, a.engineer, { ...fields, amount: 270, version: 1, reason: 'Eski sayfadan düzeltme' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'REGISTER_STALE_VERSION' });
    expect(stale.json().message).toContain('sürüm 1');
    expect(await written()).toEqual(before);

    const withdrawn = await send('PATCH', `register/application/${made.id}/withdraw`, a.engineer, { reason: 'Yanlış alana kaydedilmiş' });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().data.withdrawn).toMatchObject({ reason: 'Yanlış alana kaydedilmiş', by: expect.any(String) });
    expect(withdrawn.json().data.version).toBe(2);
    // Kept, not erased.
    expect((await send('GET', `register/application/${made.id}`, a.engineer)).json().data).toMatchObject({ amount: 280, withdrawn: { reason: 'Yanlış alana kaydedilmiş' } });

    const afterWithdraw = await written();
    for (const call of [
      () => send('PUT', `register/application/${made.id}`, a.engineer, { ...fields, version: 2, reason: 'Geri çekilmişi düzelt' }),
      () => send('PATCH', `register/application/${made.id}/withdraw`, a.engineer, { reason: 'İkinci kez' }),
      () => app.inject({ method: 'POST', url: `${API}/register/application/${made.id}/photo`, headers: { ...a.engineer, 'content-type': 'image/jpeg' }, payload: JPEG }),
    ]) {
      const res = await call();
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().code).toBe('REGISTER_WITHDRAWN');
    }
    expect(await written()).toEqual(afterWithdraw);

    const history = (await send('GET', `register/application/${made.id}/history`, a.engineer)).json().data;
    expect(history.map((h: { kind: string; version: number }) => [h.kind, h.version])).toEqual([
      ['withdrawn', 2],
      ['corrected', 2],
      ['recorded', 1],
    ]);
    expect(history[0]).toMatchObject({ reason: 'Yanlış alana kaydedilmiş', changes: [{ field: 'withdrawn', label: 'Durum', before: 'Geçerli', after: 'Geri çekildi' }] });
    expect(history[1].reason).toBe('Depo sayacı yanlış okunmuş');
    expect(history[1].changes).toEqual([
      { field: 'startTime', label: 'Başlama saati', before: '06:30', after: '07:15' },
      { field: 'amount', label: 'Kullanılan miktar', before: '250', after: '280' },
    ]);
    const actions = (await app.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.entity, 'register-application'), eq(auditLog.entityId, String(made.id)))).orderBy(auditLog.id)).map((r) => r.action);
    expect(actions).toEqual(['register-application.create', 'register-application.update', 'register-application.withdraw']);
  });

  it('bad input answers 400 naming the field and writes nothing: negative, absurd amount, future date, unknown applicator kind, missing certificate, area larger than the area, unit of another kind, unknown line', async () => {
    const { body } = await freshArea('Hatalı Giriş Serası');
    const cases: Array<[string, Record<string, unknown>, string, RegExp?]> = [
      ['negative amount', { amount: -5 }, 'body.amount'],
      ['absurd amount (10× the 300 ml the line allows on 5 da)', { amount: 3.5, amountUnit: 'L' }, 'body.amount', /3\.500 ml|3,5 L/],
      ['future date', { appliedOn: day(1) }, 'body.appliedOn', /bugünden sonra/],
      ['unknown applicator kind', { applicatorKind: 'komşu' }, 'body.applicatorKind'],
      ['authorised applicator without a certificate', { applicatorKind: 'authorised', applicatorCertificateNo: null }, 'body.applicatorCertificateNo', /belge numarası zorunludur/],
      ['more decares than the area', { decares: 6 }, 'body.decares', /5 da/],
      ['grams for a liquid line', { amountUnit: 'g' }, 'body.amountUnit', /ml ya da L/],
      ['a line the prescription does not have', { prescriptionLineKey: 'yok' }, 'body.prescriptionLineKey'],
      ['a bad start time', { startTime: '25:00' }, 'body.startTime'],
    ];
    for (const [name, override, field, message] of cases) {
      for (const url of ['register/application', 'register/application/check']) {
        const before = await written();
        const res = await send('POST', url, a.engineer, body(override));
        expect(res.statusCode, `${name} ${url}: ${res.body}`).toBe(400);
        const detail = res.json().details.find((d: { field: string }) => d.field === field);
        expect(detail, `${name}: ${res.body}`).toBeDefined();
        if (message) expect(detail.message, name).toMatch(message);
        expect(await written(), name).toEqual(before);
      }
    }
    const absurd = await send('POST', 'register/application', a.engineer, body({ amount: 3001 }));
    expect(absurd.json().details[0].message).toContain('3.001 ml');
    expect(absurd.json().details[0].message).toContain('300 ml');
  });

  it('a start time later today than now is refused on that field, recorded or corrected, and nothing is written; an earlier one is recorded', async () => {
    const { body } = await freshArea('Saat Serası');
    // The day's first minute has always passed.
    const made = await send('POST', 'register/application', a.engineer, body({ startTime: '00:00' }));
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({ appliedOn: day(0), startTime: '00:00' });
    const { prescriptionId: _p, prescriptionLineKey: _k, ...fields } = body({ startTime: '00:00' });

    const before = await written();
    // Istanbul's clock at the start of today (earlier than the real one, so sessions stay valid): 00:01 has not come yet.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${day(0)}T00:00:00+03:00`) });
    try {
      const calls: Array<[string, string, unknown]> = [
        ['POST', 'register/application', body({ startTime: '00:01' })],
        ['POST', 'register/application/check', body({ startTime: '00:01' })],
        ['PUT', `register/application/${made.json().data.id}`, { ...fields, startTime: '00:01', version: 1, reason: 'Saat yanlış girilmiş' }],
      ];
      for (const [method, url, payload] of calls) {
        const res = await send(method, url, a.engineer, payload);
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
        expect(res.json().details).toEqual([{ field: 'body.startTime', message: FUTURE_START_TIME_MESSAGE }]);
      }
    } finally {
      vi.useRealTimers();
    }
    expect(await written()).toEqual(before);
    expect((await send('GET', `register/application/${made.json().data.id}`, a.engineer)).json().data).toMatchObject({ version: 1, startTime: '00:00' });
  });

  it('an application before the prescription was written, and one of a cancelled or deleted prescription, are refused', async () => {
    const { prescription, body } = await freshArea('Tarih Serası');
    const early = await send('POST', 'register/application', a.engineer, body({ appliedOn: day(-1) }));
    expect(early.statusCode).toBe(400);
    expect(early.json().details[0]).toMatchObject({ field: 'body.appliedOn' });

    const before = await written();
    await app.db.update(prescriptions).set({ state: 'cancelled', cancelledAt: new Date(), cancelReason: 'Düzeltildi' }).where(eq(prescriptions.id, prescription.id));
    const cancelled = await send('POST', 'register/application', a.engineer, body());
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json()).toMatchObject({ code: 'REGISTER_PRESCRIPTION_NOT_APPLICABLE' });
    expect(cancelled.json().message).toContain('iptal');
    expect(await written()).toEqual(before);
  });

  it('the same application recorded twice, or already a TRC lot spraying stage, is 409 REGISTER_DUPLICATE naming the record; another day is not', async () => {
    const { area, prescription, body } = await freshArea('Mükerrer Serası');
    // Yesterday: the later hour has passed whatever the time now.
    await backdate(app, prescription.id, 1);
    const first = (await send('POST', 'register/application', a.engineer, body(yesterdayMorning()))).json().data;
    const before = await written();
    const again = await send('POST', 'register/application', a.engineer, body({ ...yesterdayMorning(), startTime: '17:00' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'REGISTER_DUPLICATE', data: { source: 'rct', id: first.id } });
    expect(again.json().message).toContain(`kayıt no ${first.id}`);
    expect((await send('POST', 'register/application/check', a.engineer, body(yesterdayMorning()))).statusCode).toBe(409);
    expect(await written()).toEqual(before);

    // Withdrawn, it no longer stands in the way.
    await send('PATCH', `register/application/${first.id}/withdraw`, a.engineer, { reason: 'Yanlış girildi' });
    expect((await send('POST', 'register/application', a.engineer, body(yesterdayMorning()))).statusCode).toBe(201);

    // A TRC lot's spraying stage of the same product on the same area and day.
    const other = await freshArea('TRC Serası');
    const { lot, stage } = await trcStage(app, a, other.area.id, { kind: 'spraying', date: day(0) });
    const trc = await send('POST', 'register/application', a.engineer, other.body());
    expect(trc.statusCode).toBe(409);
    expect(trc.json()).toMatchObject({ code: 'REGISTER_DUPLICATE', data: { source: 'trc', id: stage.id, lot: { id: lot.id, code: lot.code } } });
    expect(trc.json().message).toContain(lot.code);
    expect(area.id).not.toBe(other.area.id);
  });

  it('a weather service that fails never fails the record: it is kept with the reason', async () => {
    const { body } = await freshArea('Fırtına Serası', { polygon: KUMLUCA_FIELD });
    weather.setMode('error');
    try {
      await app.db.delete(areaWeatherCache);
      const check = await send('POST', 'register/application/check', a.engineer, body({ decares: 4.99 }));
      expect(check.statusCode, check.body).toBe(200);
      expect(check.json().data).toMatchObject({ weather: null, weatherUnavailableReason: expect.stringContaining('503') });
      const res = await send('POST', 'register/application', a.engineer, body({ decares: 4.99 }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({ weather: null, weatherUnavailableReason: expect.stringContaining('503') });
    } finally {
      weather.setMode('ok');
    }
  });

  it("an application recorded the morning after finds its hour in the weather service's past days", async () => {
    const { prescription, body } = await freshArea('Dünkü Sera', { polygon: KUMLUCA_FIELD });
    await backdate(app, prescription.id, 2);
    weather.requests.length = 0;
    const res = await send('POST', 'register/application', a.engineer, body({ appliedOn: day(-1), startTime: '18:10', decares: 4.99 }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.weather).toMatchObject({ time: `${day(-1)}T18:00`, level: 'good' });
    expect(weather.requests.at(-1)!.searchParams.get('past_days')).toBe('1');
  });

  it('photos of an application: the rules of a stage photo, at most 6, deleted with an audit row', async () => {
    const { body } = await freshArea('Fotoğraf Serası');
    const made = (await send('POST', 'register/application', a.engineer, body())).json().data;
    const url = `${API}/register/application/${made.id}/photo`;
    const upload = (bytes: Buffer, type: string) => app.inject({ method: 'POST', url, headers: { ...a.engineer, 'content-type': type }, payload: bytes });
    const res = await upload(JPEG, 'image/jpeg');
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json().data;
    expect(photo).toMatchObject({ applicationId: made.id, contentType: 'image/jpeg' });
    const back = await app.inject({ method: 'GET', url: `${url}/${photo.id}`, headers: a.user });
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('image/jpeg');
    expect(back.rawPayload.length).toBe(photo.byteSize);
    expect((await send('GET', `register/application/${made.id}`, a.engineer)).json().data.photoIds).toEqual([photo.id]);

    // Not an image, or not the declared type: 415; an empty body: 400.
    expect((await upload(Buffer.from('not an image at all'), 'image/jpeg')).statusCode).toBe(415);
    expect((await upload(JPEG, 'image/png')).statusCode).toBe(415);
    expect((await upload(Buffer.alloc(0), 'image/jpeg')).statusCode).toBe(400);
    for (let i = 0; i < 5; i++) expect((await upload(JPEG, 'image/jpeg')).statusCode).toBe(201);
    const seventh = await upload(JPEG, 'image/jpeg');
    expect(seventh.statusCode).toBe(400);
    expect(seventh.json().message).toContain('6');
    expect(await app.db.$count(registerApplicationPhotos, eq(registerApplicationPhotos.applicationId, made.id))).toBe(6);

    const removed = await app.inject({ method: 'DELETE', url: `${url}/${photo.id}`, headers: a.engineer });
    expect(removed.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: `${url}/${photo.id}`, headers: a.engineer })).statusCode).toBe(404);
    const [audit] = await app.db.select().from(auditLog).where(eq(auditLog.action, 'register-application-photo.delete'));
    expect(audit).toMatchObject({ entity: 'register-application-photo', entityId: String(photo.id) });
  });

  it('harvests: recorded, corrected with the version and a reason, withdrawn but kept; a second one that day or a TRC harvest stage is 409', async () => {
    const { area } = await freshArea('Hasat Serası');
    const res = await send('POST', 'register/harvest', a.engineer, harvestBody(area.id));
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().data;
    expect(made).toMatchObject({ source: 'rct', productionAreaId: area.id, harvestedOn: day(0), amount: 1500, unit: 'kg', lotOrBuyer: 'Kumluca Hali, Yılmaz Kardeşler', version: 1, flags: [] });

    const before = await written();
    const again = await send('POST', 'register/harvest', a.engineer, harvestBody(area.id, { amount: 10 }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'REGISTER_DUPLICATE', data: { source: 'rct', id: made.id } });
    for (const [name, override, field] of [
      ['negative', { amount: -1 }, 'body.amount'],
      ['future', { harvestedOn: day(2) }, 'body.harvestedOn'],
      ['unknown unit', { unit: 'çuval' }, 'body.unit'],
    ] as const) {
      const bad = await send('POST', 'register/harvest', a.engineer, harvestBody(area.id, override));
      expect(bad.statusCode, name).toBe(400);
      expect(bad.json().details.map((d: { field: string }) => d.field), name).toContain(field);
    }
    expect(await written()).toEqual(before);

    const { harvestedOn, unit, lotOrBuyer, notes } = harvestBody(area.id);
    const corrected = await send('PUT', `register/harvest/${made.id}`, a.engineer, { harvestedOn, amount: 1450, unit, lotOrBuyer, notes, version: 1, reason: 'Kantar fişi geldi' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().data).toMatchObject({ amount: 1450, version: 2 });
    const stale = await send('PUT', `register/harvest/${made.id}`, a.engineer, { harvestedOn, amount: 1400, unit, lotOrBuyer, notes, version: 1, reason: 'Eski sayfa' });
    expect(stale.json().code).toBe('REGISTER_STALE_VERSION');
    const withdrawn = await send('PATCH', `register/harvest/${made.id}/withdraw`, a.engineer, { reason: 'Başka alanın hasadı' });
    expect(withdrawn.json().data.withdrawn).toMatchObject({ reason: 'Başka alanın hasadı' });
    expect((await send('PATCH', `register/harvest/${made.id}/withdraw`, a.engineer, { reason: 'Yine' })).json().code).toBe('REGISTER_WITHDRAWN');
    const history = (await send('GET', `register/harvest/${made.id}/history`, a.tekniker)).json().data;
    expect(history.map((h: { kind: string }) => h.kind)).toEqual(['withdrawn', 'corrected', 'recorded']);
    expect(history[1].changes).toEqual([{ field: 'amount', label: 'Hasat miktarı', before: '1.500', after: '1.450' }]);

    // A TRC harvest stage on a lot of the area that day is the same event.
    const other = await freshArea('TRC Hasat Serası');
    const { lot } = await trcStage(app, a, other.area.id, { kind: 'harvest', date: day(0) });
    const trc = await send('POST', 'register/harvest', a.engineer, harvestBody(other.area.id));
    expect(trc.statusCode).toBe(409);
    expect(trc.json()).toMatchObject({ code: 'REGISTER_DUPLICATE', data: { source: 'trc', lot: { code: lot.code } } });
  });

  it('spec §6: Tekniker and User read the register but may not write it (403, nothing written)', async () => {
    const { area, body } = await freshArea('Yetki Serası');
    const before = await written();
    for (const who of [a.tekniker, a.user]) {
      expect((await send('POST', 'register/application', who, body())).statusCode).toBe(403);
      expect((await send('POST', 'register/harvest', who, harvestBody(area.id))).statusCode).toBe(403);
      expect((await send('GET', `register/area/${area.id}`, who)).statusCode).toBe(200);
    }
    expect(await written()).toEqual(before);
    const danisman = await a.member.as(Role.Danisman);
    expect((await send('POST', 'register/harvest', danisman, harvestBody(area.id))).statusCode).toBe(201);
  });

  it("spec §6: another member's applications, harvests, photos, areas, producers and prescriptions answer 404 on every register route, and nothing is written", async () => {
    const { area, prescription, body } = await freshArea('Gizli Sera');
    const application = (await send('POST', 'register/application', a.engineer, body())).json().data;
    const photo = (await app.inject({ method: 'POST', url: `${API}/register/application/${application.id}/photo`, headers: { ...a.engineer, 'content-type': 'image/jpeg' }, payload: JPEG })).json().data;
    const harvest = (await send('POST', 'register/harvest', a.engineer, harvestBody(area.id))).json().data;

    const other = await testMember(app);
    const b = await other.as(Role.Muhendis);
    const bProducer = (await send('POST', 'producer', b, producerBody({ name: 'Bora' }))).json().data;
    await send('POST', 'production-area', b, areaBody(bProducer.id, { name: 'B Serası', plantId: ref.tomato }));
    const { prescriptionId: _p, prescriptionLineKey: _k, ...fields } = body();
    const { productionAreaId: _a, ...harvestFields } = harvestBody(area.id);
    const calls: Array<[string, string, unknown?, Record<string, string>?]> = [
      ['GET', `register/application/${application.id}`],
      ['GET', `register/application/${application.id}/history`],
      ['PUT', `register/application/${application.id}`, { ...fields, version: 1, reason: 'Ele geçirme' }],
      ['PATCH', `register/application/${application.id}/withdraw`, { reason: 'Ele geçirme' }],
      ['POST', `register/application/${application.id}/photo`, JPEG, { 'content-type': 'image/jpeg' }],
      ['GET', `register/application/${application.id}/photo/${photo.id}`],
      ['DELETE', `register/application/${application.id}/photo/${photo.id}`],
      ['POST', 'register/application', body()],
      ['POST', 'register/application/check', body()],
      ['GET', `register/harvest/${harvest.id}`],
      ['GET', `register/harvest/${harvest.id}/history`],
      ['PUT', `register/harvest/${harvest.id}`, { ...harvestFields, version: 1, reason: 'Ele geçirme' }],
      ['PATCH', `register/harvest/${harvest.id}/withdraw`, { reason: 'Ele geçirme' }],
      ['POST', 'register/harvest', harvestBody(area.id)],
      ['GET', `register/area/${area.id}`],
      ['GET', `register/producer/${a.producer.id}`],
    ];
    const before = await written();
    const photosBefore = await app.db.select({ n: count() }).from(registerApplicationPhotos);
    const got: Record<string, number> = {};
    for (const [method, url, payload, headers] of calls) {
      const res = await app.inject({ method: method as 'GET', url: `${API}/${url}`, headers: { ...b, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
      got[`${method} ${url}`] = res.statusCode;
      if (res.statusCode === 404) expect(res.json().details).toBeUndefined();
    }
    expect(got).toEqual(Object.fromEntries(calls.map(([m, u]) => [`${m} ${u}`, 404])));
    expect(await written()).toEqual(before);
    expect(await app.db.select({ n: count() }).from(registerApplicationPhotos)).toEqual(photosBefore);
    // A's records are as they were.
    expect((await send('GET', `register/application/${application.id}`, a.engineer)).json().data).toMatchObject({ version: 1, withdrawn: null, photoIds: [photo.id] });
    expect((await send('GET', `register/harvest/${harvest.id}`, a.engineer)).json().data).toMatchObject({ version: 1, withdrawn: null });
    expect(prescription.id).toBeGreaterThan(0);
  });
});
