import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-support';
import { APP_VERSION } from './version';

describe('OpenAPI document and reference page (DESIGN §3)', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('serves an OpenAPI 3 document generated from the contracts at /api/v1/openapi.json', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.version).toBe(APP_VERSION);
    const schema = doc.paths['/api/v1/health'].get.responses['200'].content['application/json'].schema;
    expect(schema.properties.data.properties.database.properties.driver.enum).toEqual(['postgres', 'pglite']);
    // Infrastructure routes stay out of the document.
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api/v1/'))).toEqual([]);
    expect(Object.keys(doc.paths)).not.toContain('/api/v1/openapi.json');
  });

  it('serves the reference page at /api/v1/docs with its assets from the server itself', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/v1/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      expect(asset.startsWith('/api/v1/docs/')).toBe(true);
      const res = await app.inject({ method: 'GET', url: asset });
      expect(res.statusCode, asset).toBe(200);
    }
    const json = await app.inject({ method: 'GET', url: '/api/v1/docs/json' });
    expect(json.json().paths).toHaveProperty('/api/v1/health');
  });
});
