// Weather: the real Open-Meteo client against a local stand-in server (node:http
// on 127.0.0.1, a random port): the forecast at the area's centroid, the one-hour cache, and a
// service that is down, slow or answers garbage — the endpoint still answers 200 and says so.
import { Role } from '@portal/contracts';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { areaWeatherCache } from '../../platform/db';
import { API, areaBody, buildTestApp, KUMLUCA_FIELD, producerBody, testMember, type TestApp } from '../../test-support';
import { NoLocationReason } from '../../platform/weather';
import { openMeteoAnswer } from '../../test-support/open-meteo';

type Mode = 'ok' | 'slow' | 'garbage' | 'error' | 'wrong-shape';

describe('the weather of a production area', () => {
  let server: Server;
  let mode: Mode = 'ok';
  const requests: URL[] = [];
  let app: TestApp;
  let headers: Record<string, string>;
  let areaId: number;
  let unplacedId: number;

  const weather = async (id = areaId) => {
    const res = await app.inject({ method: 'GET', url: `${API}/production-area/${id}/weather`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      requests.push(url);
      if (mode === 'slow') return void setTimeout(() => res.end('{}'), 2_000);
      if (mode === 'error') return void res.writeHead(503).end('bakımda');
      if (mode === 'garbage') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"latitude": 3');
      if (mode === 'wrong-shape') return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ latitude: 1, longitude: 2, current: {} }));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(openMeteoAnswer(Number(url.searchParams.get('latitude')), Number(url.searchParams.get('longitude')))));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    app = await buildTestApp({ env: { WEATHER_API_URL: `http://127.0.0.1:${port}/`, WEATHER_TIMEOUT_MS: '300' } });
    // A Tekniker reads the weather of its member's area, made by an engineer of that member.
    const member = await testMember(app);
    headers = await member.as(Role.Tekniker);
    const engineer = await member.as(Role.Muhendis);
    const producer = (await app.inject({ method: 'POST', url: `${API}/producer`, headers: engineer, payload: producerBody() })).json().data;
    areaId = (await app.inject({ method: 'POST', url: `${API}/production-area`, headers: engineer, payload: areaBody(producer.id, { polygon: KUMLUCA_FIELD }) })).json().data.id;
    unplacedId = (await app.inject({ method: 'POST', url: `${API}/production-area`, headers: engineer, payload: areaBody(producer.id, { name: 'Konumsuz' }) })).json().data.id;
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

  it("asks Open-Meteo's forecast API at the area's centroid and answers the current conditions and 7 days", async () => {
    const data = await weather();
    expect(requests).toHaveLength(1);
    const asked = requests[0]!;
    expect(asked.pathname).toBe('/v1/forecast');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      latitude: '36.3702',
      longitude: '30.2906',
      current: 'temperature_2m,relative_humidity_2m,precipitation,wind_speed_10m,wind_direction_10m,weather_code',
      daily: 'temperature_2m_max,temperature_2m_min,precipitation_sum,precipitation_probability_max,wind_speed_10m_max',
      timezone: 'Europe/Istanbul',
      forecast_days: '7',
    });
    expect(data).toMatchObject({
      available: true,
      cached: false,
      forecast: { current: { temperature: 24.3, relativeHumidity: 61, windSpeed: 12.5, windDirection: 210, weatherCode: 2, precipitation: 0 } },
    });
    expect(data.forecast.daily).toHaveLength(7);
    expect(data.forecast.daily[2]).toEqual({ date: '2026-05-03', temperatureMax: 26, temperatureMin: 14, precipitationSum: 3.2, precipitationProbabilityMax: 80, windSpeedMax: 35 });
  });

  it('answers from the cache within the hour, and asks again when the hour is over', async () => {
    const first = await weather();
    const second = await weather();
    expect(requests).toHaveLength(1);
    expect(second).toMatchObject({ available: true, cached: true, fetchedAt: first.fetchedAt, forecast: first.forecast });
    await app.db.update(areaWeatherCache).set({ fetchedAt: sql`now() - interval '61 minutes'` });
    expect(await weather()).toMatchObject({ available: true, cached: false });
    expect(requests).toHaveLength(2);
  });

  it.each([
    ['down (connection refused)', 'down', 'Hava durumu servisine ulaşılamadı.'],
    ['slow (over WEATHER_TIMEOUT_MS)', 'slow', 'Hava durumu servisi zamanında yanıt vermedi.'],
    ['answering an error status', 'error', 'Hava durumu servisi yanıt veremedi (HTTP 503).'],
    ['answering broken JSON', 'garbage', 'Hava durumu servisinin yanıtı okunamadı.'],
    ['answering another shape', 'wrong-shape', 'Hava durumu servisinin yanıtı beklenen biçimde değil.'],
  ] as const)('says the weather is unavailable when the service is %s, and the rest still works', async (_why, how, reason) => {
    if (how === 'down') {
      const downApp = await buildTestApp({ env: { WEATHER_API_URL: 'http://127.0.0.1:9', WEATHER_TIMEOUT_MS: '300' } });
      try {
        const member = await testMember(downApp);
        const h = await member.as(Role.Muhendis);
        const p = (await downApp.inject({ method: 'POST', url: `${API}/producer`, headers: h, payload: producerBody() })).json().data;
        const a = (await downApp.inject({ method: 'POST', url: `${API}/production-area`, headers: h, payload: areaBody(p.id, { polygon: KUMLUCA_FIELD }) })).json().data;
        const res = await downApp.inject({ method: 'GET', url: `${API}/production-area/${a.id}/weather`, headers: h });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ data: { available: false, reason } });
        expect((await downApp.inject({ method: 'GET', url: `${API}/production-area/${a.id}`, headers: h })).statusCode).toBe(200);
      } finally {
        await downApp.close();
      }
      return;
    }
    mode = how;
    expect(await weather()).toEqual({ available: false, reason });
    expect(await app.db.$count(areaWeatherCache)).toBe(0);
    expect((await app.inject({ method: 'GET', url: `${API}/production-area/${areaId}`, headers })).statusCode).toBe(200);
    // Back up: the next call fetches.
    mode = 'ok';
    expect((await weather()).available).toBe(true);
  });

  it('says an area without a polygon has no location, without asking the service', async () => {
    expect(await weather(unplacedId)).toEqual({ available: false, reason: NoLocationReason });
    expect(requests).toHaveLength(0);
  });
});
