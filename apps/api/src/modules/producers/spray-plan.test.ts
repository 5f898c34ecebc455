// GET production-area/{id}/spray-plan (the spray-window planner, ★): the next 72 hours of the
// area's hourly forecast rated from the current hour, through the real client against a local
// stand-in whose forecast starts today. The answer never carries the point; a service that is
// down, slow or wrong, and an area without a polygon, answer 200 `available: false`; another
// member's area answers 404 before the service is asked; a bad rainfastHours is a 400.
import { Role } from '@portal/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { areaWeatherCache } from '../../platform/db';
import { istanbulLocalTime, NoLocationReason } from '../../platform/weather';
import { API, areaBody, buildTestApp, day, KUMLUCA_FIELD, producerBody, testMember, type TestApp } from '../../test-support';
import { weatherStandIn } from '../../test-support/weather-stand-in';

type Plan = { hours: { time: string; level: string; reasons: string[] }[]; nextGoodWindow: { text: string } | null; days: { date: string; level: string; text: string }[]; rainfastHours: number };

describe('GET production-area/{id}/spray-plan (spray-window planner)', () => {
  let standIn: Awaited<ReturnType<typeof weatherStandIn>>;
  let app: TestApp;
  let technician: Record<string, string>;
  let areaId: number;
  let unplacedId: number;

  const get = (url: string, headers = technician) => app.inject({ method: 'GET', url: `${API}/${url}`, headers });
  const planOf = async (query = '', id = areaId) => {
    const res = await get(`production-area/${id}/spray-plan${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { available: true; fetchedAt: string; plan: Plan } | { available: false; reason: string };
  };

  beforeAll(async () => {
    standIn = await weatherStandIn();
    app = await buildTestApp({ env: standIn.env });
    const member = await testMember(app);
    // A technician reads (the producers' read roles); an engineer draws the areas.
    technician = await member.as(Role.Tekniker);
    const engineer = await member.as(Role.Muhendis);
    const producer = (await app.inject({ method: 'POST', url: `${API}/producer`, headers: engineer, payload: producerBody() })).json().data;
    areaId = (await app.inject({ method: 'POST', url: `${API}/production-area`, headers: engineer, payload: areaBody(producer.id, { polygon: KUMLUCA_FIELD }) })).json().data.id;
    unplacedId = (await app.inject({ method: 'POST', url: `${API}/production-area`, headers: engineer, payload: areaBody(producer.id, { name: 'Konumsuz Sera' }) })).json().data.id;
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

  it('rates the next 72 hours from the current hour: calm mornings good, windy middays a caution, the third day’s morning washed off by the rain', async () => {
    const data = await planOf();
    expect(data.available).toBe(true);
    if (!data.available) return;
    const { hours, days, nextGoodWindow, rainfastHours } = data.plan;
    expect(rainfastHours).toBe(6);
    expect(hours).toHaveLength(72);
    expect(hours[0]!.time).toBe(`${istanbulLocalTime(new Date()).slice(0, 13)}:00`);
    const at = (date: string, clock: string) => hours.find((h) => h.time === `${date}T${clock}`)!;
    expect(at(day(1), '07:00').level).toBe('good');
    expect(at(day(1), '12:00')).toMatchObject({ level: 'caution', reasons: [expect.stringMatching(/^Rüzgâr 13 km\/sa: 10–15 km\/sa/), expect.stringMatching(/^Rüzgâr hamlesi 23 km\/sa/), expect.stringMatching(/^Nem %45/)] });
    expect(at(day(2), '08:00')).toMatchObject({ level: 'unsuitable', reasons: [expect.stringContaining('Uygulamadan sonraki 6 saat içinde yağış bekleniyor (13:00–14:00')] });
    // Tomorrow lies wholly inside the 72 hours whatever the hour now.
    expect(days.find((d) => d.date === day(1))).toMatchObject({ level: 'good', text: 'Uygun saatler: 06:00–10:00, 17:00–24:00.' });
    expect(nextGoodWindow?.text).toMatch(/^En yakın uygun zaman: \d{2}\.\d{2}\.\d{4} \d{2}:00–\d{2}:00 \(\d+ saat\)\.$/);
    expect(standIn.requests).toHaveLength(1);
    expect(standIn.requests[0]!.searchParams.get('hourly')).toContain('wind_gusts_10m');
  });

  it('answers times and ratings only: no coordinates, no polygon, no cache flag', async () => {
    const res = await get(`production-area/${areaId}/spray-plan`);
    const body = res.body;
    for (const word of ['latitude', 'longitude', '"lat"', '"lon"', 'centroid', 'polygon', 'cached']) expect(body).not.toContain(word);
    expect(body).not.toContain('36.37');
    expect(body).not.toContain('30.29');
  });

  it("reads the product's rainfast time: rainfast in 2 hours, the third day's morning stays good", async () => {
    const data = await planOf('?rainfastHours=2');
    if (!data.available) throw new Error(data.reason);
    expect(data.plan.rainfastHours).toBe(2);
    expect(data.plan.hours.find((h) => h.time === `${day(2)}T08:00`)!.level).toBe('good');
    // 0 is no label value: the default 6 hours.
    const zero = await planOf('?rainfastHours=0');
    expect(zero.available && zero.plan.rainfastHours).toBe(6);
  });

  it.each([
    ['above 72 hours', 'rainfastHours=73', 'query.rainfastHours'],
    ['negative', 'rainfastHours=-1', 'query.rainfastHours'],
    ['not a number', 'rainfastHours=altı', 'query.rainfastHours'],
  ])('a rainfastHours %s is a 400 naming it, and nothing is asked of the service', async (_why, query, field) => {
    const res = await get(`production-area/${areaId}/spray-plan?${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    expect(standIn.requests).toHaveLength(0);
  });

  it('an unknown query parameter is a 400, not the default plan', async () => {
    const res = await get(`production-area/${areaId}/spray-plan?rainfast=2`);
    expect(res.statusCode, res.body).toBe(400);
    expect(standIn.requests).toHaveLength(0);
  });

  it.each([
    ['slow (over the timeout)', 'slow', 'Hava durumu servisi zamanında yanıt vermedi.'],
    ['answering 503', 'error', 'Hava durumu servisi yanıt veremedi (HTTP 503).'],
    ['answering another shape', 'wrong-shape', 'Hava durumu servisinin yanıtı beklenen biçimde değil.'],
  ] as const)('a weather service %s: 200 with available false and the reason, never a 500', async (_why, mode, reason) => {
    standIn.mode = mode;
    expect(await planOf()).toEqual({ available: false, reason });
  });

  it('an area without a polygon has no location: said without asking the service', async () => {
    expect(await planOf('', unplacedId)).toEqual({ available: false, reason: NoLocationReason });
    expect(standIn.requests).toHaveLength(0);
  });

  it("another member's area answers 404, before anything is asked of the service; an unknown id too", async () => {
    const other = await testMember(app);
    const res = await get(`production-area/${areaId}/spray-plan`, await other.as(Role.Muhendis));
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('available');
    expect((await get('production-area/999999999/spray-plan')).statusCode).toBe(404);
    expect(standIn.requests).toHaveLength(0);
  });
});
