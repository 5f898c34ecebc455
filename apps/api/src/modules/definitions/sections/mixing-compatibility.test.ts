import { ImportContentType } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test-support';
import { readSheet, writeCsv } from '../../../platform/crud/files';
import { describeSection } from '../../../platform/crud/section-suite';
import { createActiveSubstance, dataLoggerAuth } from './licence-fixtures';
import { createLicence } from './test-fixtures';

type Body = Record<string, unknown>;
const URL = '/api/v1/definition/mixing-compatibility';

const NAMES = [
  'Çinko', 'Abamektin', 'Şap', 'Üre', 'İmidakloprid', 'Ihlamur özü', 'Bakır', 'Kükürt', 'Öğütülmüş kireç', 'Deltametrin', 'Gliserin', 'Zeta',
  'Captan', 'Ğ-Deneme', 'Emamektin', 'Folpet', 'Hekzitiazoks', 'Jelatin', 'Lambda', 'Mankozeb', 'Neem', 'Oksamil', 'Pirimikarb', 'Rotenon',
];

async function pairParents(app: TestApp) {
  const substances = [];
  for (const name of NAMES) substances.push(await createActiveSubstance(app, { name }));
  return { substances };
}
type Parents = Awaited<ReturnType<typeof pairParents>>;

/** Pair n: substance i with i + k (k 1..11), so n below 264 never repeats a pair; odd n name the larger id first. */
function pairFor(n: number, f: Parents): [number, number] {
  const size = f.substances.length;
  const i = n % size;
  const j = (i + 1 + (Math.floor(n / size) % 11)) % size;
  const [x, y] = [f.substances[i]!.id, f.substances[j]!.id];
  return n % 2 ? [Math.max(x, y), Math.min(x, y)] : [Math.min(x, y), Math.max(x, y)];
}

const validPair = (n: number, f: Parents, text?: string): Body => {
  const [a, b] = pairFor(n, f);
  return { pairKind: 'active-substance', activeSubstanceAId: a, activeSubstanceBId: b, result: 'caution', note: `${text ?? 'Ön deneme önerilir'} ${n}` };
};

describeSection<Parents>('karisabilirlik (spec §2)', {
  url: URL,
  entity: 'mixing-compatibility',
  setup: pairParents,
  valid: validPair,
  edit: (input) => ({ ...input, result: 'incompatible' }),
  check: 'result',
  invalid: [
    { why: 'missing pair kind', body: ({ pairKind: _k, ...rest }) => rest, field: 'pairKind' },
    { why: 'bad pair kind', body: (v) => ({ ...v, pairKind: 'product' }), field: 'pairKind' },
    { why: 'bad result', body: (v) => ({ ...v, result: 'maybe' }), field: 'result' },
    { why: 'missing result', body: ({ result: _r, ...rest }) => rest, field: 'result' },
    { why: 'a substance with itself', body: (v) => ({ ...v, activeSubstanceBId: v['activeSubstanceAId'] }), field: 'activeSubstanceBId' },
    { why: 'missing second substance', body: (v) => ({ ...v, activeSubstanceBId: null }), field: 'activeSubstanceBId' },
    { why: 'substance named instead of chosen', body: (v) => ({ ...v, activeSubstanceAId: 'Kükürt' }), field: 'activeSubstanceAId' },
    { why: 'licences on a substance pair', body: (v) => ({ ...v, licenceAId: 1, licenceBId: 2 }), field: 'licenceAId' },
    { why: 'overlong note', body: (v) => ({ ...v, note: 'ş'.repeat(1001) }), field: 'note' },
    { why: 'a substance that does not exist', body: (v) => ({ ...v, activeSubstanceBId: 987654321 }), field: 'activeSubstanceBId' },
  ],
  // The same pair named the other way round.
  duplicate: {
    body: (v) => ({ ...v, activeSubstanceAId: v['activeSubstanceBId'], activeSubstanceBId: v['activeSubstanceAId'], result: 'compatible' }),
    field: 'activeSubstanceBId',
  },
  sort: { key: 'aName', field: 'aName' },
});

