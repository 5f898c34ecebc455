// The weather service down or slow never stops a prescription. A prescription asked
// to carry the area's weather (spec §3 includeWeatherData) issues with the weather when the
// service answers, and without it (the stored weather says it was unavailable, and why) when the
// service refuses connections, answers 503 or hangs past WEATHER_TIMEOUT_MS. The real client runs
// against a local stand-in server.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMeteoAnswer } from '../../test-support/open-meteo';
import { API, areaBody, buildTestApp, KUMLUCA_FIELD, prescribingMember, referenceIds, type ReferenceIds, type TestApp, writeBody } from '../../test-support';

type Mode = 'ok' | 'error' | 'hang';

describe('a prescription issues whatever the weather service does', () => {
  let server: Server;
  let mode: Mode = 'ok';
  let app: TestApp;
  let ref: ReferenceIds;
  let engineer: Record<string, string>;
  let producerId: number;
  let areaSerial = 0;
  const hanging = new Set<() => void>();

  beforeAll(async () => {
    server = createServer((_req, res) => {
      if (mode === 'error') return void res.writeHead(503).end('bakımda');
      if (mode === 'hang') return void hanging.add(() => res.destroy());
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(openMeteoAnswer(36.37, 30.29)));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    app = await buildTestApp({ env: { WEATHER_API_URL: `http://127.0.0.1:${port}/`, WEATHER_TIMEOUT_MS: '300' } });
    ref = await referenceIds(app);
    const world = await prescribingMember(app, ref);
    engineer = world.engineer;
    producerId = world.producer.id;
  });
  afterAll(async () => {
    hanging.forEach((close) => close());
    await app.close();
    server.close();
  });

  /** A prescription on a new drawn greenhouse each time (the season's application count is per area). */
  const issue = async () => {
    const area = await app.inject({ method: 'POST', url: `${API}/production-area`, headers: engineer, payload: areaBody(producerId, { name: `Hava Serası ${++areaSerial}`, plantId: ref.tomato, polygon: KUMLUCA_FIELD, decares: 5 }) });
    expect(area.statusCode, area.body).toBe(201);
    const body = { ...writeBody(ref, area.json().data.id), includeWeatherData: true };
    const check = await app.inject({ method: 'POST', url: `${API}/prescription/check`, headers: engineer, payload: { type: 1, ...body } });
    const res = await app.inject({ method: 'POST', url: `${API}/prescription/area-linked`, headers: engineer, payload: { ...body, acknowledgedFindings: check.json().data.toAcknowledge } });
    return { res };
  };

  it('with the service up, the prescription carries the forecast', async () => {
    mode = 'ok';
    const { res } = await issue();
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.weatherData).toMatchObject({ available: true, forecast: { current: { temperature: 24.3 } } });
  });

  it.each([
    ['answers 503', 'error'],
    ['hangs past the timeout', 'hang'],
  ] as const)('with the service that %s, it still issues (201), without weather', async (_what, m) => {
    mode = m;
    const { res } = await issue();
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.weatherData).toEqual({ available: false, reason: expect.stringMatching(/^Hava durumu servisi/) });
    expect(res.json().data.prescriptionNo).toMatch(/^RCT-\d{4}-\d{6}$/);
  });

  it('with the service gone (connection refused), it still issues (201), without weather', async () => {
    mode = 'ok';
    await new Promise<void>((resolve) => server.close(() => resolve()));
    hanging.forEach((close) => close());
    const { res } = await issue();
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.weatherData).toEqual({ available: false, reason: expect.stringMatching(/^Hava durumu servisi/) });
  });
});
