import { ImportContentType } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test-support';
import { readSheet, writeCsv } from '../../../platform/crud/files';
import { describeSection } from '../../../platform/crud/section-suite';
import { createConcentrationUnit, dataLoggerAuth } from './licence-fixtures';
import { createHarmfulOrganism, createLicence, createPlant, createUnit } from './test-fixtures';

type Body = Record<string, unknown>;
const URL = '/api/v1/definition/license-detail';

/** Parents for many distinct uses: every n gets its own licence × plant × organism. */
async function useParents(app: TestApp) {
  const plantNames = ['Çilek', 'Armut', 'Şeftali', 'Üzüm', 'İncir', 'Ihlamur', 'Domates', 'Ölmez', 'Biber', 'Ğ-Deneme'];
  const licences = await Promise.all(Array.from({ length: 8 }, () => createLicence(app)));
  const plants = [];
  for (const name of plantNames) plants.push(await createPlant(app, { name: `${name} Fikstür` }));
  const organisms = await Promise.all(Array.from({ length: 10 }, () => createHarmfulOrganism(app)));
  const doseUnit = await createUnit(app);
  const otherDoseUnit = await createUnit(app, { symbol: `g/100 L su-${licences[0]!.id}`, kind: 'dose-water', amountUnit: 'g', perQuantity: 100, perUnit: 'L' });
  return { licences, plants, organisms, doseUnit, otherDoseUnit };
}
type Parents = Awaited<ReturnType<typeof useParents>>;

const validUse = (n: number, f: Parents, text?: string): Body => ({
  // Consecutive n differ in plant (the sort test's key) and never repeat a natural key below 800.
  licenceId: f.licences[Math.floor(n / 100) % f.licences.length]!.id,
  plantId: f.plants[n % 10]!.id,
  harmfulOrganismId: f.organisms[Math.floor(n / 10) % 10]!.id,
  doseMin: 50,
  doseMax: 75.5,
  doseUnitId: f.doseUnit.id,
  waterVolumeMin: 60,
  waterVolumeMax: 100,
  phiDays: 7,
  beeWaitingDays: 2,
  reEntryHours: 24,
  maxApplications: 3,
  applicationIntervalDays: 10,
  notes: `${text ?? 'Zararlı görüldüğünde'} uygulama ${n}`,
});

describeSection<Parents>('ruhsat-detay-tanimi (spec §2)', {
  url: URL,
  entity: 'license-detail',
  setup: useParents,
  valid: validUse,
  edit: (input) => ({ ...input, phiDays: 14, notes: `${String(input['notes'])} (güncel)` }),
  check: 'phiDays',
  invalid: [
    { why: 'missing licence', body: ({ licenceId: _l, ...rest }) => rest, field: 'licenceId' },
    { why: 'plant of the wrong type', body: (v) => ({ ...v, plantId: 'Domates' }), field: 'plantId' },
    { why: 'missing minimum dose', body: ({ doseMin: _d, ...rest }) => rest, field: 'doseMin' },
    { why: 'dose of the wrong type', body: (v) => ({ ...v, doseMin: '50' }), field: 'doseMin' },
    { why: 'maximum dose below the minimum', body: (v) => ({ ...v, doseMin: 80, doseMax: 40 }), field: 'doseMax' },
    { why: 'negative dose', body: (v) => ({ ...v, doseMin: -1 }), field: 'doseMin' },
    { why: 'water volumes in the wrong order', body: (v) => ({ ...v, waterVolumeMin: 200, waterVolumeMax: 100 }), field: 'waterVolumeMax' },
    { why: 'PHI not a whole number', body: (v) => ({ ...v, phiDays: 1.5 }), field: 'phiDays' },
    { why: 'negative bee waiting period', body: (v) => ({ ...v, beeWaitingDays: -2 }), field: 'beeWaitingDays' },
    { why: 'zero applications', body: (v) => ({ ...v, maxApplications: 0 }), field: 'maxApplications' },
    { why: 'overlong notes', body: (v) => ({ ...v, notes: 'ş'.repeat(2001) }), field: 'notes' },
    { why: 'licence that does not exist', body: (v) => ({ ...v, licenceId: 987654321 }), field: 'licenceId' },
  ],
  duplicate: { body: (v) => ({ ...v, doseMin: 10, doseMax: 20 }), field: 'harmfulOrganismId' },
  sort: { key: 'plantName', field: 'plantName' },
});

