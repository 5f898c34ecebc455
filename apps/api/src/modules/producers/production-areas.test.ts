// Production areas (spec §3 "Production area", "Plant/area type", "Greenhouse
// cover", "Archive/owner kind"; DESIGN.md §8): a producer's areas and a corporate member's
// own, the polygon measured on the server, the member's full list with the same filters.
import { AreaType, OwnerKind, Role } from '@portal/contracts';
import { decaresOf } from '@portal/domain/geo';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, productionAreas } from '../../platform/db';
import { CorporateOnlyMessage } from './area-section';
import { API, areaBody, buildTestApp, KUMLUCA_FIELD, producerBody, seedPlants, testMember, type TestApp, type TestMember } from '../../test-support';

describe('production areas', () => {
  let app: TestApp;
  let member: TestMember;
  let engineer: Record<string, string>;
  let producerId: number;
  let plantIds: Record<string, number>;

  const post = (body: unknown, headers = engineer) => app.inject({ method: 'POST', url: `${API}/production-area`, headers, payload: body as object });
  const create = async (body: Record<string, unknown>, headers = engineer) => {
    const res = await post(body, headers);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Record<string, unknown> & { id: number };
  };
  const count = () => app.db.$count(productionAreas, eq(productionAreas.memberId, member.id));

  beforeAll(async () => {
    app = await buildTestApp();
    member = await testMember(app);
    engineer = await member.as(Role.Muhendis);
    plantIds = await seedPlants(app, ['Domates', 'Hıyar', 'Buğday']);
    const res = await app.inject({ method: 'POST', url: `${API}/producer`, headers: engineer, payload: producerBody({ name: 'Hasan', surname: 'Kaya' }) });
    producerId = res.json().data.id;
  });
  afterAll(() => app.close());

  it('creates a greenhouse with a manual size: owner, plant, dates, archive kind FarmArea 3, audited', async () => {
    const made = await create(areaBody(producerId, { plantId: plantIds['Domates'] }));
    expect(made).toMatchObject({
      producerId,
      owner: 'producer',
      ownerName: 'Hasan Kaya',
      areaType: AreaType.Greenhouse,
      cover: 1,
      provinceName: 'Antalya',
      plantName: 'Domates',
      plantingDate: '2026-02-01',
      expectedHarvestDate: '2026-05-15',
      decares: 4.5,
      hectares: 0.45,
      measured: false,
      polygon: null,
      centroid: null,
      archiveKind: OwnerKind.FarmArea,
    });
    const [audit] = await app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'production-area'), eq(auditLog.entityId, String(made.id))));
    expect(audit?.action).toBe('production-area.create');
    const producer = await app.inject({ method: 'GET', url: `${API}/producer/${producerId}`, headers: engineer });
    expect(producer.json().data.areaCount).toBeGreaterThanOrEqual(1);
  });

  it('computes the decares and the centroid of a drawn polygon on the server, whatever size was sent', async () => {
    const made = await create(areaBody(producerId, { name: 'Çizilen Sera', decares: 999, polygon: KUMLUCA_FIELD }));
    expect(made.decares).toBe(decaresOf(KUMLUCA_FIELD));
    expect(made.decares).toBeGreaterThan(4.9);
    expect(made.decares).toBeLessThan(5.1);
    expect(made.measured).toBe(true);
    expect(made.polygon).toEqual(KUMLUCA_FIELD);
    expect(made.centroid).toEqual({ lat: expect.closeTo(36.370225, 5), lon: expect.closeTo(30.290557, 5) });
    // The list row leaves the boundary to the record (the map modal reads it there); the export keeps it.
    const listed = (await app.inject({ method: 'GET', url: `${API}/production-area?producerId=${producerId}&search=${encodeURIComponent('Çizilen')}`, headers: engineer })).json();
    expect(listed.data).toEqual([expect.objectContaining({ id: made.id, measured: true, centroid: made.centroid })]);
    expect(listed.data[0]).not.toHaveProperty('polygon');
    expect((await app.inject({ method: 'GET', url: `${API}/production-area/${made.id}`, headers: engineer })).json().data.polygon).toEqual(KUMLUCA_FIELD);
    const exported = await app.inject({ method: 'GET', url: `${API}/production-area/export?format=csv`, headers: engineer });
    expect(exported.body).toContain(JSON.stringify(KUMLUCA_FIELD).replaceAll('"', '""'));
    // Without the polygon again, the size typed by hand counts.
    const res = await app.inject({ method: 'PUT', url: `${API}/production-area/${made.id}`, headers: engineer, payload: areaBody(producerId, { name: 'Çizilen Sera', decares: 7 }) });
    expect(res.json().data).toMatchObject({ decares: 7, measured: false, centroid: null, polygon: null });
  });

  it('refuses a cover on a field, a harvest before planting, no size at all, an open ring and an unknown plant: 400 with the field, nothing written', async () => {
    const before = await count();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ areaType: AreaType.Field, cover: 0 }, 'body.cover', 'Örtü türü yalnızca seralar için seçilebilir'],
      [{ plantingDate: '2026-05-01', expectedHarvestDate: '2026-04-30' }, 'body.expectedHarvestDate', 'Tahmini hasat tarihi dikim tarihinden önce olamaz'],
      [{ decares: null, polygon: null }, 'body.decares', 'Alanın büyüklüğünü (dekar) girin ya da haritada sınırını çizin'],
      [{ polygon: { type: 'Polygon', coordinates: [[[30, 36], [30.1, 36], [30.1, 36.1], [30, 36.1]]] } }, 'body.polygon.coordinates.0', 'Alan sınırı kapalı olmalı: ilk ve son nokta aynı olmalı.'],
      [{ plantId: 987654 }, 'body.plantId', 'Seçilen bitki bulunamadı'],
      [{ areaType: 9, name: '' }, 'body.areaType', 'Alan türü sera, tarla, bahçe ya da meyve bahçesi olmalıdır'],
      [{ district: 'Kadıköy' }, 'body.district', "Antalya ilinde 'Kadıköy' adlı bir ilçe yok"],
      [{ plantingDate: '2026-02-30' }, 'body.plantingDate', 'Dikim tarihi geçerli bir tarih olmalıdır'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await post(areaBody(producerId, overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().details, JSON.stringify(overrides)).toContainEqual({ field, message });
    }
    expect(await count()).toBe(before);
  });

  it("refuses another member's producer as the owner (the producer foreign key carries the member)", async () => {
    const other = await testMember(app);
    const theirs = await app.inject({ method: 'POST', url: `${API}/producer`, headers: await other.as(Role.Muhendis), payload: producerBody() });
    const before = await count();
    const res = await post(areaBody(theirs.json().data.id));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'body.producerId', message: 'Seçilen üretici bulunamadı' }]);
    expect(await count()).toBe(before);
  });

  it("keeps a corporate member's own areas (no producer); an individual member cannot have one", async () => {
    const corporate = await create(areaBody(null, { name: 'Birim Deneme Tarlası', areaType: AreaType.Field, cover: null }));
    expect(corporate).toMatchObject({ producerId: null, owner: 'member', ownerName: expect.stringMatching(/^Deneme Tarım/) });
    const individual = await testMember(app, { memberType: null });
    const res = await post(areaBody(null), await individual.as(Role.Admin));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: CorporateOnlyMessage, details: [{ field: 'body.producerId', message: CorporateOnlyMessage }] });
    expect(await app.db.$count(productionAreas, eq(productionAreas.memberId, individual.id))).toBe(0);
  });

  it('archives and reactivates an area (archive kinds 4 and 3) and deletes it', async () => {
    const made = await create(areaBody(producerId, { name: 'Silinecek' }));
    const archive = (archived: boolean) => app.inject({ method: 'PATCH', url: `${API}/production-area/${made.id}/archive`, headers: engineer, payload: { archived } });
    expect((await archive(true)).json().data).toMatchObject({ archived: true, archiveKind: OwnerKind.ArchivedFarmArea });
    expect((await archive(false)).json().data).toMatchObject({ archived: false, archiveKind: OwnerKind.FarmArea });
    expect((await app.inject({ method: 'DELETE', url: `${API}/production-area/${made.id}`, headers: engineer })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `${API}/production-area/${made.id}`, headers: engineer })).statusCode).toBe(404);
  });

  it("lists the member's areas with the producer filters, producerId and owner", async () => {
    const m = await testMember(app);
    const h = await m.as(Role.Danisman);
    const p = (await app.inject({ method: 'POST', url: `${API}/producer`, headers: h, payload: producerBody({ name: 'Gülay', surname: 'Şen' }) })).json().data.id;
    const q = (await app.inject({ method: 'POST', url: `${API}/producer`, headers: h, payload: producerBody({ name: 'Ilhan', surname: 'Ak' }) })).json().data.id;
    const g = await create(areaBody(p, { name: 'Hıyar Serası', plantId: plantIds['Hıyar'], plantingType: 1 }), h);
    const f = await create(areaBody(q, { name: 'Buğday Tarlası', areaType: AreaType.Field, cover: null, plantId: plantIds['Buğday'], plantingType: 0, provinceCode: '42', district: 'Çumra', neighbourhood: null }), h);
    const own = await create(areaBody(null, { name: 'İş Birimi Bahçesi', areaType: AreaType.Garden, cover: null }), h);
    const idsOf = async (query: string) => {
      const res = await app.inject({ method: 'GET', url: `${API}/production-area?${query}`, headers: h });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.map((a: { id: number }) => a.id);
    };
    expect(await idsOf('sort=name')).toEqual([f.id, g.id, own.id]);
    expect(await idsOf(`producerId=${p}`)).toEqual([g.id]);
    expect(await idsOf('owner=member')).toEqual([own.id]);
    expect(await idsOf('owner=producer&sort=name&order=desc')).toEqual([g.id, f.id]);
    expect(await idsOf('farmerName=gulay')).toEqual([g.id]);
    expect(await idsOf('farmerSurname=AK')).toEqual([f.id]);
    expect(await idsOf('farmAreaName=isbirimi')).toEqual([]);
    expect(await idsOf('farmAreaName=İŞ BİRİMİ')).toEqual([own.id]);
    expect(await idsOf('plantName=hiyar')).toEqual([g.id]);
    expect(await idsOf(`plantId=${plantIds['Buğday']}`)).toEqual([f.id]);
    expect(await idsOf('plantingType=0')).toEqual([f.id]);
    expect(await idsOf('provinceName=konya')).toEqual([f.id]);
    expect(await idsOf('areaType=2')).toEqual([own.id]);
    expect(await idsOf('search=sen')).toEqual([g.id]);
    expect(await idsOf('search=bugday')).toEqual([f.id]);
    expect(await idsOf('sort=decares&archived=false')).toHaveLength(3);
  });
});
