import { ImportContentType } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test-support';
import { writeCsv } from '../../../platform/crud/files';
import { describeSection } from '../../../platform/crud/section-suite';
import { casFor, createActiveSubstanceGroup, createLicenceContaining, createMrlActiveSubstance, createSubstancePair, dataLoggerAuth } from './crop-fixtures';

const url = '/api/v1/definition/active-substance';

describeSection('aktif-madde-tanimi (DESIGN §8 active substance; spec §3 activeSubstanceList)', {
  url,
  entity: 'active-substance',
  setup: async (app) => ({
    groupId: (await createActiveSubstanceGroup(app, { name: 'Suit Avermektinler' })).id,
    mrlId: (await createMrlActiveSubstance(app, { name: 'Suit Abamectin' })).id,
  }),
  valid: (n, f, text) => ({
    name: `${text ?? 'Aktif madde'} ${n}`,
    casNumber: casFor(n),
    activeSubstanceGroupId: f.groupId,
    moaScheme: 'IRAC',
    moaCode: '6',
    prescriptionRequired: n % 2 === 0,
    mrlActiveSubstanceId: f.mrlId,
  }),
  edit: (input) => ({ ...input, prescriptionRequired: !input['prescriptionRequired'] }),
  check: 'prescriptionRequired',
  invalid: [
    { why: 'missing name', body: ({ name: _n, ...rest }) => rest, field: 'name' },
    { why: 'name of the wrong type', body: (v) => ({ ...v, name: 7 }), field: 'name' },
    { why: 'overlong name', body: (v) => ({ ...v, name: 'ı'.repeat(121) }), field: 'name' },
    { why: 'CAS number in the wrong format', body: (v) => ({ ...v, casNumber: '7175141-2' }), field: 'casNumber' },
    { why: 'CAS number with a wrong check digit', body: (v) => ({ ...v, casNumber: '71751-41-3' }), field: 'casNumber' },
    { why: 'unknown MoA scheme', body: (v) => ({ ...v, moaScheme: 'XRAC' }), field: 'moaScheme' },
    { why: 'MoA scheme without a code', body: (v) => ({ ...v, moaCode: null }), field: 'moaCode' },
    { why: 'MoA code without a scheme', body: (v) => ({ ...v, moaScheme: null }), field: 'moaScheme' },
    { why: 'MoA code with punctuation', body: (v) => ({ ...v, moaCode: '4-A' }), field: 'moaCode' },
    { why: 'prescription flag not a boolean', body: (v) => ({ ...v, prescriptionRequired: 'evet' }), field: 'prescriptionRequired' },
    { why: 'group that does not exist', body: (v) => ({ ...v, activeSubstanceGroupId: 987654321 }), field: 'activeSubstanceGroupId' },
    { why: 'MRL substance id of the wrong type', body: (v) => ({ ...v, mrlActiveSubstanceId: 'Abamectin' }), field: 'mrlActiveSubstanceId' },
  ],
  duplicate: { body: (v) => ({ ...v, casNumber: null }), field: 'name' },
  sort: { key: 'name', field: 'name' },
  inUse: async ({ app }, id) => {
    const licence = await createLicenceContaining(app, id);
    return { mentions: `1 ruhsat (ör. ${licence.tradeName})` };
  },
});

