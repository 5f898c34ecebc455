import { ImportContentType } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test-support';
import { readSheet, writeCsv } from '../../../platform/crud/files';
import { describeSection } from '../../../platform/crud/section-suite';
import {
  createActiveSubstance,
  createConcentrationUnit,
  createLicenceMixingPair,
  dataLoggerAuth,
  licenceParents,
  type LicenceParents,
} from './licence-fixtures';
import { createLicenceDetailUsing } from './test-fixtures';

type Body = Record<string, unknown>;
const URL = '/api/v1/definition/license';

const validLicence = (n: number, f: LicenceParents, text?: string): Body => ({
  tradeName: `${text ?? 'Kalkan'} ${n} EC`,
  licenceNumber: `LT-${n}`,
  licenceDate: '2020-03-01',
  expiryDate: '2030-03-01',
  licenceStatus: 'valid',
  cancelledOn: null,
  companyId: f.company.id,
  formulationId: f.formulation.id,
  licenceGroupId: f.group.id,
  origin: 0,
  beeToxicity: 'moderate',
  warnings: 'Arılar için zararlıdır; çiçeklenme döneminde uygulamayın.',
  // Not in id order: the list and the export keep the order given.
  activeSubstances: [
    { activeSubstanceId: f.substances[1]!.id, concentration: 18, unitId: f.unit.id },
    { activeSubstanceId: f.substances[0]!.id, concentration: 300.5, unitId: f.otherUnit.id },
  ],
});

const substances = (v: Body) => v['activeSubstances'] as Body[];

describeSection<LicenceParents>('ruhsat-tanimi (spec §2)', {
  url: URL,
  entity: 'license',
  setup: licenceParents,
  valid: validLicence,
  edit: (input, f) => ({
    ...input,
    tradeName: `${String(input['tradeName'])} Plus`,
    activeSubstances: [{ activeSubstanceId: f.substances[2]!.id, concentration: 50, unitId: f.unit.id }],
  }),
  check: 'tradeName',
  invalid: [
    { why: 'missing trade name', body: ({ tradeName: _t, ...rest }) => rest, field: 'tradeName' },
    { why: 'trade name of the wrong type', body: (v) => ({ ...v, tradeName: 42 }), field: 'tradeName' },
    { why: 'overlong trade name', body: (v) => ({ ...v, tradeName: 'ş'.repeat(161) }), field: 'tradeName' },
    { why: 'missing licence number', body: ({ licenceNumber: _l, ...rest }) => rest, field: 'licenceNumber' },
    { why: 'a date that does not exist', body: (v) => ({ ...v, licenceDate: '2024-02-30' }), field: 'licenceDate' },
    { why: 'expiry before the licence date', body: (v) => ({ ...v, expiryDate: '2019-12-31' }), field: 'expiryDate' },
    { why: 'bad licence status', body: (v) => ({ ...v, licenceStatus: 'expired' }), field: 'licenceStatus' },
    { why: 'cancellation date on a valid licence', body: (v) => ({ ...v, cancelledOn: '2024-01-01' }), field: 'cancelledOn' },
    { why: 'origin code out of range', body: (v) => ({ ...v, origin: 2 }), field: 'origin' },
    { why: 'bad bee toxicity', body: (v) => ({ ...v, beeToxicity: 'very-high' }), field: 'beeToxicity' },
    { why: 'company that does not exist', body: (v) => ({ ...v, companyId: 987654321 }), field: 'companyId' },
    { why: 'no active substance', body: (v) => ({ ...v, activeSubstances: [] }), field: 'activeSubstances' },
    { why: 'substances not a list', body: (v) => ({ ...v, activeSubstances: 'Abamectin' }), field: 'activeSubstances' },
    {
      why: 'the same substance twice',
      body: (v) => ({ ...v, activeSubstances: [substances(v)[0], { ...substances(v)[0], concentration: 5 }] }),
      field: 'activeSubstances.1.activeSubstanceId',
    },
    {
      why: 'a concentration of zero',
      body: (v) => ({ ...v, activeSubstances: [{ ...substances(v)[0], concentration: 0 }] }),
      field: 'activeSubstances.0.concentration',
    },
    {
      why: 'a concentration of the wrong type',
      body: (v) => ({ ...v, activeSubstances: [{ ...substances(v)[0], concentration: '18 g/L' }] }),
      field: 'activeSubstances.0.concentration',
    },
  ],
  duplicate: { body: (v) => ({ ...v, tradeName: 'Başka Ad' }), field: 'licenceNumber' },
  sort: { key: 'tradeName', field: 'tradeName' },
  inUse: async ({ app }, id) => {
    await createLicenceDetailUsing(app, { licenceId: id });
    return { mentions: 'ruhsat detayı' };
  },
});

