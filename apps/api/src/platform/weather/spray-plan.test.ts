// The spray-window planner's weather: the real client asks a local stand-in server (node:http on
// 127.0.0.1, a random port) for Open-Meteo's hourly forecast at the area's centroid, the answer
// is cached for an hour beside the daily forecast, a failing service says why, and the next 72
// hours come out rated as the stand-in's weather says.
import { Role } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { areaWeatherCache } from '../db';
import { API, areaBody, buildTestApp, KUMLUCA_FIELD, producerBody, testMember, type TestApp } from '../../test-support';
import { openMeteoAnswer, openMeteoHourlyAnswer } from '../../test-support/open-meteo';
import { hourlyWeatherOfArea, NoLocationReason, sprayPlanOfArea, weatherOfArea } from './index';

type Mode = 'ok' | 'slow' | 'error' | 'wrong-shape';

describe('the hourly forecast and the spray-window plan of an area', () => {
  let server: Server;
  let mode: Mode = 'ok';
  const requests: URL[] = [];
  let app: TestApp;
  let areaId: number;
  let client: { baseUrl: string; timeoutMs: number };
  const centroid = { lat: 36.3702, lon: 30.2906 };
  // 05:40 in Türkiye.
  const now = new Date('2026-05-01T02:40:00Z');
  const plan = (options: { rainfastHours?: number } = {}) => sprayPlanOfArea(app.db, app.log, { id: areaId, centroid }, client, { ...options, now });

  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      requests.push(url);
      if (mode === 'slow') return void setTimeout(() => res.end('{}'), 1_000);
      if (mode === 'error') return void res.writeHead(503).end('bakımda');
      if (mode === 'wrong-shape') return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ latitude: 1, longitude: 2, hourly: { time: [] } }));
      const [lat, lon] = [Number(url.searchParams.get('latitude')), Number(url.searchParams.get('longitude'))];
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(url.searchParams.has('hourly') ? openMeteoHourlyAnswer(lat, lon) : openMeteoAnswer(lat, lon)));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    client = { baseUrl: `http://127.0.0.1:${port}/`, timeoutMs: 300 };
    app = await buildTestApp();
    const member = await testMember(app);
    const engineer = await member.as(Role.Muhendis);
    const producer = (await app.inject({ method: 'POST', url: `${API}/producer`, headers: engineer, payload: producerBody() })).json().data;
    areaId = (await app.inject({ method: 'POST', url: `${API}/production-area`, headers: engineer, payload: areaBody(producer.id, { polygon: KUMLUCA_FIELD }) })).json().data.id;
  });
  afterAll(async () => {
    await app.close();
    server.closeAllConnections();
    server.close();
  });
  beforeEach(async () => {
    mode = 'ok';
    requests.length = 0;
    await app.db.delete(areaWeatherCache);
  });

  it("asks Open-Meteo's hourly forecast for 4 days at the point, in Türkiye's time", async () => {
    const weather = await hourlyWeatherOfArea(app.db, app.log, { id: areaId, centroid }, client);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.pathname).toBe('/v1/forecast');
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({
      latitude: '36.3702',
      longitude: '30.2906',
      hourly: 'temperature_2m,relative_humidity_2m,precipitation,precipitation_probability,wind_speed_10m,wind_gusts_10m',
      timezone: 'Europe/Istanbul',
      forecast_days: '4',
    });
    expect(weather).toMatchObject({ available: true, cached: false });
    if (!weather.available) return;
    expect(weather.forecast.hours).toHaveLength(96);
    expect(weather.forecast.hours[62]).toEqual({ time: '2026-05-03T14:00', temperature: 27, relativeHumidity: 45, precipitation: 1.2, precipitationProbability: 80, windSpeed: 13, windGusts: 23 });
  });

  it('rates the next 72 hours from the current hour as the forecast says', async () => {
    const result = await plan();
    expect(result.available).toBe(true);
    if (!result.available) return;
    const { hours, nextGoodWindow, days, rainfastHours } = result.plan;
    expect(rainfastHours).toBe(6);
    expect(hours).toHaveLength(72);
    expect([hours[0]!.time, hours.at(-1)!.time]).toEqual(['2026-05-01T05:00', '2026-05-04T04:00']);
    // Still air before dawn, then a calm morning.
    expect(hours[0]).toMatchObject({ level: 'caution', reasons: [expect.stringContaining('Rüzgâr 2 km/sa: durgun havada')] });
    expect(nextGoodWindow?.text).toBe('En yakın uygun zaman: 01.05.2026 06:00–10:00 (4 saat).');
    // Midday: wind, gusts and dry heat.
    const noon = hours.find((h) => h.time === '2026-05-01T12:00')!;
    expect(noon.level).toBe('caution');
    expect(noon.reasons.map((r) => r.slice(0, 15))).toEqual(['Rüzgâr 13 km/sa', 'Rüzgâr hamlesi ', 'Nem %45, sıcakl']);
    // 3 May: rain 13:00–16:00 washes off what is sprayed from 08:00.
    expect(hours.find((h) => h.time === '2026-05-03T08:00')).toMatchObject({
      level: 'unsuitable',
      rainFreeHours: 5,
      reasons: ['Uygulamadan sonraki 6 saat içinde yağış bekleniyor (13:00–14:00, %80 olasılık, 1,2 mm): ilaç yağmura dayanıklı hale gelmeden yıkanabilir.'],
    });
    expect(days.map((d) => [d.date, d.level, d.text])).toEqual([
      ['2026-05-01', 'good', 'Uygun saatler: 06:00–10:00, 17:00–24:00.'],
      ['2026-05-02', 'good', 'Uygun saatler: 06:00–10:00, 17:00–24:00.'],
      ['2026-05-03', 'good', 'Uygun saatler: 06:00–08:00, 17:00–24:00.'],
      ['2026-05-04', 'caution', '3 saatlik uygun zaman yok; dikkatle uygulanabilecek saatler: 00:00–05:00.'],
    ]);
  });

  it("reads the product's rainfast time: rainfast in 2 hours, 3 May's morning stays good", async () => {
    const result = await plan({ rainfastHours: 2 });
    if (!result.available) throw new Error(result.reason);
    expect(result.plan.days[2]?.text).toBe('Uygun saatler: 06:00–10:00, 17:00–24:00.');
  });

  it('answers from the cache within the hour, keeps it beside the daily forecast, and asks again after the hour', async () => {
    const first = await plan();
    const second = await plan();
    expect(requests).toHaveLength(1);
    expect(second).toMatchObject({ available: true, cached: true });
    expect(second.available && first.available && second.plan).toEqual(first.available && first.plan);
    // The daily forecast written into the same row keeps the hourly one, and back.
    expect(await weatherOfArea(app.db, app.log, { id: areaId, centroid }, client)).toMatchObject({ available: true, cached: false });
    expect(await plan()).toMatchObject({ available: true, cached: true });
    expect(await weatherOfArea(app.db, app.log, { id: areaId, centroid }, client)).toMatchObject({ available: true, cached: true });
    expect(requests).toHaveLength(2);
    await app.db.update(areaWeatherCache).set({ payload: sql`jsonb_set(${areaWeatherCache.payload}, '{hourly,fetchedAt}', to_jsonb((now() - interval '61 minutes')::text))` });
    expect(await plan()).toMatchObject({ available: true, cached: false });
    expect(requests).toHaveLength(3);
    // A moved polygon: the cached forecast is for another point.
    await hourlyWeatherOfArea(app.db, app.log, { id: areaId, centroid: { lat: 36.4, lon: 30.3 } }, client);
    expect(requests).toHaveLength(4);
  });

  it.each([
    ['slow (over the timeout)', 'slow', 'Hava durumu servisi zamanında yanıt vermedi.'],
    ['answering an error status', 'error', 'Hava durumu servisi yanıt veremedi (HTTP 503).'],
    ['answering another shape', 'wrong-shape', 'Hava durumu servisinin yanıtı beklenen biçimde değil.'],
  ] as const)('says the plan is unavailable when the service is %s, and caches nothing', async (_why, how, reason) => {
    mode = how;
    expect(await plan()).toEqual({ available: false, reason });
    expect(await app.db.$count(areaWeatherCache)).toBe(0);
  });

  it('says an area without a location has none, without asking the service', async () => {
    expect(await sprayPlanOfArea(app.db, app.log, { id: areaId, centroid: null }, client)).toEqual({ available: false, reason: NoLocationReason });
    expect(requests).toHaveLength(0);
  });
});