describe('aktif-madde-tanimi: CAS check digit, mode of action, group and MRL names, filters, import', () => {
  let app: TestApp;
  let auth: Record<string, string>;
  let seq = 90_000;
  const body = (over: Record<string, unknown> = {}) => ({ name: `Özel Madde ${++seq}`, ...over });
  const post = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url, headers: auth, payload });
  const listOf = async (query: string) => (await app.inject({ method: 'GET', url: `${url}?${query}`, headers: auth })).json();
  const importCsv = (mode: string, rows: string[][]) =>
    app.inject({
      method: 'POST',
      url: `${url}/import?mode=${mode}`,
      headers: { ...auth, 'content-type': ImportContentType.csv },
      payload: writeCsv(['Aktif Madde Adı', 'CAS Numarası', 'Aktif Madde Grubu', 'Etki Mekanizması Sınıflandırması', 'Etki Mekanizması Kodu', 'B-Reçete Gerekli', 'Biyolojik / Düşük Riskli', 'MRL Aktif Maddesi', 'MRL Muaf (Ek IV)'], rows),
    });

  beforeAll(async () => {
    app = await buildTestApp();
    auth = await dataLoggerAuth(app);
  });
  afterAll(() => app?.close());

  it('checks the CAS check digit with a Turkish message and refuses a second substance with the same CAS number', async () => {
    const wrong = await post(body({ casNumber: '131860-33-9' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([{ field: 'body.casNumber', message: 'CAS numarasının kontrol hanesi tutmuyor; numarayı denetleyin' }]);
    expect((await post(body({ casNumber: ' 131860-33-8 ' }))).json().data.casNumber).toBe('131860-33-8');
    const dup = await post(body({ casNumber: '131860-33-8' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().details).toEqual([{ field: 'body.casNumber', message: 'Bu CAS numarasıyla kayıtlı bir aktif madde zaten var' }]);
    expect((await post(body({ casNumber: '' }))).json().data.casNumber).toBeNull();
  });

  it('stores the MoA code in capitals with its scheme, or neither', async () => {
    const res = await post(body({ moaScheme: 'FRAC', moaCode: ' m01 ' }));
    expect(res.json().data).toMatchObject({ moaScheme: 'FRAC', moaCode: 'M01' });
    const none = await post(body({ moaScheme: '', moaCode: '' }));
    expect(none.json().data).toMatchObject({ moaScheme: null, moaCode: null, prescriptionRequired: false });
    const half = await post(body({ moaScheme: 'HRAC' }));
    expect(half.json().details).toEqual([{ field: 'body.moaCode', message: 'HRAC etki mekanizması kodunu girin (ör. IRAC 4A)' }]);
  });

  it('keeps the biological / low-risk flag (default false), edits it and exports it', async () => {
    const plain = (await post(body())).json().data;
    expect(plain.lowRisk).toBe(false);
    const bio = await post(body({ name: 'Düşük Riskli Bacillus', lowRisk: true }));
    expect(bio.statusCode, bio.body).toBe(201);
    expect(bio.json().data.lowRisk).toBe(true);
    const edited = await app.inject({ method: 'PATCH', url: `${url}/editField`, headers: auth, payload: { ...body({ name: plain.name }), id: plain.id, lowRisk: true } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.lowRisk).toBe(true);
    const wrong = await post(body({ lowRisk: 'evet' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([{ field: 'body.lowRisk', message: 'Biyolojik / düşük riskli alanı evet ya da hayır olmalıdır' }]);
    const file = await app.inject({ method: 'GET', url: `${url}/export?format=csv&search=${encodeURIComponent('düşük riskli bacillus')}`, headers: auth });
    expect(file.statusCode).toBe(200);
    const [header, row] = file.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    const cells = (line: string) => line.split(';');
    expect(cells(row!)[cells(header!).indexOf('Biyolojik / Düşük Riskli')]).toBe('Evet');
  });

  it('keeps the Annex IV (MRL exempt) flag (default false, an MRL link or not), edits it and exports it', async () => {
    const plain = (await post(body())).json().data;
    expect(plain).toMatchObject({ mrlExempt: false, mrlActiveSubstanceId: null });
    const kaolin = await post(body({ name: 'Muaf Kaolin', mrlExempt: true }));
    expect(kaolin.statusCode, kaolin.body).toBe(201);
    expect(kaolin.json().data.mrlExempt).toBe(true);
    const edited = await app.inject({ method: 'PATCH', url: `${url}/editField`, headers: auth, payload: { ...body({ name: plain.name }), id: plain.id, mrlExempt: true } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.mrlExempt).toBe(true);
    const back = await app.inject({ method: 'PATCH', url: `${url}/editField`, headers: auth, payload: { ...body({ name: plain.name }), id: plain.id, mrlExempt: false } });
    expect(back.json().data.mrlExempt).toBe(false);
    const wrong = await post(body({ name: 'Muaf Yanlış', mrlExempt: 'evet' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([{ field: 'body.mrlExempt', message: 'MRL muaf alanı evet ya da hayır olmalıdır' }]);
    expect((await listOf('search=muaf%20yanl')).data).toEqual([]);
    const file = await app.inject({ method: 'GET', url: `${url}/export?format=csv&search=${encodeURIComponent('muaf kaolin')}`, headers: auth });
    expect(file.statusCode).toBe(200);
    const [header, row] = file.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    const cells = (line: string) => line.split(';');
    expect(cells(row!)[cells(header!).indexOf('MRL Muaf (Ek IV)')]).toBe('Evet');
  });

  it('shows the group and MRL substance names, filters by group and B-Reçete flag, and searches the group name', async () => {
    const group = await createActiveSubstanceGroup(app, { name: 'Süzgeç Piretroitler' });
    const other = await createActiveSubstanceGroup(app, { name: 'Süzgeç Neonikotinoidler' });
    const mrl = await createMrlActiveSubstance(app, { name: 'Süzgeç Deltamethrin' });
    const a = (await post(body({ name: 'Süzgeç Deltamethrin', activeSubstanceGroupId: group.id, prescriptionRequired: true, mrlActiveSubstanceId: mrl.id }))).json().data;
    await post(body({ name: 'Süzgeç Cypermethrin', activeSubstanceGroupId: group.id }));
    await post(body({ name: 'Süzgeç Acetamiprid', activeSubstanceGroupId: other.id, prescriptionRequired: true }));
    expect(a).toMatchObject({ activeSubstanceGroupName: 'Süzgeç Piretroitler', mrlActiveSubstanceName: 'Süzgeç Deltamethrin', prescriptionRequired: true });

    const names = async (query: string) => (await listOf(query)).data.map((s: { name: string }) => s.name);
    expect(await names(`activeSubstanceGroupId=${group.id}&sort=name`)).toEqual(['Süzgeç Cypermethrin', 'Süzgeç Deltamethrin']);
    expect(await names(`search=suzgec&prescriptionRequired=true&sort=name`)).toEqual(['Süzgeç Acetamiprid', 'Süzgeç Deltamethrin']);
    expect(await names(`activeSubstanceGroupId=${group.id}&prescriptionRequired=false`)).toEqual(['Süzgeç Cypermethrin']);
    // 'piretroit' is only in the group's name.
    expect(await names(`search=PİRETROİT&sort=name`)).toEqual(['Süzgeç Cypermethrin', 'Süzgeç Deltamethrin']);
    // By group name, newest first within a group (the id breaks ties the same way).
    expect(await names(`search=suzgec&sort=activeSubstanceGroupName&order=desc`)).toEqual(['Süzgeç Cypermethrin', 'Süzgeç Deltamethrin', 'Süzgeç Acetamiprid']);
  });

  it('names the mixing pairs that use a substance when refusing its delete', async () => {
    const created = (await post(body({ name: 'Karışım Kullanılan Madde' }))).json().data;
    const other = await createSubstancePair(app, created.id);
    const res = await app.inject({ method: 'DELETE', url: `${url}?id=${created.id}`, headers: auth });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(`1 karışabilirlik kaydı (ör. ${other.name} ile)`);
  });

  it('imports the group and MRL substance by name and the B-Reçete flag as Evet/Hayır; an unknown name is a row error', async () => {
    await createActiveSubstanceGroup(app, { name: 'Aktarım Triazoller' });
    await createMrlActiveSubstance(app, { name: 'Aktarım Tebuconazole' });
    const good = await importCsv('commit', [
      ['Aktarım Tebuconazole', '107534-96-3', 'Aktarım Triazoller', 'frac', '3', 'Evet', 'Hayır', 'Aktarım Tebuconazole', ''],
      ['Aktarım Parafin yağı', '', '', '', '', '', 'Evet', '', 'Evet'],
    ]);
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data).toMatchObject({ create: 2 });
    const items = (await listOf('search=aktarim&sort=name')).data;
    expect(items[1]).toMatchObject({ name: 'Aktarım Tebuconazole', casNumber: '107534-96-3', activeSubstanceGroupName: 'Aktarım Triazoller', moaScheme: 'FRAC', moaCode: '3', prescriptionRequired: true, lowRisk: false, mrlActiveSubstanceName: 'Aktarım Tebuconazole', mrlExempt: false });
    expect(items[0]).toMatchObject({ name: 'Aktarım Parafin yağı', activeSubstanceGroupId: null, prescriptionRequired: false, lowRisk: true, mrlActiveSubstanceId: null, mrlExempt: true });

    const bad = await importCsv('preview', [['Aktarım Yeni', '107534-96-4', 'Olmayan Grup', 'IRAC', '', 'Belki', '', '', '']]);
    expect(bad.json().data.errors).toEqual([
      { row: 2, column: 'Aktif Madde Grubu', message: "'Olmayan Grup' adlı aktif madde grubu bulunamadı" },
      { row: 2, column: 'B-Reçete Gerekli', message: 'Evet ya da Hayır olmalıdır' },
    ]);
    const schema = await importCsv('preview', [['Aktarım Yeni', '107534-96-4', '', 'IRAC', '', '', '', '', '']]);
    expect(schema.json().data.errors.map((e: { column: string }) => e.column).sort()).toEqual(['CAS Numarası', 'Etki Mekanizması Kodu']);
  });
});