describe('karisabilirlik (spec §2): licence pairs, canonical order, filters and import', () => {
  let app: TestApp;
  let auth: Record<string, string>;
  let f: Parents;
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
  const licencePair = (a: number, b: number, over: Body = {}): Body => ({ pairKind: 'licence', licenceAId: a, licenceBId: b, result: 'incompatible', note: 'Karıştırmayın', ...over });

  beforeAll(async () => {
    app = await buildTestApp();
    f = await pairParents(app);
    auth = await dataLoggerAuth(app);
  });
  afterAll(() => app?.close());

  it('stores a licence pair smaller id first, whichever order it is given in, with both names and numbers', async () => {
    const first = await createLicence(app, { tradeName: 'Kükürtsan 80 WG' });
    const second = await createLicence(app, { tradeName: 'Kalkanol Yazlık Yağ' });
    const created = await post(licencePair(second.id, first.id));
    expect(created).toMatchObject({
      pairKind: 'licence',
      licenceAId: first.id,
      licenceBId: second.id,
      activeSubstanceAId: null,
      activeSubstanceBId: null,
      aName: 'Kükürtsan 80 WG',
      bName: 'Kalkanol Yazlık Yağ',
      licenceANumber: first.licenceNumber,
      licenceBNumber: second.licenceNumber,
      result: 'incompatible',
    });
    const again = await app.inject({ method: 'POST', url: URL, headers: auth, payload: licencePair(first.id, second.id) });
    expect(again.statusCode).toBe(409);
    expect(again.json().details[0]).toMatchObject({ field: 'body.licenceBId', message: 'Bu iki ruhsat için bir karışım kaydı zaten var' });
    const mixed = await app.inject({ method: 'POST', url: URL, headers: auth, payload: licencePair(first.id, second.id, { activeSubstanceAId: f.substances[0]!.id }) });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().details[0].field).toBe('body.activeSubstanceAId');
  });

  it('filters by kind, result, and a licence or substance on either side', async () => {
    const [x, y, z] = [f.substances[20]!, f.substances[21]!, f.substances[22]!];
    const low = await post({ pairKind: 'active-substance', activeSubstanceAId: y.id, activeSubstanceBId: x.id, result: 'compatible' });
    const high = await post({ pairKind: 'active-substance', activeSubstanceAId: y.id, activeSubstanceBId: z.id, result: 'incompatible' });
    expect((await ids(`activeSubstanceId=${y.id}`)).sort()).toEqual([low.id, high.id].sort());
    expect(await ids(`activeSubstanceId=${y.id}&result=incompatible`)).toEqual([high.id]);
    expect(await ids(`activeSubstanceId=${x.id}`)).toEqual([low.id]);
    const licences = await ids('pairKind=licence');
    expect(licences).not.toContain(low.id);
    expect((await app.inject({ method: 'GET', url: `${URL}?result=maybe`, headers: auth })).statusCode).toBe(400);
  });

  it("finds a pair by either record's name, Turkish-folded", async () => {
    const a = await createLicence(app, { tradeName: 'Iğdır Bakırlı 50 WP' });
    const b = await createLicence(app, { tradeName: 'Ege Yağı' });
    const created = await post(licencePair(b.id, a.id, { note: null }));
    expect(await ids('search=IGDIR')).toEqual([created.id]);
    const substancePair = await post({ pairKind: 'active-substance', activeSubstanceAId: f.substances[7]!.id, activeSubstanceBId: f.substances[23]!.id, result: 'caution' });
    expect(await ids(`search=${encodeURIComponent('kükürt')}`)).toContain(substancePair.id);
  });

  it('imports licence pairs by licence number in either order; re-importing changes nothing', async () => {
    const a = await createLicence(app, { tradeName: 'Aktarım A' });
    const b = await createLicence(app, { tradeName: 'Aktarım B' });
    const headers = ['Tür', 'Birinci Ruhsat No', 'İkinci Ruhsat No', 'Birinci Aktif Madde', 'İkinci Aktif Madde', 'Sonuç', 'Not'];
    const rows = [
      ['Ruhsat', b.licenceNumber, a.licenceNumber, '', '', 'Dikkatli karıştırılmalı', 'Ön deneme yapın'],
      ['aktif madde', '', '', f.substances[13]!.name, f.substances[12]!.name, 'karışamaz', ''],
    ];
    const post2 = (mode: string, body: string[][]) =>
      app.inject({ method: 'POST', url: `${URL}/import?mode=${mode}`, headers: { ...auth, 'content-type': ImportContentType.csv }, payload: writeCsv(headers, body) });
    const written = await post2('commit', rows);
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json().data).toMatchObject({ create: 2 });
    const again = await post2('commit', rows);
    expect(again.json().data).toMatchObject({ create: 0, update: 0, unchanged: 2 });

    const [pair] = (await app.inject({ method: 'GET', url: `${URL}?licenceId=${a.id}`, headers: auth })).json().data;
    expect(pair).toMatchObject({ licenceAId: Math.min(a.id, b.id), licenceBId: Math.max(a.id, b.id), result: 'caution', note: 'Ön deneme yapın' });

    const exported = await app.inject({ method: 'GET', url: `${URL}/export?format=csv&licenceId=${a.id}`, headers: auth });
    const sheet = await readSheet(exported.rawPayload, 'csv', { maxRows: 10 });
    expect(sheet.rows[0]!.cells.slice(0, 6)).toEqual(['Ruhsat', a.licenceNumber, b.licenceNumber, '', '', 'Dikkatli karıştırılmalı']);

    const bad = await post2('preview', [['Ruhsat', a.licenceNumber, '', f.substances[1]!.name, '', 'Karışabilir', '']]);
    const columns = (bad.json().data.errors as Array<{ column: string }>).map((e) => e.column);
    expect(columns).toEqual(expect.arrayContaining(['İkinci Ruhsat No', 'Birinci Aktif Madde']));
  });
});
