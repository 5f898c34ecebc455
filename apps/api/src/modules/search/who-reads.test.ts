// On PostgreSQL (PGlite without TEST_DATABASE_URL): spec §6 opens `search`, `mrl`
// and `src-dashboard` to every logged-in session, so every search route answers an SRC user, a
// TRC user, a Mühendis and BestnetSupport alike, and nobody signed out; the definition and MRL
// write routes still refuse them as before.
import { AppCode, Role } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, getSearch, ids, searchApp, type TestApp } from './test-kit';
import { as } from '../../test-support';

describe('who reads search', () => {
  let app: TestApp;
  let readers: [string, Record<string, string>][];
  let paths: string[];

  beforeAll(async () => {
    app = await searchApp();
    readers = [
      ['SRC kullanıcısı', await as(app, Role.User, { app: AppCode.Src })],
      ['TRC kullanıcısı', await as(app, Role.User, { app: AppCode.Trc })],
      ['Mühendis', await as(app, Role.Muhendis)],
      ['BestnetSupport', await as(app, Role.BestnetSupport)],
    ];
    const id = ids(app);
    const [licence, plant, organism, substance] = await Promise.all([id.licence('Akarmek 18 EC'), id.plant('Domates'), id.organism('Domates güvesi'), id.substance('Abamectin')]);
    paths = [
      'suggest?q=dom',
      'filters',
      'licenses',
      'plants',
      'harmful-orgs',
      'active-substances',
      `licenses/${licence}`,
      `plants/${plant}`,
      `harmful-orgs/${organism}`,
      `active-substances/${substance}`,
      `uses?plantId=${plant}&harmfulOrganismId=${organism}`,
      'home',
    ];
  });
  afterAll(() => app?.close());

  it('anonymous callers get 401 on every search route, whatever the query', async () => {
    for (const path of [...paths, 'suggest?q=a', 'licenses?page=0']) {
      const res = await getSearch(app, path);
      expect(res.statusCode, path).toBe(401);
      expect(res.json().code, path).toBe('UNAUTHORIZED');
    }
  });

  it('an SRC user, a TRC user, a Mühendis and BestnetSupport read every search route', async () => {
    for (const [who, headers] of readers) {
      for (const path of paths) expect((await getSearch(app, path, headers)).statusCode, `${who}: ${path}`).toBe(200);
    }
  });

  it('the definition and MRL routes still refuse them as before (writes stay with the data roles)', async () => {
    const plant = { name: 'Yetkisiz Bitki', latinName: null, euCode: null };
    for (const [who, headers] of readers) {
      const create = await app.inject({ method: 'POST', url: `${API}/definition/plant`, headers, payload: plant });
      expect(create.statusCode, who).toBe(403);
      const rate = await app.inject({ method: 'PATCH', url: `${API}/mrl/mrl-rates/expire`, headers, payload: { id: 1 } });
      expect(rate.statusCode, who).toBe(403);
      const licenceStatus = await app.inject({ method: 'PATCH', url: `${API}/definition/license`, headers, payload: { id: 1 } });
      expect(licenceStatus.statusCode, who).toBe(403);
    }
    // The data roles' own lists stay theirs; BestnetSupport reads them (read-only).
    for (const [who, headers] of readers.slice(0, 3)) expect((await app.inject({ method: 'GET', url: `${API}/definition/plant`, headers })).statusCode, who).toBe(403);
    expect((await app.inject({ method: 'GET', url: `${API}/definition/plant`, headers: readers[3]![1] })).statusCode).toBe(200);
  });
});
