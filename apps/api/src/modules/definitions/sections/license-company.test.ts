import { ImportContentType } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test-support';
import { describeSection } from '../../../platform/crud/section-suite';
import { createCompanyGroup, createPlantNutritionProduct, dataLoggerAuth } from './catalogue-fixtures';
import { createLicence } from './test-fixtures';

const url = '/api/v1/definition/license-company';

describeSection('ruhsat-firma-tanimi (spec §2)', {
  url,
  entity: 'license-company',
  setup: async (app) => ({ groupId: (await createCompanyGroup(app, { name: 'Yerli üreticiler' })).id }),
  valid: (n, f, text) => ({
    name: `${text ?? 'Firma'} ${n} Tarım A.Ş.`,
    taxNumber: String(1_000_000_000 + n),
    taxOffice: 'Çankaya',
    companyGroupId: f.groupId,
    address: 'Sincan OSB, Ankara',
    phone: '0312 123 45 67',
    email: `info${n}@firma.example`,
    website: `https://firma${n}.example`,
  }),
  edit: (input) => ({ ...input, taxOffice: 'Ostim' }),
  check: 'taxOffice',
  invalid: [
    { why: 'missing name', body: ({ name: _n, ...rest }) => rest, field: 'name' },
    { why: 'name of the wrong type', body: (v) => ({ ...v, name: 42 }), field: 'name' },
    { why: 'overlong name', body: (v) => ({ ...v, name: 'ş'.repeat(201) }), field: 'name' },
    { why: 'tax number not 10-11 digits', body: (v) => ({ ...v, taxNumber: '12345' }), field: 'taxNumber' },
    { why: 'too short a phone', body: (v) => ({ ...v, phone: '0312 12' }), field: 'phone' },
    { why: 'a phone of another country', body: (v) => ({ ...v, phone: '+1 202 555 0143' }), field: 'phone' },
    { why: 'bad e-mail', body: (v) => ({ ...v, email: 'info@' }), field: 'email' },
    { why: 'not a web address', body: (v) => ({ ...v, website: 'ftp://firma.example' }), field: 'website' },
    { why: 'group id of the wrong type', body: (v) => ({ ...v, companyGroupId: 'Yerli' }), field: 'companyGroupId' },
  ],
  duplicate: { body: (v) => ({ ...v, taxNumber: '9999999999' }), field: 'name' },
  sort: { key: 'name', field: 'name' },
  inUse: async ({ app }, id) => {
    await createLicence(app, { companyId: id, tradeName: 'Firma Testi 25 EC' });
    return { mentions: 'ruhsat (ör. Firma Testi 25 EC)' };
  },
});

describe('ruhsat-firma-tanimi: contact details, groups and import', () => {
  let app: TestApp;
  let auth: Record<string, string>;
  let seq = 0;
  const body = (over: Record<string, unknown> = {}) => ({ name: `Özel Firma ${++seq}`, ...over });
  const post = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url, headers: auth, payload });
  beforeAll(async () => {
    app = await buildTestApp();
    auth = await dataLoggerAuth(app);
  });
  afterAll(() => app?.close());

  it('stores a Turkish phone in E.164 and a bare web address with https', async () => {
    const res = await post(body({ phone: '(0532) 123 45 67', email: ' Bilgi@Firma.Example ', website: 'www.firma.com.tr' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ phone: '+905321234567', email: 'bilgi@firma.example', website: 'https://www.firma.com.tr', companyGroupId: null, companyGroupName: null });
  });

  it('refuses a second company with the same tax number (409 on taxNumber) and an unknown group (400)', async () => {
    expect((await post(body({ taxNumber: '12345678901' }))).statusCode).toBe(201);
    const dup = await post(body({ taxNumber: '12345678901' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().details).toEqual([{ field: 'body.taxNumber', message: 'Bu vergi numarasıyla kayıtlı bir firma zaten var' }]);
    const missing = await post(body({ companyGroupId: 987654321 }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0].field).toBe('body.companyGroupId');
  });

  it('shows, filters and sorts by the company group', async () => {
    const ege = await createCompanyGroup(app, { name: 'Ege Bölgesi' });
    const ithal = await createCompanyGroup(app, { name: 'İthalatçılar' });
    for (const [name, group] of [['Grup Filtre Çınar', ithal], ['Grup Filtre Ada', ege], ['Grup Filtre Bora', ithal]] as const) {
      expect((await post({ name, companyGroupId: group.id })).statusCode).toBe(201);
    }
    const filtered = await app.inject({ method: 'GET', url: `${url}?companyGroupId=${ithal.id}&sort=name`, headers: auth });
    expect(filtered.json().data.map((c: { name: string }) => c.name)).toEqual(['Grup Filtre Bora', 'Grup Filtre Çınar']);
    expect(filtered.json().data[0].companyGroupName).toBe('İthalatçılar');
    const sorted = await app.inject({ method: 'GET', url: `${url}?search=${encodeURIComponent('grup filtre')}&sort=companyGroupName&order=asc`, headers: auth });
    expect(sorted.json().data.map((c: { companyGroupName: string }) => c.companyGroupName)).toEqual(['Ege Bölgesi', 'İthalatçılar', 'İthalatçılar']);
  });

  it('imports the group by its name and the phone as typed, naming an unknown group', async () => {
    await createCompanyGroup(app, { name: 'Bitki besleme firmaları' });
    const csv = [
      'Firma Adı;Vergi Numarası;Vergi Dairesi;Firma Grubu;Adres;Telefon;E-posta;Web Sitesi',
      'Aktarım Gübre A.Ş.;1234567890;Aksu;Bitki besleme firmaları;Antalya;0242 123 45 67;info@gubre.example;gubre.example',
      'Aktarım Hatalı A.Ş.;;;Olmayan Grup;;;;',
    ].join('\n');
    const preview = await app.inject({ method: 'POST', url: `${url}/import?mode=preview`, headers: { ...auth, 'content-type': ImportContentType.csv }, payload: csv });
    expect(preview.json().data).toMatchObject({ create: 1, invalid: 1 });
    expect(preview.json().data.errors).toEqual([{ row: 3, column: 'Firma Grubu', message: "'Olmayan Grup' adlı firma grubu bulunamadı" }]);
    const good = csv.split('\n').slice(0, 2).join('\n');
    const commit = await app.inject({ method: 'POST', url: `${url}/import?mode=commit`, headers: { ...auth, 'content-type': ImportContentType.csv }, payload: good });
    expect(commit.statusCode, commit.body).toBe(200);
    const [company] = (await app.inject({ method: 'GET', url: `${url}?search=${encodeURIComponent('aktarım gübre')}`, headers: auth })).json().data;
    expect(company).toMatchObject({ companyGroupName: 'Bitki besleme firmaları', phone: '+902421234567', website: 'https://gubre.example' });
  });

  it('refuses to delete a company that supplies a plant-nutrition product, naming it', async () => {
    const created = await post(body());
    await createPlantNutritionProduct(app, { name: 'Yaprak Gübresi Test', companyId: created.json().data.id });
    const res = await app.inject({ method: 'DELETE', url: `${url}?id=${created.json().data.id}`, headers: auth });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('bitki besleme ürünü (ör. Yaprak Gübresi Test)');
  });
});
