import { ImportContentType, NutrientFields, componentsText, npkOf, parseComponentsText } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test-support';
import { readSheet, writeCsv } from '../../../platform/crud/files';
import { describeSection } from '../../../platform/crud/section-suite';
import { dataLoggerAuth } from './crop-fixtures';
import { createCompany, createUnit } from './test-fixtures';

const url = '/api/v1/definition/plant-nutrition-product';

describeSection('bitki-besleme-urunleri (spec §2; DESIGN §8 plant-nutrition product)', {
  url,
  entity: 'plant-nutrition-product',
  setup: async (app) => ({
    companyId: (await createCompany(app, { name: 'Suit Gübre A.Ş.' })).id,
    unitId: (await createUnit(app, { symbol: 'kg/da-suit', amountUnit: 'kg' })).id,
  }),
  valid: (n, f, text) => ({
    name: `${text ?? 'Gübre'} ${n}`,
    companyId: f.companyId,
    form: 'soluble-powder',
    unitId: f.unitId,
    doseMin: 0.5,
    doseMax: 1.25,
    nitrogen: 20,
    phosphorusPentoxide: 20,
    potassiumOxide: 20,
    iron: 0.1,
    molybdenum: 0.005,
    otherComponents: [{ name: 'Hümik asit', value: 12, unit: '%' }],
    description: 'Damla sulama ile.',
  }),
  edit: (input) => ({ ...input, doseMax: 2 }),
  check: 'doseMax',
  invalid: [
    { why: 'missing name', body: ({ name: _n, ...rest }) => rest, field: 'name' },
    { why: 'name of the wrong type', body: (v) => ({ ...v, name: { tr: 'Gübre' } }), field: 'name' },
    { why: 'overlong name', body: (v) => ({ ...v, name: 'ç'.repeat(161) }), field: 'name' },
    { why: 'missing form', body: ({ form: _f, ...rest }) => rest, field: 'form' },
    { why: 'unknown form', body: (v) => ({ ...v, form: 'powder' }), field: 'form' },
    { why: 'nitrogen above 100 %', body: (v) => ({ ...v, nitrogen: 100.5 }), field: 'nitrogen' },
    { why: 'negative boron', body: (v) => ({ ...v, boron: -0.1 }), field: 'boron' },
    { why: 'a percentage of the wrong type', body: (v) => ({ ...v, zinc: '0,5' }), field: 'zinc' },
    { why: 'more decimals than stored', body: (v) => ({ ...v, copper: 0.0001 }), field: 'copper' },
    { why: 'zero dose', body: (v) => ({ ...v, doseMin: 0 }), field: 'doseMin' },
    { why: 'minimum dose above the maximum', body: (v) => ({ ...v, doseMin: 3, doseMax: 1 }), field: 'doseMax' },
    { why: 'component with an unknown unit', body: (v) => ({ ...v, otherComponents: [{ name: 'Amino asit', value: 10, unit: 'ppm' }] }), field: 'otherComponents.0.unit' },
    { why: 'components not a list', body: (v) => ({ ...v, otherComponents: 'Hümik asit 12 %' }), field: 'otherComponents' },
    { why: 'company that does not exist', body: (v) => ({ ...v, companyId: 987654321 }), field: 'companyId' },
    { why: 'overlong description', body: (v) => ({ ...v, description: 'a'.repeat(1001) }), field: 'description' },
  ],
  duplicate: { body: (v) => ({ ...v, form: 'liquid' }), field: 'name' },
  sort: { key: 'name', field: 'name' },
});

