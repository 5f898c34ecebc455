import { HarmfulOrganismType, ImportContentType } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test-support';
import { writeCsv } from '../../../platform/crud/files';
import { describeSection } from '../../../platform/crud/section-suite';
import { dataLoggerAuth } from './crop-fixtures';
import { createLicence, createLicenceDetailUsing, createPlant } from './test-fixtures';

const url = '/api/v1/definition/harmful-organism';

describeSection('zararli-organizma-tanimi (spec §2, §3 harmful organism type)', {
  url,
  entity: 'harmful-organism',
  valid: (n, _f, text) => ({ name: `${text ?? 'Zararlı'} ${n}`, latinName: `Organismus ${n}`, type: n % 3 }),
  edit: (input) => ({ ...input, type: (Number(input['type']) + 1) % 3 }),
  check: 'type',
  invalid: [
    { why: 'missing name', body: ({ name: _n, ...rest }) => rest, field: 'name' },
    { why: 'blank name', body: (v) => ({ ...v, name: '  ' }), field: 'name' },
    { why: 'name of the wrong type', body: (v) => ({ ...v, name: ['Külleme'] }), field: 'name' },
    { why: 'overlong name', body: (v) => ({ ...v, name: 'ğ'.repeat(121) }), field: 'name' },
    { why: 'overlong Latin name', body: (v) => ({ ...v, latinName: 'x'.repeat(161) }), field: 'latinName' },
    { why: 'missing type', body: ({ type: _t, ...rest }) => rest, field: 'type' },
    { why: 'type not a code', body: (v) => ({ ...v, type: 3 }), field: 'type' },
    { why: 'type as a label', body: (v) => ({ ...v, type: 'Hastalık' }), field: 'type' },
  ],
  duplicate: { body: (v) => ({ ...v, type: (Number(v['type']) + 1) % 3 }), field: 'name' },
  sort: { key: 'name', field: 'name' },
  inUse: async ({ app }, id) => {
    const licence = await createLicence(app, { tradeName: 'Zararlı Testi 25 EC' });
    await createLicenceDetailUsing(app, { harmfulOrganismId: id, licenceId: licence.id, plantId: (await createPlant(app, { name: 'Zararlı Testi Domates' })).id });
    return { mentions: 'ruhsat detayı (ör. Zararlı Testi 25 EC · Zararlı Testi Domates)' };
  },
});

describe('zararli-organizma-tanimi: type, name + Latin name key, import by type label', () => {
  let app: TestApp;
  let auth: Record<string, string>;
  const post = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url, headers: auth, payload });
  const importCsv = (mode: string, headers: string[], rows: string[][]) =>
    app.inject({ method: 'POST', url: `${url}/import?mode=${mode}`, headers: { ...auth, 'content-type': ImportContentType.csv }, payload: writeCsv(headers, rows) });
  const listOf = async (query: string) => (await app.inject({ method: 'GET', url: `${url}?${query}`, headers: auth })).json();

  beforeAll(async () => {
    app = await buildTestApp();
    auth = await dataLoggerAuth(app);
  });
  afterAll(() => app?.close());

  it('filters by type and refuses an unknown type filter', async () => {
    for (const [name, type] of [['Tür Süzgeç Külleme', 0], ['Tür Süzgeç Yaprak biti', 1], ['Tür Süzgeç Sirken', 2]] as const) {
      expect((await post({ name, type })).statusCode).toBe(201);
    }
    const weeds = await listOf(`search=${encodeURIComponent('tür süzgeç')}&type=${HarmfulOrganismType.Weed}`);
    expect(weeds.data.map((h: { name: string }) => h.name)).toEqual(['Tür Süzgeç Sirken']);
    expect(weeds.count).toBe(1);
    const bad = await app.inject({ method: 'GET', url: `${url}?type=7`, headers: auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toMatchObject({ field: 'query.type', message: 'Tür Hastalık, Zararlı ya da Yabancı ot olmalıdır' });
  });

  it('keys on name + Latin name: one name may have two Latin names, but not twice the same (nor twice none)', async () => {
    expect((await post({ name: 'Anahtar Külleme', latinName: 'Erysiphe necator', type: 0 })).statusCode).toBe(201);
    expect((await post({ name: 'Anahtar Külleme', latinName: 'Podosphaera xanthii', type: 0 })).statusCode).toBe(201);
    expect((await post({ name: 'Anahtar Külleme', type: 0 })).statusCode).toBe(201);
    for (const latinName of ['Erysiphe necator', null, '']) {
      const dup = await post({ name: 'Anahtar Külleme', latinName, type: 1 });
      expect(dup.statusCode, String(latinName)).toBe(409);
      expect(dup.json().details).toEqual([{ field: 'body.name', message: 'Bu ad ve Latince adla kayıtlı bir zararlı organizma zaten var' }]);
    }
  });

  it('imports the type by its Turkish label (any case) or its code, and updates the record of the same name + Latin name', async () => {
    const headers = ['Zararlı Organizma Adı', 'Latince Adı', 'Türü'];
    const rows = [
      ['Aktarım Sirken', 'Chenopodium album', 'yabancı OT'],
      ['Aktarım Kırmızı örümcek', 'Tetranychus urticae', '1'],
      ['Aktarım Mildiyö', '', 'HASTALIK'],
    ];
    const written = await importCsv('commit', headers, rows);
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json().data).toMatchObject({ create: 3, update: 0 });
    const items = (await listOf(`search=aktarim&sort=name`)).data.map((h: { name: string; latinName: string | null; type: number }) => [h.name, h.latinName, h.type]);
    expect(items).toEqual([
      ['Aktarım Kırmızı örümcek', 'Tetranychus urticae', 1],
      ['Aktarım Mildiyö', null, 0],
      ['Aktarım Sirken', 'Chenopodium album', 2],
    ]);

    const again = await importCsv('preview', headers, [['Aktarım Mildiyö', '', 'Zararlı'], ['Aktarım Mildiyö', 'Plasmopara viticola', 'Hastalık']]);
    expect(again.json().data).toMatchObject({ update: 1, create: 1, invalid: 0 });

    const bad = await importCsv('preview', headers, [['Aktarım Virüs', '', 'Virüs']]);
    expect(bad.json().data.errors).toEqual([{ row: 2, column: 'Türü', message: expect.stringContaining('Yabancı ot') }]);
  });

  it('exports the type as its Turkish label', async () => {
    expect((await post({ name: 'Dışa Tür Yabani yulaf', latinName: 'Avena fatua', type: 2 })).statusCode).toBe(201);
    const csv = await app.inject({ method: 'GET', url: `${url}/export?format=csv&search=${encodeURIComponent('dışa tür')}`, headers: auth });
    // The empty cell is the optional Diğer Adlar column.
    expect(csv.body).toContain('Dışa Tür Yabani yulaf;Avena fatua;Yabancı ot;;Aktif');
  });
});