describe('ruhsat-detay-tanimi (spec §2): names, filters, search through the parents and import', () => {
  let app: TestApp;
  let auth: Record<string, string>;
  let f: Parents;
  let serial = 0;
  const next = (over: Body = {}) => ({ ...validUse(++serial, f), ...over });
  const post = async (body: Body) => {
    const res = await app.inject({ method: 'POST', url: URL, headers: auth, payload: body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Body & { id: number };
  };
  const ids = async (query: string) => {
    const res = await app.inject({ method: 'GET', url: `${URL}?${query}&limit=100`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as Array<{ id: number }>).map((d) => d.id);
  };

  beforeAll(async () => {
    app = await buildTestApp();
    f = await useParents(app);
    auth = await dataLoggerAuth(app);
  });
  afterAll(() => app?.close());

  it('shows the licence trade name and number, plant, organism and dose unit', async () => {
    const created = await post(next());
    const licence = f.licences.find((l) => l.id === created['licenceId'])!;
    expect(created).toMatchObject({
      licenceTradeName: licence.tradeName,
      licenceNumber: licence.licenceNumber,
      plantName: f.plants[1]!.name,
      harmfulOrganismName: f.organisms[0]!.name,
      doseUnitSymbol: f.doseUnit.symbol,
      doseMin: 50,
      doseMax: 75.5,
    });
  });

  it('filters by licence, plant and harmful organism', async () => {
    const a = await post(next({ licenceId: f.licences[7]!.id, plantId: f.plants[9]!.id, harmfulOrganismId: f.organisms[9]!.id }));
    const b = await post(next({ licenceId: f.licences[7]!.id, plantId: f.plants[8]!.id, harmfulOrganismId: f.organisms[9]!.id }));
    expect(await ids(`licenceId=${f.licences[7]!.id}`)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(await ids(`licenceId=${f.licences[7]!.id}&plantId=${f.plants[9]!.id}`)).toEqual([a.id]);
    expect(await ids(`harmfulOrganismId=${f.organisms[9]!.id}&plantId=${f.plants[8]!.id}`)).toEqual([b.id]);
    expect((await app.inject({ method: 'GET', url: `${URL}?plantId=abc`, headers: auth })).statusCode).toBe(400);
  });

  it("searches the licence's, plant's and organism's names (Turkish-folded) as well as its own notes", async () => {
    const licence = await createLicence(app, { tradeName: 'Iğdır Kalkanı 25 WG' });
    const plant = await createPlant(app, { name: 'İzmir Kirazı' });
    const organism = await createHarmfulOrganism(app, { name: 'Şanlıurfa Güvesi' });
    const byLicence = await post(next({ licenceId: licence.id }));
    const byPlant = await post(next({ plantId: plant.id }));
    const byOrganism = await post(next({ harmfulOrganismId: organism.id }));
    expect(await ids('search=ığdır')).toEqual([byLicence.id]);
    expect(await ids(`search=${encodeURIComponent(licence.licenceNumber)}`)).toEqual([byLicence.id]);
    expect(await ids('search=IZMIR%20KIRAZI')).toEqual([byPlant.id]);
    expect(await ids('search=sanliurfa')).toEqual([byOrganism.id]);
    expect(await ids(`search=${encodeURIComponent(String(byPlant['notes']))}`)).toEqual([byPlant.id]);
  });

  it('refuses a dose unit that is not a dose unit', async () => {
    const concentration = await createConcentrationUnit(app);
    const res = await app.inject({ method: 'POST', url: URL, headers: auth, payload: next({ doseUnitId: concentration.id }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toMatchObject({ field: 'body.doseUnitId', message: expect.stringMatching(/doz birimi/) });
  });

  it('imports by licence number, plant name, organism name and unit symbol; a row naming an unknown plant is refused', async () => {
    const created = await post(next({ doseUnitId: f.otherDoseUnit.id, notes: 'İçe aktarım denemesi' }));
    const exported = await app.inject({ method: 'GET', url: `${URL}/export?format=csv&search=${encodeURIComponent('İçe aktarım denemesi')}`, headers: auth });
    const sheet = await readSheet(exported.rawPayload, 'csv', { maxRows: 10 });
    expect(sheet.rows).toHaveLength(1);
    const cell = (header: string) => sheet.rows[0]!.cells[sheet.headers.indexOf(header)];
    expect([cell('Ruhsat No'), cell('Bitki'), cell('Zararlı Organizma'), cell('Doz Birimi')]).toEqual([
      created['licenceNumber'],
      created['plantName'],
      created['harmfulOrganismName'],
      f.otherDoseUnit.symbol,
    ]);
    const post2 = (mode: string, rows: string[][]) =>
      app.inject({ method: 'POST', url: `${URL}/import?mode=${mode}`, headers: { ...auth, 'content-type': ImportContentType.csv }, payload: writeCsv(sheet.headers, rows) });
    const same = await post2('commit', [sheet.rows[0]!.cells]);
    expect(same.json().data).toMatchObject({ unchanged: 1, create: 0, update: 0 });

    const changed = sheet.rows[0]!.cells.map((c, i) => (sheet.headers[i] === 'En Çok Doz' ? '80,5' : c));
    const unknown = sheet.rows[0]!.cells.map((c, i) => (sheet.headers[i] === 'Bitki' ? 'Olmayan Bitki' : c));
    const preview = await post2('preview', [changed, unknown]);
    expect(preview.json().data).toMatchObject({ update: 1, invalid: 1 });
    expect(preview.json().data.errors[0]).toMatchObject({ row: 3, column: 'Bitki', message: "'Olmayan Bitki' adlı bitki bulunamadı" });
    const updated = await post2('commit', [changed]);
    expect(updated.json().data).toMatchObject({ update: 1 });
    const one = await app.inject({ method: 'GET', url: `${URL}?id=${created.id}`, headers: auth });
    expect(one.json().data.doseMax).toBe(80.5);
  });
});