describe('bitki-besleme-urunleri: composition, company and unit, filters, import', () => {
  let app: TestApp;
  let auth: Record<string, string>;
  const post = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url, headers: auth, payload });
  const listOf = async (query: string) => (await app.inject({ method: 'GET', url: `${url}?${query}`, headers: auth })).json();
  const headers = ['Ürün Adı', 'Firma', 'Form', 'Doz Birimi', 'En Az Doz', 'En Çok Doz', ...NutrientFields.map((f) => f.header), 'Diğer Bileşenler', 'Açıklama'];
  /** A file row: the named cells, the rest empty. */
  const row = (cells: Record<string, string>) => headers.map((h) => cells[h] ?? '');
  const importCsv = (mode: string, rows: string[][]) =>
    app.inject({ method: 'POST', url: `${url}/import?mode=${mode}`, headers: { ...auth, 'content-type': ImportContentType.csv }, payload: writeCsv(headers, rows) });

  beforeAll(async () => {
    app = await buildTestApp();
    auth = await dataLoggerAuth(app);
  });
  afterAll(() => app?.close());

  it('writes N-P-K and other components as the list and the import show them', () => {
    expect(npkOf({ nitrogen: 20, phosphorusPentoxide: 20, potassiumOxide: 20 })).toBe('20-20-20');
    expect(npkOf({ nitrogen: 15.5, phosphorusPentoxide: null, potassiumOxide: null })).toBe('15,5-0-0');
    expect(npkOf({ nitrogen: null, phosphorusPentoxide: null, potassiumOxide: null })).toBeNull();
    const parsed = parseComponentsText(' Hümik asit 12 %;Serbest amino asit 10,5 g/l ; ');
    expect(parsed).toEqual([
      { name: 'Hümik asit', value: 12, unit: '%' },
      { name: 'Serbest amino asit', value: 10.5, unit: 'g/L' },
    ]);
    expect(componentsText(parsed)).toBe('Hümik asit 12 %; Serbest amino asit 10,5 g/L');
    expect(() => parseComponentsText('Hümik asit on iki')).toThrow(/Ad miktar birim/);
  });

  it('shows the company name and unit symbol and keeps the components in order', async () => {
    const company = await createCompany(app, { name: 'Gösterim Tarım Ltd.' });
    const unit = await createUnit(app, { symbol: 'L/da-gösterim', amountUnit: 'l' });
    const res = await post({
      name: 'Gösterim Sıvı Organik',
      companyId: company.id,
      form: 'liquid',
      unitId: unit.id,
      otherComponents: [
        { name: 'Organik madde', value: 25, unit: '%' },
        { name: 'Amino asit', value: 80, unit: 'g/L' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      companyName: 'Gösterim Tarım Ltd.',
      unitSymbol: 'L/da-gösterim',
      nitrogen: null,
      doseMin: null,
      otherComponents: [
        { name: 'Organik madde', value: 25, unit: '%' },
        { name: 'Amino asit', value: 80, unit: 'g/L' },
      ],
    });
    const over = await post({ name: 'Gösterim Fazla', form: 'liquid', otherComponents: [{ name: 'Hümik asit', value: 120, unit: '%' }] });
    expect(over.json().details).toEqual([{ field: 'body.otherComponents.0.value', message: 'Yüzde olarak verilen bileşen en fazla 100 olabilir' }]);
  });

  it('filters by form and company, searches the company name and sorts by nitrogen', async () => {
    const company = await createCompany(app, { name: 'Süzgeç Biyoteknoloji A.Ş.' });
    await post({ name: 'Süzgeç Kalsiyum Nitrat', form: 'crystal', nitrogen: 15.5, calciumOxide: 26.5 });
    await post({ name: 'Süzgeç Üre', form: 'granule', nitrogen: 46, companyId: company.id });
    await post({ name: 'Süzgeç Potasyum Nitrat', form: 'crystal', nitrogen: 13, potassiumOxide: 46, companyId: company.id });
    const names = async (query: string) => (await listOf(query)).data.map((p: { name: string }) => p.name);
    expect(await names('search=suzgec&form=crystal&sort=name')).toEqual(['Süzgeç Kalsiyum Nitrat', 'Süzgeç Potasyum Nitrat']);
    expect(await names(`companyId=${company.id}&sort=nitrogen&order=desc`)).toEqual(['Süzgeç Üre', 'Süzgeç Potasyum Nitrat']);
    // 'biyoteknoloji' is only in the company's name.
    expect(await names('search=BİYOTEKNOLOJİ&sort=name')).toEqual(['Süzgeç Potasyum Nitrat', 'Süzgeç Üre']);
    expect((await app.inject({ method: 'GET', url: `${url}?form=toz`, headers: auth })).statusCode).toBe(400);
  });

  it('imports the form by label, the company by name, the unit by symbol and the components as text', async () => {
    await createCompany(app, { name: 'Aktarım Gübre A.Ş.' });
    await createUnit(app, { symbol: 'kg/da-aktarım', amountUnit: 'kg' });
    const rows = [
      row({
        'Ürün Adı': 'Aktarım 20-20-20',
        Firma: 'Aktarım Gübre A.Ş.',
        Form: 'suda çözünür toz',
        'Doz Birimi': 'kg/da-aktarım',
        'En Az Doz': '0,5',
        'En Çok Doz': '1',
        'Azot (N) %': '20',
        'Fosfor (P2O5) %': '20',
        'Potasyum (K2O) %': '20',
        'Diğer Bileşenler': 'Hümik asit 12 %; Amino asit 10 %',
      }),
      row({ 'Ürün Adı': 'Aktarım Sıvı Bor', Form: 'Sıvı', 'Bor (B) %': '11' }),
    ];
    const written = await importCsv('commit', rows);
    expect(written.statusCode, written.body).toBe(200);
    const [npk, boron] = (await listOf('search=aktarim&sort=name')).data;
    expect(npk).toMatchObject({
      name: 'Aktarım 20-20-20',
      companyName: 'Aktarım Gübre A.Ş.',
      form: 'soluble-powder',
      unitSymbol: 'kg/da-aktarım',
      doseMin: 0.5,
      doseMax: 1,
      nitrogen: 20,
      phosphorusPentoxide: 20,
      potassiumOxide: 20,
      otherComponents: [
        { name: 'Hümik asit', value: 12, unit: '%' },
        { name: 'Amino asit', value: 10, unit: '%' },
      ],
    });
    expect(boron).toMatchObject({ form: 'liquid', boron: 11, companyId: null, otherComponents: [] });

    const exported = await app.inject({ method: 'GET', url: `${url}/export?format=csv&search=aktarim`, headers: auth });
    const sheet = await readSheet(exported.rawPayload, 'csv', { maxRows: 10 });
    expect(sheet.rows[0]!.cells[sheet.headers.indexOf('Diğer Bileşenler')]).toBe('Hümik asit 12 %; Amino asit 10 %');
    expect(sheet.rows[0]!.cells[sheet.headers.indexOf('Form')]).toBe('Suda çözünür toz');

    const bad = await importCsv('preview', [row({ 'Ürün Adı': 'Aktarım Hatalı', Form: 'Toz', 'Azot (N) %': '120', 'Diğer Bileşenler': 'Hümik asit' })]);
    expect(bad.json().data.errors).toEqual([
      { row: 2, column: 'Form', message: expect.stringContaining('Sıvı') },
      { row: 2, column: 'Diğer Bileşenler', message: expect.stringContaining("'Hümik asit' okunamadı") },
    ]);
    const range = await importCsv('preview', [row({ 'Ürün Adı': 'Aktarım Hatalı', Form: 'Granül', 'Azot (N) %': '120' })]);
    expect(range.json().data.errors).toEqual([{ row: 2, column: 'Azot (N) %', message: 'Azot (N) en fazla 100 olabilir' }]);
  });
});
