// Search answers kept per version of the reference data (platform/reference-answers.ts), route
// by route from the route table: the same question is answered from memory with the same body,
// and a write to the reference data (here, through the definition screens' own API) is in the
// very next answer. On PostgreSQL (PGlite without TEST_DATABASE_URL).
import { Role } from '@portal/contracts';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { unitsOfMeasure } from '../../platform/db';
import { seedReferenceData } from '../../seed/reference/seed-reference-data';
import { API, as, openTestDatabase, testConfig, type TestApp } from '../../test-support';
import { ids } from './test-kit';

describe('search answers kept per reference-data version', () => {
  let app: TestApp;
  let reader: Record<string, string>;
  let dataLogger: Record<string, string>;
  let examples: Record<string, string>;
  const keeping: string[] = [];

  beforeAll(async () => {
    const database = await openTestDatabase();
    app = await buildApp({
      config: testConfig(),
      database,
      onRoute: (route: RouteOptions) => {
        if (route.config?.referenceAnswers && route.method === 'GET') keeping.push(route.url);
      },
    });
    app.addHook('onClose', () => database.close());
    await seedReferenceData(app.db);
    reader = await as(app, Role.User);
    dataLogger = await as(app, Role.BestnetDataLogger);
    const id = ids(app);
    const [licence, plant, organism, substance] = await Promise.all([id.licence('Akarmek 18 EC'), id.plant('Domates'), id.organism('Domates güvesi'), id.substance('Abamectin')]);
    // One question a user would ask of each route that keeps its answers.
    examples = {
      '/api/v1/search/suggest': 'suggest?q=dom',
      '/api/v1/search/filters': 'filters',
      '/api/v1/search/licenses': 'licenses?search=domates&page=1&limit=10',
      '/api/v1/search/licenses/:id': `licenses/${licence}`,
      '/api/v1/search/plants': 'plants?search=dom',
      '/api/v1/search/plants/:id': `plants/${plant}`,
      '/api/v1/search/harmful-orgs': 'harmful-orgs?search=g%C3%BCve',
      '/api/v1/search/harmful-orgs/:id': `harmful-orgs/${organism}`,
      '/api/v1/search/active-substances': 'active-substances?search=abamektin',
      '/api/v1/search/active-substances/:id': `active-substances/${substance}`,
      '/api/v1/search/uses': `uses?plantId=${plant}&harmfulOrganismId=${organism}`,
      '/api/v1/search/mrl': `mrl?plantId=${plant}`,
      '/api/v1/search/mrl/options': 'mrl/options?kind=product&q=dom',
    };
  });
  afterAll(() => app?.close());

  const get = (path: string) => app.inject({ method: 'GET', url: `${API}/search/${path}`, headers: reader });

  it('has a question for every route that keeps its answers (a new one must add its own)', () => {
    expect(keeping.length).toBeGreaterThanOrEqual(13);
    expect(Object.keys(examples).sort()).toEqual([...keeping].sort());
  });

  it('answers the same question from memory with the same body, and computes it again after any reference write', async () => {
    const stats = app.referenceAnswers.stats;
    for (const [route, path] of Object.entries(examples)) {
      const first = await get(path);
      expect(first.statusCode, `${route}: ${first.body}`).toBe(200);
      const hits = stats.hits;
      const misses = stats.misses;
      const again = await get(path);
      expect(again.body, route).toBe(first.body);
      expect([stats.hits - hits, stats.misses - misses], `${route}: kept`).toEqual([1, 0]);
      // A write to any reference table, even one the route does not read: the version moves.
      await app.db.update(unitsOfMeasure).set({ sample: true });
      const after = await get(path);
      expect(after.body, route).toBe(first.body);
      expect([stats.hits - hits, stats.misses - misses], `${route}: computed again`).toEqual([1, 1]);
    }
  });

  it('the same question with its query in another order is the same answer', async () => {
    await app.db.update(unitsOfMeasure).set({ sample: true });
    const { stats } = app.referenceAnswers;
    const a = await get('licenses?search=domates&page=1&limit=10');
    const [hits, misses] = [stats.hits, stats.misses];
    const b = await get('licenses?limit=10&page=1&search=domates');
    expect(b.body).toBe(a.body);
    expect([stats.hits - hits, stats.misses - misses]).toEqual([1, 0]);
  });

  it('a plant renamed in its definition screen is found by its new name and no longer by its old one, at once', async () => {
    const names = async (search: string) => ((await get(`plants?search=${encodeURIComponent(search)}`)).json().data as { name: string }[]).map((p) => p.name);
    const plantId = await ids(app).plant('Patlıcan');
    expect(await names('patlıcan')).toContain('Patlıcan');
    expect(await names('kemer patlıcanı')).not.toContain('Kemer Patlıcanı');
    const edited = await app.inject({ method: 'PATCH', url: `${API}/definition/plant/editField`, headers: dataLogger, payload: { id: plantId, name: 'Kemer Patlıcanı' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await names('kemer patlıcanı')).toContain('Kemer Patlıcanı');
    expect(await names('patlıcan')).not.toContain('Patlıcan');
  });
});
