// The aliases of plants, harmful organisms and active substances (issue: SRC search,
// "synonyms as data"): written by create and edit, read back by get, exported and imported in
// the optional Diğer Adlar column (`;`-separated), and searched like the name.
import { ImportContentType } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCsv } from '../../../platform/crud/files';
import { buildTestApp, type TestApp } from '../../../test-support';
import { dataLoggerAuth } from './crop-fixtures';

const url = '/api/v1/definition/plant';

describe('aliases of a definition: create, edit, get, export, import, search', () => {
  let app: TestApp;
  let auth: Record<string, string>;
  const get = async (id: number) => (await app.inject({ method: 'GET', url: `${url}?id=${id}`, headers: auth })).json().data;
  const listNames = async (search: string) =>
    (await app.inject({ method: 'GET', url: `${url}?search=${encodeURIComponent(search)}`, headers: auth })).json().data.map((p: { name: string }) => p.name);

  beforeAll(async () => {
    app = await buildTestApp();
    auth = await dataLoggerAuth(app);
  });
  afterAll(() => app?.close());

  it('creates with aliases (trimmed, repeats dropped), edits them, and the list search finds the record by one', async () => {
    const created = await app.inject({ method: 'POST', url, headers: auth, payload: { name: 'Takma Hıyar', aliases: [' Takma salatalık ', 'takma SALATALIK', 'Kornişon'] } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    expect((await get(id)).aliases).toEqual(['Takma salatalık', 'Kornişon']);
    expect(await listNames('kornison')).toEqual(['Takma Hıyar']);

    const edited = await app.inject({ method: 'PATCH', url: `${url}/editField`, headers: auth, payload: { id, name: 'Takma Hıyar', aliases: ['Takma acur'] } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await get(id)).aliases).toEqual(['Takma acur']);
    expect(await listNames('kornison')).toEqual([]);
    expect(await listNames('takma acur')).toEqual(['Takma Hıyar']);
  });

  it('refuses aliases that are not a list of short texts, with field details', async () => {
    for (const aliases of ['tek metin', [42], ['a'.repeat(121)], Array.from({ length: 21 }, (_, i) => `ad ${i}`), ['ab\u0000c']]) {
      const res = await app.inject({ method: 'POST', url, headers: auth, payload: { name: `Yanlış Takma ${JSON.stringify(aliases).length}`, aliases } });
      expect(res.statusCode, JSON.stringify(aliases)).toBe(400);
      expect(res.json().details[0].field).toMatch(/^body\.aliases/);
    }
  });

  it('exports them in the Diğer Adlar column and imports them back; a file without the column still imports', async () => {
    await app.inject({ method: 'POST', url, headers: auth, payload: { name: 'Dışa Takma Bamya', aliases: ['Dışa okra', 'Dışa bamye'] } });
    const csv = await app.inject({ method: 'GET', url: `${url}/export?format=csv&search=${encodeURIComponent('dışa takma')}`, headers: auth });
    expect(csv.body).toContain('Diğer Adlar');
    expect(csv.body).toContain('Dışa okra; Dışa bamye');

    const importCsv = (headers: string[], rows: string[][]) =>
      app.inject({ method: 'POST', url: `${url}/import?mode=commit`, headers: { ...auth, 'content-type': ImportContentType.csv }, payload: writeCsv(headers, rows) });
    const written = await importCsv(['Bitki Adı', 'Latince Adı', 'AB Ürün Kodu', 'Diğer Adlar'], [['İçe Takma Enginar', 'Cynara scolymus', '', 'İçe kenger;  İçe artişok ']]);
    expect(written.statusCode, written.body).toBe(200);
    const [imported] = (await app.inject({ method: 'GET', url: `${url}?search=${encodeURIComponent('içe kenger')}`, headers: auth })).json().data;
    expect(imported).toMatchObject({ name: 'İçe Takma Enginar', aliases: ['İçe kenger', 'İçe artişok'] });

    const older = await importCsv(['Bitki Adı', 'Latince Adı', 'AB Ürün Kodu'], [['Eski Dosya Pırasa', 'Allium porrum', '']]);
    expect(older.statusCode, older.body).toBe(200);
    expect(await listNames('eski dosya')).toEqual(['Eski Dosya Pırasa']);

    // The same older file over a record that has aliases leaves them as they are.
    const again = await importCsv(['Bitki Adı', 'Latince Adı', 'AB Ürün Kodu'], [['İçe Takma Enginar', 'Cynara scolymus', '']]);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ update: 0, unchanged: 1 });
    const [kept] = (await app.inject({ method: 'GET', url: `${url}?search=${encodeURIComponent('içe kenger')}`, headers: auth })).json().data;
    expect(kept).toMatchObject({ name: 'İçe Takma Enginar', aliases: ['İçe kenger', 'İçe artişok'] });
  });

  it('the search finds an active substance by an alias given in its definition', async () => {
    const created = await app.inject({ method: 'POST', url: '/api/v1/definition/active-substance', headers: auth, payload: { name: 'Takmadin', aliases: ['Ortak adı zehirsiz'] } });
    expect(created.statusCode, created.body).toBe(201);
    const found = await app.inject({ method: 'GET', url: `/api/v1/search/active-substances?search=${encodeURIComponent('zehirsiz')}`, headers: auth });
    expect(found.json().data.map((a: { name: string }) => a.name)).toEqual(['Takmadin']);
  });
});
