import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../platform/db';
import { APP_VERSION } from '../../platform/version';
import { buildTestApp, testConfig } from '../../test-support';

const expectedDriver = process.env['TEST_DATABASE_URL'] ? 'postgres' : 'pglite';

describe('GET /api/v1/health (DESIGN §3 envelope, §2 database)', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('answers { data } with the version and the database up, with its driver and latency', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = res.json();
    expect(data).toMatchObject({ status: 'ok', version: APP_VERSION, database: { driver: expectedDriver, status: 'up' } });
    expect(data.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(data.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(doc.paths['/api/v1/health'].get.responses).toHaveProperty('200');
    expect(doc.paths['/api/v1/health'].get.responses).toHaveProperty('503');
  });
});

describe('GET /api/v1/health with the database down', () => {
  it('answers 503 with status degraded and the database down', async () => {
    const down = {
      driver: 'postgres',
      ping: () => Promise.reject(new Error('connect ECONNREFUSED')),
      close: () => Promise.resolve(),
    } as unknown as Database;
    const app = await buildApp({ config: testConfig(), database: down });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json().data).toMatchObject({ status: 'degraded', database: { driver: 'postgres', status: 'down' } });
      expect(res.json().data.database).not.toHaveProperty('latencyMs');
    } finally {
      await app.close();
    }
  });
});