describe('ruhsat-tanimi (spec §2): active substances, filters and import', () => {
  let app: TestApp;
  let auth: Record<string, string>;
  let f: LicenceParents;
  let serial = 1000;
  const next = (over: Body = {}) => ({ ...validLicence(++serial, f), ...over });
  const post = async (body: Body) => {
    const res = await app.inject({ method: 'POST', url: URL, headers: auth, payload: body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Body & { id: number };
  };
  const list = async (query: string) => {
    const res = await app.inject({ method: 'GET', url: `${URL}?${query}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Array<Body & { id: number }>; count: number };
  };
  const importCsv = (mode: string, headers: string[], rows: string[][]) =>
    app.inject({ method: 'POST', url: `${URL}/import?mode=${mode}`, headers: { ...auth, 'content-type': ImportContentType.csv }, payload: writeCsv(headers, rows) });

  beforeAll(async () => {
    app = await buildTestApp();
    f = await licenceParents(app);
    auth = await dataLoggerAuth(app);
  });
  afterAll(() => app?.close());

  it('shows the company, formulation, group and the substances with names and unit symbols, in the order given', async () => {
    const created = await post(next());
    expect(created).toMatchObject({
      companyName: f.company.name,
      formulationCode: f.formulation.code,
      licenceGroupName: f.group.name,
      activeSubstances: [
        { activeSubstanceId: f.substances[1]!.id, name: f.substances[1]!.name, concentration: 18, unitId: f.unit.id, unitSymbol: f.unit.symbol },
        { activeSubstanceId: f.substances[0]!.id, name: f.substances[0]!.name, concentration: 300.5, unitId: f.otherUnit.id, unitSymbol: f.otherUnit.symbol },
      ],
    });
    const page = await list(`search=${encodeURIComponent(String(created['tradeName']))}`);
    expect(page.data.find((l) => l.id === created.id)).toEqual(created);
  });

  it('replaces the substance set on edit and keeps it when the edit leaves it alone', async () => {
    const input = next();
    const created = await post(input);
    const swapped = [substances(input)[1], { activeSubstanceId: f.substances[2]!.id, concentration: 2.5, unitId: f.unit.id }];
    const edit = await app.inject({ method: 'PATCH', url: `${URL}/editField`, headers: auth, payload: { ...input, id: created.id, activeSubstances: swapped } });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(substances(edit.json().data).map((s) => [s['activeSubstanceId'], s['concentration']])).toEqual([
      [f.substances[0]!.id, 300.5],
      [f.substances[2]!.id, 2.5],
    ]);
    const same = await app.inject({ method: 'PATCH', url: `${URL}/editField`, headers: auth, payload: { ...input, id: created.id, activeSubstances: swapped, warnings: null } });
    expect(same.json().data.activeSubstances).toEqual(edit.json().data.activeSubstances);
    expect(same.json().data.warnings).toBeNull();
  });

  it('refuses a unit that is not a concentration and writes nothing', async () => {
    const input = next({ activeSubstances: [{ activeSubstanceId: f.substances[0]!.id, concentration: 10, unitId: f.doseUnit.id }] });
    const res = await app.inject({ method: 'POST', url: URL, headers: auth, payload: input });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'body.activeSubstances.0.unitId', message: expect.stringMatching(/konsantrasyon birimi/) }]);
    expect((await list(`search=${encodeURIComponent(String(input['licenceNumber']))}`)).count).toBe(0);
  });

  it('keeps a cancellation date only on a cancelled licence', async () => {
    const created = await post(next({ licenceStatus: 'cancelled', cancelledOn: '2025-06-30' }));
    expect(created).toMatchObject({ licenceStatus: 'cancelled', cancelledOn: '2025-06-30' });
    const early = await app.inject({ method: 'POST', url: URL, headers: auth, payload: next({ licenceStatus: 'cancelled', cancelledOn: '2019-01-01' }) });
    expect(early.statusCode).toBe(400);
    expect(early.json().details[0].field).toBe('body.cancelledOn');
  });

  it('filters by company, licence group and licence status', async () => {
    const a = await post(next({ companyId: f.otherCompany.id }));
    const b = await post(next({ licenceGroupId: f.otherGroup.id, licenceStatus: 'cancelled' }));
    const ids = async (q: string) => (await list(`${q}&limit=100`)).data.map((l) => l.id);
    expect(await ids(`companyId=${f.otherCompany.id}`)).toEqual([a.id]);
    expect(await ids(`licenceGroupId=${f.otherGroup.id}`)).toEqual([b.id]);
    const cancelled = await ids('licenceStatus=cancelled');
    expect(cancelled).toContain(b.id);
    expect(cancelled).not.toContain(a.id);
    const bad = await app.inject({ method: 'GET', url: `${URL}?licenceStatus=expired`, headers: auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('query.licenceStatus');
  });

  it('finds a licence by the name of one of its active substances (Turkish-folded)', async () => {
    const substance = await createActiveSubstance(app, { name: 'Şırnak Bakır Oksiklorür' });
    const created = await post(next({ activeSubstances: [{ activeSubstanceId: substance.id, concentration: 50, unitId: f.unit.id }] }));
    const found = await list(`search=${encodeURIComponent('ŞIRNAK BAKIR')}`);
    expect(found.data.map((l) => l.id)).toEqual([created.id]);
  });

  it('refuses to delete a licence in a mixing pair, naming the pair', async () => {
    const created = await post(next());
    await createLicenceMixingPair(app, created.id);
    const res = await app.inject({ method: 'DELETE', url: `${URL}?id=${created.id}`, headers: auth });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('karışım kaydı');
  });

  it('exports the substances as one cell and imports them with comma or dot decimals and any case of unit', async () => {
    const created = await post(next({ tradeName: 'Dışa Aktarım Özel 1' }));
    const exported = await app.inject({ method: 'GET', url: `${URL}/export?format=csv&search=${encodeURIComponent('Dışa Aktarım Özel')}`, headers: auth });
    const sheet = await readSheet(exported.rawPayload, 'csv', { maxRows: 10 });
    const at = sheet.headers.indexOf('Aktif Maddeler');
    expect(sheet.rows[0]!.cells[at]).toBe(`${f.substances[1]!.name} 18 ${f.unit.symbol}; ${f.substances[0]!.name} 300.5 ${f.otherUnit.symbol}`);

    const percent = await createConcentrationUnit(app, '%');
    const cells = [...sheet.rows[0]!.cells];
    const numberAt = sheet.headers.indexOf('Ruhsat No');
    cells[numberAt] = 'LT-İÇE-1';
    cells[at] = ` ${f.substances[2]!.name}   2,5 ${f.unit.symbol.toUpperCase()} ;${f.substances[0]!.name} 40%; `;
    const written = await importCsv('commit', sheet.headers, [cells]);
    expect(written.statusCode, written.body).toBe(200);
    const [imported] = (await list(`search=${encodeURIComponent('LT-İÇE-1')}`)).data;
    expect(substances(imported!).map((s) => [s['name'], s['concentration'], s['unitId']])).toEqual([
      [f.substances[2]!.name, 2.5, f.unit.id],
      [f.substances[0]!.name, 40, percent.id],
    ]);
    expect(imported).toMatchObject({ companyId: created['companyId'], formulationId: created['formulationId'], origin: 0, beeToxicity: 'moderate' });
  });

  it('explains a substance cell it cannot read, per row, in Turkish', async () => {
    const created = await post(next());
    const exported = await app.inject({ method: 'GET', url: `${URL}/export?format=csv&search=${encodeURIComponent(String(created['licenceNumber']))}`, headers: auth });
    const sheet = await readSheet(exported.rawPayload, 'csv', { maxRows: 10 });
    const at = sheet.headers.indexOf('Aktif Maddeler');
    const row = (licenceNumber: string, cell: string) => sheet.headers.map((h, i) => (h === 'Ruhsat No' ? licenceNumber : i === at ? cell : sheet.rows[0]!.cells[i]!));
    const preview = await importCsv('preview', sheet.headers, [
      row('LT-HATA-1', 'Olmayan Madde 18 ' + f.unit.symbol),
      row('LT-HATA-2', `${f.substances[0]!.name} 18 kutu`),
      row('LT-HATA-3', `${f.substances[0]!.name} ${f.unit.symbol}`),
      row('LT-HATA-4', `${f.substances[0]!.name} 1 ${f.unit.symbol}; ${f.substances[0]!.name} 2 ${f.unit.symbol}`),
    ]);
    expect(preview.statusCode, preview.body).toBe(200);
    const errors = preview.json().data.errors as Array<{ row: number; column: string; message: string }>;
    expect(errors.map((e) => [e.row, e.column])).toEqual([
      [2, 'Aktif Maddeler'],
      [3, 'Aktif Maddeler'],
      [4, 'Aktif Maddeler'],
      [5, 'Aktif Maddeler'],
    ]);
    expect(errors[0]!.message).toContain("'Olmayan Madde' adlı aktif madde bulunamadı");
    expect(errors[1]!.message).toContain('konsantrasyon birimi bulunamadı');
    expect(errors[2]!.message).toContain('okunamadı');
    expect(errors[3]!.message).toContain('iki kez');
  });
});
