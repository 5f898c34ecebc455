import { ImportContentType } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test-support';
import { describeSection } from '../../../platform/crud/section-suite';
import { createLicenceActiveSubstance, createPlantNutritionProduct, dataLoggerAuth } from './catalogue-fixtures';
import { createLicence, createLicenceDetailUsing } from './test-fixtures';

const url = '/api/v1/definition/unit';

describeSection('olcu-birimi (spec §2)', {
  url,
  entity: 'unit',
  valid: (n, _f, text) => ({ name: `${text ?? 'Birim'} ${n}`, symbol: `b${n}/da`, kind: 'dose-area', amountUnit: 'ml', perQuantity: 1, perUnit: 'da' }),
  edit: (input) => ({ ...input, perQuantity: 10, perUnit: 'ha' }),
  check: 'perUnit',
  invalid: [
    { why: 'missing symbol', body: ({ symbol: _s, ...rest }) => rest, field: 'symbol' },
    { why: 'name of the wrong type', body: (v) => ({ ...v, name: 12 }), field: 'name' },
    { why: 'overlong symbol', body: (v) => ({ ...v, symbol: 'm'.repeat(31) }), field: 'symbol' },
    { why: 'unknown kind', body: (v) => ({ ...v, kind: 'dose-moon' }), field: 'kind' },
    { why: 'basis quantity of the wrong type', body: (v) => ({ ...v, perQuantity: '1' }), field: 'perQuantity' },
    { why: 'basis quantity not positive', body: (v) => ({ ...v, perQuantity: 0 }), field: 'perQuantity' },
    { why: 'basis quantity without its unit', body: (v) => ({ ...v, perUnit: null }), field: 'perUnit' },
    { why: 'basis unit without its quantity', body: (v) => ({ ...v, kind: 'concentration', perQuantity: null }), field: 'perQuantity' },
    { why: 'per-area dose per litre', body: (v) => ({ ...v, perUnit: 'L' }), field: 'perUnit' },
    { why: 'dose with no basis', body: (v) => ({ ...v, kind: 'dose-water', perQuantity: null, perUnit: null }), field: 'perUnit' },
  ],
  duplicate: { body: (v) => ({ ...v, name: 'Başka ad' }), field: 'symbol' },
  sort: { key: 'name', field: 'name' },
  inUse: async ({ app }, id) => {
    const licence = await createLicence(app, { tradeName: 'Birim Testi 25 EC' });
    await createLicenceDetailUsing(app, { doseUnitId: id, licenceId: licence.id });
    return { mentions: 'ruhsat detayı (ör. Birim Testi 25 EC)' };
  },
});

describe('olcu-birimi: kinds, referring records and import', () => {
  let app: TestApp;
  let auth: Record<string, string>;
  const create = async (body: Record<string, unknown>) => {
    const res = await app.inject({ method: 'POST', url, headers: auth, payload: body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; symbol: string };
  };
  beforeAll(async () => {
    app = await buildTestApp();
    auth = await dataLoggerAuth(app);
  });
  afterAll(() => app?.close());

  it('keeps plain quantities and percentages without a basis', async () => {
    const percent = await create({ name: 'Yüzde Test', symbol: '%t', kind: 'concentration', amountUnit: '%', perQuantity: null, perUnit: '' });
    expect(percent).toMatchObject({ perQuantity: null, perUnit: null });
  });

  it('filters by kind and sorts by the kind the list shows (Turkish label)', async () => {
    await create({ name: 'Tür Testi A', symbol: 'tt-a', kind: 'quantity', amountUnit: 'g' });
    await create({ name: 'Tür Testi B', symbol: 'tt-b', kind: 'dose-seed', amountUnit: 'g', perQuantity: 100, perUnit: 'kg' });
    await create({ name: 'Tür Testi C', symbol: 'tt-c', kind: 'dose-water', amountUnit: 'ml', perQuantity: 100, perUnit: 'L' });
    const seeds = await app.inject({ method: 'GET', url: `${url}?kind=dose-seed&search=${encodeURIComponent('tür testi')}`, headers: auth });
    expect(seeds.json().data.map((u: { symbol: string }) => u.symbol)).toEqual(['tt-b']);
    const sorted = await app.inject({ method: 'GET', url: `${url}?search=${encodeURIComponent('tür testi')}&sort=kind`, headers: auth });
    // 100 L suya göre doz < Miktar < Tohuma göre doz
    expect(sorted.json().data.map((u: { symbol: string }) => u.symbol)).toEqual(['tt-c', 'tt-a', 'tt-b']);
    expect((await app.inject({ method: 'GET', url: `${url}?kind=moon`, headers: auth })).statusCode).toBe(400);
  });

  it('refuses to delete a unit used by a licence active substance or a plant-nutrition product, naming them', async () => {
    const unit = await create({ name: 'Gram/litre Test', symbol: 'g/L t', kind: 'concentration', amountUnit: 'g', perQuantity: 1, perUnit: 'L' });
    const licence = await createLicence(app, { tradeName: 'Konsantrasyon Testi 18 EC' });
    await createLicenceActiveSubstance(app, { licenceId: licence.id, unitId: unit.id });
    await createPlantNutritionProduct(app, { name: 'Sıvı Gübre Test', unitId: unit.id });
    const res = await app.inject({ method: 'DELETE', url: `${url}?id=${unit.id}`, headers: auth });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('1 ruhsat aktif maddesi (ör. Konsantrasyon Testi 18 EC)');
    expect(res.json().message).toContain('1 bitki besleme ürünü (ör. Sıvı Gübre Test)');
  });

  it('imports the kind by its Turkish label or code, and names a wrong one', async () => {
    const csv = [
      'Sembol;Birim Adı;Tür;Miktar Birimi;Temel Miktar;Temel Birim',
      'içe/da;İçe Aktarım ml/da;Alana göre doz;ml;1;da',
      'içe/100 L;İçe Aktarım ml/100 L;dose-water;ml;100;L',
      'içe/x;İçe Aktarım hatalı;Uzay dozu;ml;1;da',
    ].join('\n');
    const preview = await app.inject({ method: 'POST', url: `${url}/import?mode=preview`, headers: { ...auth, 'content-type': ImportContentType.csv }, payload: csv });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({ create: 2, invalid: 1 });
    expect(preview.json().data.errors[0]).toMatchObject({ row: 4, column: 'Tür' });
    expect(preview.json().data.errors[0].message).toContain('Alana göre doz');
  });
});
