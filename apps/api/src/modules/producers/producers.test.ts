// Producers (spec §3 "Farmer", "Farmer filter credentials", "Archive/owner kind";
// §6 roles; DESIGN.md §2 Turkish search, paging and sorting in SQL; §3 bad input never writes).
import { ErrorCode, OwnerKind, Role } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, producers } from '../../platform/db';
import { API, areaBody, buildTestApp, producerBody, seedPlants, tcFrom, testMember, vknFrom, withBadCheckDigit, type TestApp, type TestMember } from '../../test-support';

describe('producers', () => {
  let app: TestApp;
  let member: TestMember;
  let engineer: Record<string, string>;
  let plantIds: Record<string, number>;

  const post = (body: unknown, headers = engineer) => app.inject({ method: 'POST', url: `${API}/producer`, headers, payload: body as object });
  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await post(producerBody(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Record<string, unknown> & { id: number };
  };
  const list = async (query: string, headers = engineer) => {
    const res = await app.inject({ method: 'GET', url: `${API}/producer?${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Array<Record<string, unknown> & { id: number }>; count: number };
  };
  const count = () => app.db.$count(producers, eq(producers.memberId, member.id));

  beforeAll(async () => {
    app = await buildTestApp();
    member = await testMember(app);
    engineer = await member.as(Role.Muhendis);
    plantIds = await seedPlants(app, ['Domates', 'Biber', 'Üzüm (şaraplık)', 'Buğday']);
  });
  afterAll(() => app.close());

  it('creates a person with a valid TC kimlik no: phone in E.164, address as the PTT list writes it, archive kind Farmer 1, audited', async () => {
    const made = await create({ phone: '0 (532) 123 45 67', district: 'kumluca', neighbourhood: 'ADRASAN MAH' });
    expect(made).toMatchObject({
      kind: 'person',
      fullName: 'Mehmet Yıldırım',
      phone: '+905321234567',
      provinceCode: '07',
      provinceName: 'Antalya',
      district: 'Kumluca',
      neighbourhood: 'Adrasan Mah',
      archived: false,
      status: true,
      archiveKind: OwnerKind.Farmer,
      areaCount: 0,
    });
    const one = await app.inject({ method: 'GET', url: `${API}/producer/${made.id}`, headers: engineer });
    expect(one.json().data).toEqual(made);
    const [row] = await app.db.select().from(producers).where(eq(producers.id, made.id));
    expect(row?.memberId).toBe(member.id);
    const audits = await app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'producer'), eq(auditLog.entityId, String(made.id))));
    expect(audits.map((a) => a.action)).toEqual(['producer.create']);
  });

  it('creates a company with a valid VKN and no surname', async () => {
    const made = await create({ kind: 'company', name: 'Toros Seracılık Ltd. Şti.', surname: 'yok sayılır', tcOrVkn: vknFrom(123456789) });
    expect(made).toMatchObject({ kind: 'company', surname: null, fullName: 'Toros Seracılık Ltd. Şti.' });
  });

  it('refuses a TC kimlik no or VKN whose check digits are wrong, and a kind/length mismatch, with a field error; nothing is written', async () => {
    const before = await count();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ tcOrVkn: withBadCheckDigit(tcFrom(55_555_555)) }, 'Geçerli bir TC kimlik no girin: kontrol haneleri tutmuyor'],
      [{ kind: 'company', tcOrVkn: withBadCheckDigit(vknFrom(987654321)) }, 'Geçerli bir vergi kimlik no (VKN) girin: kontrol hanesi tutmuyor'],
      [{ tcOrVkn: vknFrom(987654321) }, 'Şahıs üretici için 11 haneli TC kimlik no girin'],
      [{ kind: 'company', tcOrVkn: tcFrom(4242) }, 'Şirket üretici için 10 haneli vergi kimlik no (VKN) girin'],
      [{ tcOrVkn: '0123456789a' }, 'TC kimlik no 11, VKN 10 haneli olmalıdır'],
    ];
    for (const [overrides, message] of cases) {
      const res = await post(producerBody(overrides));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details).toContainEqual({ field: 'body.tcOrVkn', message });
    }
    expect(await count()).toBe(before);
  });

  it('refuses a second producer with the same TC within the member: 400 on the field; another member may have it', async () => {
    const tc = tcFrom(77_001);
    await create({ tcOrVkn: tc });
    const before = await count();
    const res = await post(producerBody({ tcOrVkn: tc, name: 'Başka' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ErrorCode.Validation, details: [{ field: 'body.tcOrVkn', message: 'Bu TC kimlik no / VKN ile kayıtlı bir üreticiniz zaten var' }] });
    expect(await count()).toBe(before);
    const other = await testMember(app);
    expect((await post(producerBody({ tcOrVkn: tc }), await other.as(Role.Muhendis))).statusCode).toBe(201);
  });

  it('answers bad input on every write with 400 and Turkish field details, writing nothing', async () => {
    const made = await create();
    const before = await count();
    const bad = producerBody({ name: '', surname: null, phone: '0212 123 45 67', email: 'posta', provinceCode: '99', tcOrVkn: 12 });
    const created = await post(bad);
    expect(created.statusCode).toBe(400);
    const fields = created.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['body.name', 'body.email', 'body.provinceCode', 'body.tcOrVkn']));
    // Format is fine but the plan and the list are not: a landline, a district of another province.
    const wrongPlace = await post(producerBody({ phone: '0212 123 45 67', district: 'Alaşehir' }));
    expect(wrongPlace.json().details).toEqual(
      expect.arrayContaining([
        { field: 'body.phone', message: 'Geçerli bir cep telefonu girin (ör. 0532 123 45 67)' },
        { field: 'body.district', message: "Antalya ilinde 'Alaşehir' adlı bir ilçe yok" },
      ]),
    );
    expect((await post(producerBody({ surname: null }))).json().details).toContainEqual({ field: 'body.surname', message: 'Soyad zorunludur' });
    const put = await app.inject({ method: 'PUT', url: `${API}/producer/${made.id}`, headers: engineer, payload: { ...producerBody(), neighbourhood: 'Yok Böyle Mah' } });
    expect(put.statusCode).toBe(400);
    expect(put.json().details).toContainEqual({ field: 'body.neighbourhood', message: "Kumluca ilçesinde 'Yok Böyle Mah' adlı bir mahalle yok" });
    const archive = await app.inject({ method: 'PATCH', url: `${API}/producer/${made.id}/archive`, headers: engineer, payload: { archived: 'evet' } });
    expect(archive.statusCode).toBe(400);
    expect(archive.json().details[0].field).toBe('body.archived');
    const badId = await app.inject({ method: 'GET', url: `${API}/producer/abc`, headers: engineer });
    expect(badId.statusCode).toBe(400);
    expect(await count()).toBe(before);
    const [row] = await app.db.select().from(producers).where(eq(producers.id, made.id));
    expect(row?.neighbourhood).toBe('Adrasan Mah');
    expect(row?.status).toBe(true);
  });

  it('updates with PUT, auditing before and after', async () => {
    const made = await create();
    const res = await app.inject({ method: 'PUT', url: `${API}/producer/${made.id}`, headers: engineer, payload: producerBody({ tcOrVkn: made.tcOrVkn, name: 'Ahmet', provinceCode: '45', district: 'Alaşehir', neighbourhood: null }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: made.id, name: 'Ahmet', provinceName: 'Manisa', district: 'Alaşehir', neighbourhood: null });
    const [update] = await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'producer.update'), eq(auditLog.entityId, String(made.id))));
    expect(update?.before).toMatchObject({ name: 'Mehmet' });
    expect(update?.after).toMatchObject({ name: 'Ahmet' });
  });

  it('archives and reactivates (archive kinds 2 and 1); the archived filter sees each state; the same state again changes nothing', async () => {
    const made = await create({ name: 'Arşivlik' });
    const archive = (archived: boolean) => app.inject({ method: 'PATCH', url: `${API}/producer/${made.id}/archive`, headers: engineer, payload: { archived } });
    const archived = await archive(true);
    expect(archived.json().data).toMatchObject({ archived: true, status: false, archiveKind: OwnerKind.ArchivedFarmer });
    expect((await list('archived=true&farmerName=arşivlik')).data.map((p) => p.id)).toEqual([made.id]);
    expect((await list('archived=false&farmerName=arşivlik')).count).toBe(0);
    expect((await archive(true)).json().data.archived).toBe(true);
    const active = await archive(false);
    expect(active.json().data).toMatchObject({ archived: false, archiveKind: OwnerKind.Farmer });
    const actions = await app.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, String(made.id)));
    expect(actions.map((a) => a.action).filter((a) => a !== 'producer.create')).toEqual(['producer.archive', 'producer.reactivate']);
  });

  it('deletes a producer without areas; one with areas is refused with 409 naming them and offering archive, nothing deleted', async () => {
    const lone = await create();
    expect((await app.inject({ method: 'DELETE', url: `${API}/producer/${lone.id}`, headers: engineer })).json()).toEqual({ data: { id: lone.id } });
    expect((await app.inject({ method: 'GET', url: `${API}/producer/${lone.id}`, headers: engineer })).statusCode).toBe(404);

    const farmer = await create();
    const area = await app.inject({ method: 'POST', url: `${API}/production-area`, headers: engineer, payload: areaBody(farmer.id, { name: 'Kuzey Serası' }) });
    expect(area.statusCode, area.body).toBe(201);
    const refused = await app.inject({ method: 'DELETE', url: `${API}/producer/${farmer.id}`, headers: engineer });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('RECORD_IN_USE');
    expect(refused.json().message).toBe(
      "'Mehmet Yıldırım' silinemez: 1 üretim alanı (ör. Kuzey Serası) bu kaydı kullanıyor. Silmek yerine üreticiyi arşivleyebilirsiniz; arşivlenen üretici listelerde pasif görünür ve geri alınabilir.",
    );
    expect((await app.inject({ method: 'GET', url: `${API}/producer/${farmer.id}`, headers: engineer })).json().data.areaCount).toBe(1);
  });

  describe('the list: filters of spec §3, Turkish search, sort and paging in SQL', () => {
    let ids: Record<string, number>;
    let mainEngineer: Record<string, string>;
    beforeAll(async () => {
      // A member of its own, so the other tests' producers stay out of these lists.
      const m = await testMember(app);
      mainEngineer = engineer;
      engineer = await m.as(Role.Muhendis);
      const a = await create({ name: 'İsmail', surname: 'Işık', provinceCode: '35', district: 'Ödemiş', neighbourhood: null, phone: '0533 444 55 66' });
      const b = await create({ name: 'Ilgaz', surname: 'Çınar', provinceCode: '45', district: 'Alaşehir', neighbourhood: null, phone: null });
      const c = await create({ name: 'Şule', surname: 'Öztürk', provinceCode: '42', district: 'Çumra', neighbourhood: null, phone: null });
      const areas = [
        areaBody(a.id, { name: 'Ödemiş Serası', plantId: plantIds['Domates'], provinceCode: '35', district: 'Ödemiş', neighbourhood: null, plantingType: 1 }),
        areaBody(b.id, { name: 'Bağ Parseli', areaType: 3, cover: null, plantId: plantIds['Üzüm (şaraplık)'], provinceCode: '45', district: 'Alaşehir', neighbourhood: null, plantingType: 2 }),
        areaBody(c.id, { name: 'Konya Tarlası', areaType: 1, cover: null, plantId: plantIds['Buğday'], provinceCode: '42', district: 'Çumra', neighbourhood: null, plantingType: 0 }),
      ];
      for (const body of areas) expect((await app.inject({ method: 'POST', url: `${API}/production-area`, headers: engineer, payload: body })).statusCode).toBe(201);
      ids = { a: a.id, b: b.id, c: c.id };
    });
    afterAll(() => {
      engineer = mainEngineer;
    });
    const idsOf = async (query: string) => (await list(query)).data.map((p) => p.id);

    it('searches with Turkish folding: izmir finds İzmir, ismail İsmail, ışık Işık; and by TC, phone, area name and plant', async () => {
      expect(await idsOf('search=izmir')).toEqual([ids.a]);
      expect(await idsOf('search=ismail')).toEqual([ids.a]);
      expect(await idsOf('search=ISIK')).toEqual([ids.a]);
      expect(await idsOf('search=ÇINAR')).toEqual([ids.b]);
      const tc = (await list(`farmerName=şule`)).data[0]!.tcOrVkn as string;
      expect(await idsOf(`search=${tc.slice(0, 6)}`)).toEqual([ids.c]);
      expect(await idsOf('search=0533%20444')).toEqual([ids.a]);
      expect(await idsOf('search=bag%20parseli')).toEqual([ids.b]);
      expect(await idsOf('search=bugday')).toEqual([ids.c]);
      expect(await idsOf('search=50%25_')).toEqual([]);
    });

    it('filters by each farmer filter credential', async () => {
      expect(await idsOf('farmerName=ilgaz')).toEqual([ids.b]);
      expect(await idsOf('farmerSurname=ozturk')).toEqual([ids.c]);
      expect(await idsOf('farmAreaName=odemis')).toEqual([ids.a]);
      expect(await idsOf('plantName=uzum')).toEqual([ids.b]);
      expect(await idsOf(`plantId=${plantIds['Buğday']}`)).toEqual([ids.c]);
      expect(await idsOf('plantingType=2')).toEqual([ids.b]);
      expect(await idsOf('provinceName=konya')).toEqual([ids.c]);
      expect(await idsOf('provinceName=IZMIR')).toEqual([ids.a]);
      expect(await idsOf('areaType=0')).toEqual([ids.a]);
      expect(await idsOf('areaType=3&plantName=domates')).toEqual([]);
      expect(await idsOf('provinceName=yokboyle')).toEqual([]);
      const bad = await app.inject({ method: 'GET', url: `${API}/producer?areaType=7&plantingType=x&sort=tc`, headers: engineer });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details.map((d: { field: string }) => d.field)).toEqual(expect.arrayContaining(['query.areaType', 'query.plantingType', 'query.sort']));
    });

    it('sorts with the Turkish collation and pages in SQL with the count', async () => {
      expect(await idsOf('sort=name')).toEqual([ids.b, ids.a, ids.c]);
      expect(await idsOf('sort=name&order=desc')).toEqual([ids.c, ids.a, ids.b]);
      expect(await idsOf('sort=provinceName')).toEqual([ids.a, ids.c, ids.b]);
      const page = await list('sort=surname&limit=10&page=1');
      expect(page.count).toBe(3);
      expect(page.data.map((p) => p.surname)).toEqual(['Çınar', 'Işık', 'Öztürk']);
      const second = await list('sort=name&limit=10&page=2');
      expect(second).toMatchObject({ data: [], count: 3 });
    });
  });

  it('is documented in the OpenAPI document, generated from the contracts', async () => {
    const doc = (await app.inject({ method: 'GET', url: `${API}/openapi.json` })).json();
    for (const [path, methods] of Object.entries({
      '/api/v1/producer': ['get', 'post'],
      '/api/v1/producer/{id}': ['get', 'put', 'delete'],
      '/api/v1/producer/{id}/archive': ['patch'],
      '/api/v1/producer/export': ['get'],
      '/api/v1/producer/import': ['post'],
      '/api/v1/production-area': ['get', 'post'],
      '/api/v1/production-area/{id}': ['get', 'put', 'delete'],
      '/api/v1/production-area/{id}/archive': ['patch'],
      '/api/v1/production-area/{id}/weather': ['get'],
    })) {
      for (const method of methods) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    const list = doc.paths['/api/v1/producer'].get.parameters.map((p: { name: string }) => p.name);
    expect(list).toEqual(expect.arrayContaining(['page', 'limit', 'search', 'sort', 'archived', 'farmerName', 'farmerSurname', 'farmAreaName', 'plantName', 'plantId', 'plantingType', 'provinceName', 'areaType']));
    expect(doc.paths['/api/v1/production-area'].post.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['producerId', 'name', 'areaType', 'provinceCode', 'district']));
  });

  describe('roles (spec §6)', () => {
    it('Tekniker and User read the list but get 403 on every write; provider staff get 403 on reading', async () => {
      const made = await create();
      for (const role of [Role.Tekniker, Role.User]) {
        const headers = await member.as(role);
        expect((await app.inject({ method: 'GET', url: `${API}/producer`, headers })).statusCode).toBe(200);
        expect((await app.inject({ method: 'GET', url: `${API}/producer/${made.id}`, headers })).statusCode).toBe(200);
        const writes = [
          await post(producerBody(), headers),
          await app.inject({ method: 'PUT', url: `${API}/producer/${made.id}`, headers, payload: producerBody() }),
          await app.inject({ method: 'PATCH', url: `${API}/producer/${made.id}/archive`, headers, payload: { archived: true } }),
          await app.inject({ method: 'DELETE', url: `${API}/producer/${made.id}`, headers }),
        ];
        for (const res of writes) {
          expect(res.statusCode).toBe(403);
          expect(res.json().message).toBe('Üretici ve üretim alanı ekleme, düzenleme, arşivleme ve silme yetkiniz yok.');
        }
      }
      for (const role of [Role.Admin, Role.Danisman]) expect((await post(producerBody(), await member.as(role))).statusCode).toBe(201);
      expect((await app.inject({ method: 'GET', url: `${API}/producer`, headers: await member.as(Role.BestnetAdmin) })).statusCode).toBe(403);
      const [row] = await app.db.select().from(producers).where(eq(producers.id, made.id));
      expect(row?.status).toBe(true);
    });
  });
});
