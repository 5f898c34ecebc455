// A prescription's spray plan (the spray-window planner, ★): GET prescription/{id}/spray-plan for
// its detail page and the public GET prescription/verify/{link}/spray-plan for the farmer's page,
// on PostgreSQL with the real weather client against a local stand-in whose forecast starts
// today. Both answer the same plan of the prescription's area; a fast prescription, a withdrawn
// or cancelled one and a weather service that is down answer 200 `available: false` with the
// reason, never a 500; the public one follows the page's token rules and carries no coordinates.
import { PrescriptionKind, Role } from '@portal/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { areaWeatherCache } from '../../platform/db';
import { API, areaBody, buildTestApp, KUMLUCA_FIELD, prescribingMember, referenceIds, SEASON, writeBody, type ReferenceIds, type TestApp } from '../../test-support';
import { weatherStandIn } from '../../test-support/weather-stand-in';
import { SprayPlanReason } from './spray-plan';

type Answer = { available: true; fetchedAt: string; plan: { hours: { time: string; level: string }[]; nextGoodWindow: { text: string } | null; rainfastHours: number } } | { available: false; reason: string };

describe('the spray plan of a prescription and of its public link', () => {
  let standIn: Awaited<ReturnType<typeof weatherStandIn>>;
  let app: TestApp;
  let ref: ReferenceIds;
  let world: Awaited<ReturnType<typeof prescribingMember>>;
  let areaSerial = 0;

  const post = (url: string, payload: unknown, headers = world.engineer) => app.inject({ method: 'POST', url: `${API}/${url}`, headers, payload: payload as object });
  const get = (url: string, headers = world.engineer) => app.inject({ method: 'GET', url: `${API}/${url}`, headers });
  /** The farmer's browser: no session. */
  const anonymous = (url: string) => app.inject({ method: 'GET', url: `${API}/${url}` });
  const planOf = async (id: number, headers = world.engineer) => {
    const res = await get(`prescription/${id}/spray-plan`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Answer;
  };
  const publicPlan = (token: string) => anonymous(`prescription/verify/${token}/spray-plan`);

  /** A tomato greenhouse drawn on the map (each prescription its own: the season's applications are counted per area). */
  const drawnArea = async (polygon: unknown = KUMLUCA_FIELD) => {
    const res = await post('production-area', areaBody(world.producer.id, { name: `Planlı Sera ${++areaSerial}`, plantId: ref.tomato, plantingDate: SEASON.planting, expectedHarvestDate: SEASON.harvest, decares: 5, polygon }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };

  /** Checks a body, then issues it with every warning acknowledged. */
  async function issue(body: Record<string, unknown>, url = 'prescription/area-linked', type: number = PrescriptionKind.ProductionArea) {
    const check = (await post('prescription/check', { type, ...body })).json().data as { blocking: string[]; toAcknowledge: string[] };
    expect(check.blocking).toEqual([]);
    const res = await post(url, { ...body, acknowledgedFindings: check.toAcknowledge });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; prescriptionNo: string };
  }
  const linkOf = async (id: number) => (await get(`prescription/${id}/link`)).json().data.token as string;

  beforeAll(async () => {
    standIn = await weatherStandIn();
    app = await buildTestApp({ env: standIn.env });
    ref = await referenceIds(app);
    world = await prescribingMember(app, ref);
  });
  afterAll(async () => {
    await app.close();
    standIn.close();
  });
  beforeEach(async () => {
    standIn.mode = 'ok';
    standIn.requests.length = 0;
    await app.db.delete(areaWeatherCache);
  });

  it("the detail page's plan: the next 72 hours of the prescription's area, the label's rainfast time unknown so 6 hours; a technician reads it too", async () => {
    const p = await issue(writeBody(ref, await drawnArea()));
    const data = await planOf(p.id);
    expect(data.available).toBe(true);
    if (!data.available) return;
    expect(data.plan.hours).toHaveLength(72);
    expect(data.plan.rainfastHours).toBe(6);
    expect(data.plan.nextGoodWindow?.text).toMatch(/^En yakın uygun zaman: /);
    expect(await planOf(p.id, await world.member.as(Role.Tekniker))).toEqual(data);
    expect(standIn.requests).toHaveLength(1);
  });

  it("the public link's plan is the detail page's, anonymous, private and without any coordinate", async () => {
    const p = await issue(writeBody(ref, await drawnArea()));
    const token = await linkOf(p.id);
    const detail = await planOf(p.id);
    const res = await publicPlan(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual(detail);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-robots-tag']).toContain('noindex');
    for (const word of ['latitude', 'longitude', '"lat"', '"lon"', 'centroid', 'polygon', 'cached', world.producer.tcOrVkn]) expect(res.body).not.toContain(word);
    expect(res.body).not.toContain('36.37');
    expect(res.body).not.toContain('30.29');
  });

  it('public token variants: renewed away, revoked, unknown and malformed links answer the page’s 404; a withdrawn prescription’s live link answers without a plan, as the page says it was withdrawn', async () => {
    const p = await issue(writeBody(ref, await drawnArea()));
    const token = await linkOf(p.id);
    const renewed = (await post(`prescription/${p.id}/link/renew`, {})).json().data.token as string;
    for (const gone of [token, 'QmFzdGFuLVVkdXJ1bG11cy1CaXItQmFnbGFudGktMTIzNDU', 'kısa']) {
      const res = await publicPlan(encodeURIComponent(gone));
      expect(res.statusCode, gone).toBe(404);
      expect(res.json()).toMatchObject({ code: 'PRESCRIPTION_LINK_NOT_FOUND', message: 'Bu reçete bağlantısı geçersiz ya da iptal edilmiş.' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect((await publicPlan(renewed)).json().data.available).toBe(true);

    // Withdrawn (deleted): the page still opens and says so; the plan proposes no window.
    expect((await app.inject({ method: 'PATCH', url: `${API}/prescription/${p.id}/delete`, headers: world.engineer })).statusCode).toBe(200);
    expect((await anonymous(`prescription/verify/${renewed}`)).json().data.withdrawn).toMatchObject({ byRole: 'Mühendis' });
    const withdrawn = await publicPlan(renewed);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().data).toEqual({ available: false, reason: SprayPlanReason.withdrawn });
    expect(await planOf(p.id)).toEqual({ available: false, reason: SprayPlanReason.withdrawn });

    // Revoked: 404 like the page.
    const other = await issue(writeBody(ref, await drawnArea()));
    const live = await linkOf(other.id);
    expect((await app.inject({ method: 'DELETE', url: `${API}/prescription/${other.id}/link`, headers: world.engineer })).statusCode).toBe(204);
    expect((await anonymous(`prescription/verify/${live}`)).statusCode).toBe(404);
    expect((await publicPlan(live)).statusCode).toBe(404);
  });

  it('a fast prescription has no area: available false with the reason, nothing asked of the service', async () => {
    const body = { plantId: ref.tomato, plantingType: 1, areaType: 0, decares: null, ...writeBody(ref, 0) };
    delete (body as { productionAreaId?: number }).productionAreaId;
    const fast = await issue(body, 'prescription/fast', PrescriptionKind.Fast);
    expect(await planOf(fast.id)).toEqual({ available: false, reason: SprayPlanReason.noArea });
    expect((await publicPlan(await linkOf(fast.id))).json().data).toEqual({ available: false, reason: SprayPlanReason.noArea });
    expect(standIn.requests).toHaveLength(0);
  });

  it('a prescription cancelled by its correction proposes no window; its correction does', async () => {
    const areaId = await drawnArea();
    const original = await issue(writeBody(ref, areaId));
    const { productionAreaId: _, ...body } = writeBody(ref, areaId);
    const check = (await post('prescription/check', { type: PrescriptionKind.ProductionArea, productionAreaId: areaId, ...body })).json().data;
    const corrected = await post(`prescription/${original.id}/correct`, { reason: 'Su miktarı yeniden hesaplandı', prescription: { ...body, acknowledgedFindings: check.toAcknowledge } });
    expect(corrected.statusCode, corrected.body).toBe(201);
    expect(await planOf(original.id)).toEqual({ available: false, reason: SprayPlanReason.cancelled });
    expect((await planOf(corrected.json().data.id)).available).toBe(true);
  });

  it.each([
    ['answering 503', 'error', 'Hava durumu servisi yanıt veremedi (HTTP 503).'],
    ['slow (over the timeout)', 'slow', 'Hava durumu servisi zamanında yanıt vermedi.'],
  ] as const)('the weather service %s: both plans answer 200 available false with the reason, never a 500', async (_why, mode, reason) => {
    const p = await issue(writeBody(ref, await drawnArea()));
    const token = await linkOf(p.id);
    standIn.mode = mode;
    expect(await planOf(p.id)).toEqual({ available: false, reason });
    const res = await publicPlan(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ available: false, reason });
  });

  it("another member's prescription answers 404 before the service is asked", async () => {
    const p = await issue(writeBody(ref, await drawnArea()));
    const stranger = (await prescribingMember(app, ref)).engineer;
    const res = await get(`prescription/${p.id}/spray-plan`, stranger);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('available');
    expect(standIn.requests).toHaveLength(0);
  });
});
