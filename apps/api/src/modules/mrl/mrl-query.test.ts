// On PostgreSQL (PGlite without TEST_DATABASE_URL): the MRL query of every
// signed-in session — limits by product, plant and substance, in force or all, Turkish-folded
// search, the pickers — and the compliance check against the limit in force or the default.
import { AppCode, Role, type MrlCheckResponse, type MrlEntry, type MrlOption } from '@portal/contracts';
import { foldForSearch } from '@portal/shared/util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mrlActiveSubstances, plants } from '../../platform/db';
import { API, as, buildTestApp, type TestApp } from '../../test-support';

type Headers = Record<string, string>;

/** YYYY-MM-DD `days` from today (UTC; the tests keep clear of the day's edges). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('MRL query and compliance check', () => {
  let app: TestApp;
  let dataLogger: Headers;
  let srcUser: Headers;
  let engineer: Headers;
  const ids = { product: 0, subProduct: 0, leek: 0, imidacloprid: 0, dithio: 0, noLimit: 0, plant: 0, plantWithoutCode: 0 };
  const rates: Record<string, number> = {};

  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers, payload?: object) => app.inject({ method, url: `${API}/${url}`, headers, ...(payload ? { payload } : {}) });
  async function created(url: string, payload: object): Promise<number> {
    const res = await send('POST', url, dataLogger, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  }
  const rate = (key: string, product: number, substance: number, value: number, date: string, market = 'TR') =>
    created('mrl/mrl-rates', { product, active_substance: substance, rate: value, description: `Deneme ${key}`, date, market }).then((id) => (rates[key] = id));
  async function entries(query: string, headers = srcUser) {
    const res = await send('GET', `search/mrl?${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: MrlEntry[]; count: number };
  }
  async function check(payload: object, headers = srcUser) {
    const res = await send('POST', 'search/mrl/check', headers, payload);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as MrlCheckResponse).data;
  }

  beforeAll(async () => {
    app = await buildTestApp();
    dataLogger = await as(app, Role.BestnetDataLogger);
    engineer = await as(app, Role.Muhendis);
    srcUser = await as(app, Role.User, { app: AppCode.Src, host: 'src' });

    ids.product = await created('mrl/mrl-plant', { name: 'Işıklı Domates', code: '0999001', sub_code: null });
    ids.subProduct = await created('mrl/mrl-plant', { name: 'Işıklı Domates (kiraz tipi)', code: '0999001', sub_code: '001' });
    ids.leek = await created('mrl/mrl-plant', { name: 'Pırasa Deneme', code: '0999002', sub_code: null });
    ids.imidacloprid = await created('mrl/mrl-active-substance', { name: 'İmidakloprid Deneme' });
    ids.dithio = await created('mrl/mrl-active-substance', { name: 'Ditiyokarbamat Deneme' });
    ids.noLimit = await created('mrl/mrl-active-substance', { name: 'Sınırsız Madde Deneme' });
    await rate('current', ids.product, ids.imidacloprid, 0.5, '2024-01-01');
    await rate('older', ids.product, ids.imidacloprid, 0.7, '2020-01-01');
    await rate('future', ids.product, ids.imidacloprid, 0.2, inDays(60));
    await rate('eu', ids.product, ids.imidacloprid, 1, '2024-01-01', 'EU');
    await rate('dithio', ids.product, ids.dithio, 0.05, '2024-01-01');
    await rate('sub', ids.subProduct, ids.imidacloprid, 0.3, '2024-01-01');
    await rate('leek', ids.leek, ids.imidacloprid, 3, '2024-01-01');
    const expired = await send('PATCH', 'mrl/mrl-rates/expire', dataLogger, { id: rates['dithio']! });
    expect(expired.statusCode, expired.body).toBe(200);

    const [plant] = await app.db.insert(plants).values({ name: 'Işıklı Domates', euCode: '0999001', searchText: foldForSearch('Işıklı Domates 0999001') }).returning();
    const [bare] = await app.db.insert(plants).values({ name: 'Kodsuz Bitki', searchText: foldForSearch('Kodsuz Bitki') }).returning();
    ids.plant = plant!.id;
    ids.plantWithoutCode = bare!.id;
  });
  afterAll(() => app?.close());

  it('every signed-in session reads the MRL query; anonymous callers get 401', async () => {
    for (const headers of [srcUser, engineer, dataLogger]) expect((await send('GET', `search/mrl?mrlProductId=${ids.product}`, headers)).statusCode).toBe(200);
    expect((await send('GET', `search/mrl?mrlProductId=${ids.product}`, {})).statusCode).toBe(401);
    expect((await send('GET', 'search/mrl/options?kind=product', {})).statusCode).toBe(401);
    expect((await send('POST', 'search/mrl/check', {}, { mrlProductId: ids.product, results: [{ mrlActiveSubstanceId: ids.imidacloprid, mgPerKg: 0.1 }] })).statusCode).toBe(401);
  });

  it('lists a product’s limits in force by substance; includeExpired adds the expired one; market narrows', async () => {
    const inForce = await entries(`mrlProductId=${ids.product}`);
    expect(inForce.count).toBe(4);
    expect(inForce.data.map((e) => e.id).sort()).toEqual([rates['current'], rates['older'], rates['future'], rates['eu']].sort());
    // Sorted by substance for one product: none of these is expired or passive.
    expect(inForce.data.every((e) => !e.expireStatus && e.status && e.activeSubstance.id === ids.imidacloprid)).toBe(true);
    expect(inForce.data[0]).toMatchObject({ product: { id: ids.product, name: 'Işıklı Domates', code: '0999001', subCode: null }, activeSubstance: { name: 'İmidakloprid Deneme' } });

    const all = await entries(`mrlProductId=${ids.product}&includeExpired=true&sort=activeSubstance&order=asc`);
    expect(all.count).toBe(5);
    expect(all.data[0]).toMatchObject({ id: rates['dithio'], expireStatus: true, rate: 0.05 });

    const eu = await entries(`mrlProductId=${ids.product}&market=EU`);
    expect(eu.data.map((e) => [e.id, e.rate, e.market])).toEqual([[rates['eu'], 1, 'EU']]);

    const byRate = await entries(`mrlProductId=${ids.product}&sort=rate&order=desc&limit=10&page=1`);
    expect(byRate.data.map((e) => e.rate)).toEqual([1, 0.7, 0.5, 0.2]);
    const second = await entries(`mrlActiveSubstanceId=${ids.imidacloprid}&market=TR&sort=date&order=asc&limit=10&page=1`);
    expect(second.data.map((e) => e.date)).toEqual(['2020-01-01', '2024-01-01', '2024-01-01', '2024-01-01', inDays(60)]);
  });

  it('a plant finds the limits of its EU code’s product, never a sub-product’s; a plant without a code finds none', async () => {
    const byPlant = await entries(`plantId=${ids.plant}`);
    expect(byPlant.data.map((e) => e.product.id)).toEqual(Array(4).fill(ids.product));
    const sub = await entries(`mrlProductId=${ids.subProduct}`);
    expect(sub.data.map((e) => [e.id, e.product.subCode])).toEqual([[rates['sub'], '001']]);
    expect(await entries(`plantId=${ids.plantWithoutCode}`)).toEqual({ data: [], count: 0 });
    // A plant and a product that are not the same thing match nothing.
    expect(await entries(`plantId=${ids.plant}&mrlProductId=${ids.leek}`)).toEqual({ data: [], count: 0 });
  });

  it('searches Turkish-folded: imidakloprid, İMİDAKLOPRİD and ımıdakloprıd find the same limits', async () => {
    const found = await Promise.all(['imidakloprid', 'İMİDAKLOPRİD', 'ımıdakloprıd'].map((q) => entries(`search=${encodeURIComponent(q)}&limit=25`)));
    const idsOf = (r: { data: MrlEntry[] }) => r.data.map((e) => e.id).sort();
    expect(found[0]!.count).toBe(6); // every TR/EU limit in force of the substance, the sub-product's and the leek's included
    expect(idsOf(found[1]!)).toEqual(idsOf(found[0]!));
    expect(idsOf(found[2]!)).toEqual(idsOf(found[0]!));
    // The product's name is searched too: ışıklı, IŞIKLI and isikli.
    const byProduct = await Promise.all(['ışıklı', 'IŞIKLI', 'isikli'].map((q) => entries(`search=${encodeURIComponent(q)}&limit=25`)));
    expect(byProduct.map((r) => r.count)).toEqual([5, 5, 5]);
  });

  it('the pickers: at most 20 active products or substances, Turkish-folded, by name', async () => {
    const options = async (query: string) => {
      const res = await send('GET', `search/mrl/options?${query}`, srcUser);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as MrlOption[];
    };
    for (const q of ['imidakloprid', 'İMİDAKLOPRİD', 'ımıdak']) {
      expect((await options(`kind=substance&q=${encodeURIComponent(q)}`)).map((o) => o.id)).toEqual([ids.imidacloprid]);
    }
    expect(await options('kind=product&q=0999001')).toEqual([
      { id: ids.product, label: 'Işıklı Domates', detail: '0999001' },
      { id: ids.subProduct, label: 'Işıklı Domates (kiraz tipi)', detail: '0999001-001' },
    ]);
    await app.db.insert(mrlActiveSubstances).values(Array.from({ length: 25 }, (_, i) => ({ name: `Liste Maddesi ${String(i).padStart(2, '0')}`, searchText: foldForSearch(`Liste Maddesi ${i}`) })));
    const listed = await options('kind=substance&q=liste');
    expect(listed).toHaveLength(20);
    expect(listed[0]!.label).toBe('Liste Maddesi 00');
    const bad = await send('GET', 'search/mrl/options?kind=plant', srcUser);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('query.kind');
  });

  it('the check: at the limit is within, the default 0.01 where none is in force, several substances at once', async () => {
    const result = await check({
      mrlProductId: ids.product,
      results: [
        { mrlActiveSubstanceId: ids.imidacloprid, mgPerKg: 0.5 },
        { mrlActiveSubstanceId: ids.dithio, mgPerKg: 0.01 },
        { mrlActiveSubstanceId: ids.noLimit, mgPerKg: 0.0101 },
      ],
    });
    expect(result.product).toEqual({ id: ids.product, name: 'Işıklı Domates', code: '0999001', subCode: null });
    expect(result.market).toBe('TR');
    expect(result.compliant).toBe(false);
    expect(result.rows).toEqual([
      // The newest limit dated today or before: 0.5 of 2024, not 0.7 of 2020 nor 0.2 of the future.
      { activeSubstance: { id: ids.imidacloprid, name: 'İmidakloprid Deneme' }, measured: 0.5, limit: 0.5, appliedLimit: 0.5, defaultApplied: false, verdict: 'within', margin: 0, percentOfLimit: 100, limitDate: '2024-01-01' },
      // Its only limit is expired: the default applies.
      { activeSubstance: { id: ids.dithio, name: 'Ditiyokarbamat Deneme' }, measured: 0.01, limit: null, appliedLimit: 0.01, defaultApplied: true, verdict: 'within', margin: 0, percentOfLimit: 100, limitDate: null },
      { activeSubstance: { id: ids.noLimit, name: 'Sınırsız Madde Deneme' }, measured: 0.0101, limit: null, appliedLimit: 0.01, defaultApplied: true, verdict: 'exceeds', margin: -0.0001, percentOfLimit: 101, limitDate: null },
    ]);
  });

  it('the check: 0.0001 mg/kg over the limit exceeds it; another market has its own limit; a market with none gets the default', async () => {
    const over = await check({ mrlProductId: ids.product, market: 'TR', results: [{ mrlActiveSubstanceId: ids.imidacloprid, mgPerKg: 0.5001 }] });
    expect(over.rows[0]).toMatchObject({ verdict: 'exceeds', margin: -0.0001, limit: 0.5 });
    expect(over.compliant).toBe(false);
    const eu = await check({ mrlProductId: ids.product, market: 'EU', results: [{ mrlActiveSubstanceId: ids.imidacloprid, mgPerKg: 0.9 }] });
    expect(eu.rows[0]).toMatchObject({ limit: 1, verdict: 'within', margin: 0.1, percentOfLimit: 90 });
    expect(eu.compliant).toBe(true);
    const none = await check(
      {
        mrlProductId: ids.product,
        market: 'RU',
        results: [
          { mrlActiveSubstanceId: ids.imidacloprid, mgPerKg: 0.005 },
          { mrlActiveSubstanceId: ids.dithio, mgPerKg: 0.02 },
        ],
      },
      engineer,
    );
    expect(none.rows.map((r) => [r.defaultApplied, r.appliedLimit, r.verdict, r.percentOfLimit])).toEqual([
      [true, 0.01, 'within', 50],
      [true, 0.01, 'exceeds', 200],
    ]);
  });

  it('bad input answers 400 with the field: unknown product or substance, five decimals, no or repeated results', async () => {
    const refused = async (payload: object) => {
      const res = await send('POST', 'search/mrl/check', srcUser, payload);
      expect(res.statusCode, res.body).toBe(400);
      return (res.json().details as Array<{ field: string }>).map((d) => d.field);
    };
    const one = (mgPerKg: number, id = ids.imidacloprid) => ({ mrlActiveSubstanceId: id, mgPerKg });
    expect(await refused({ mrlProductId: 987_654_321, results: [one(0.1)] })).toEqual(['body.mrlProductId']);
    expect(await refused({ mrlProductId: ids.product, results: [one(0.1), one(0.1, 987_654_321)] })).toEqual(['body.results.1.mrlActiveSubstanceId']);
    expect(await refused({ mrlProductId: ids.product, results: [one(0.50001)] })).toEqual(['body.results.0.mgPerKg']);
    expect(await refused({ mrlProductId: ids.product, results: [one(-1)] })).toEqual(['body.results.0.mgPerKg']);
    expect(await refused({ mrlProductId: ids.product, results: [] })).toEqual(['body.results']);
    expect(await refused({ mrlProductId: ids.product, results: [one(0.1), one(0.2)] })).toEqual(['body.results']);
    expect(await refused({ mrlProductId: ids.product, market: 'tr', results: [one(0.1)] })).toEqual(['body.market']);
    const badQuery = await send('GET', 'search/mrl?market=Türkiye&includeExpired=evet', srcUser);
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().details.map((d: { field: string }) => d.field).sort()).toEqual(['query.includeExpired', 'query.market']);
  });
});
