// On PostgreSQL (PGlite without TEST_DATABASE_URL): the four lists of
// `search?section=…` over the sample reference data, with the Turkish folding (`hiyar`,
// `HIYAR` and `hıyar` find Hıyar), every filter, sort and paging, the filter choices, and bad
// query values answered 400 with the field, never 500. The expectations are read from the
// sample data files, so the SQL is checked against the data, not against itself.
import { HarmfulOrganismType, Role, type ActiveSubstanceHit, type HarmfulOrgHit, type LicenseHit, type PlantHit, type SearchFilters } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harmfulOrganisms, licences, plants } from '../../platform/db';
import { SAMPLE_ACTIVE_SUBSTANCES } from '../../seed/reference/active-substances';
import { SAMPLE_LICENCES } from '../../seed/reference/licences';
import { dataOf, getSearch, ids, makePlant, sampleValidToday, searchApp, setPassive, type TestApp } from './test-kit';
import { as } from '../../test-support';

type List<T> = { data: T[]; count: number };
const collator = new Intl.Collator('tr-TR');
const sortedTr = (names: string[]) => [...names].sort(collator.compare);

describe('search: the four lists', () => {
  let app: TestApp;
  let engineer: Record<string, string>;
  let id: ReturnType<typeof ids>;
  const list = <T>(path: string) => dataOf<T[]>(app, path, engineer);
  const page = async <T>(path: string): Promise<List<T>> => {
    const res = await getSearch(app, path, engineer);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as List<T>;
  };
  const names = (rows: { name: string }[]) => rows.map((r) => r.name);
  const tradeNames = (rows: { tradeName: string }[]) => rows.map((r) => r.tradeName);

  beforeAll(async () => {
    app = await searchApp();
    engineer = await as(app, Role.Muhendis);
    id = ids(app);
  });
  afterAll(() => app?.close());

  describe('GET search/licenses', () => {
    it('finds a licence by its trade name in any Turkish spelling, its number, its holder and its substances', async () => {
      const indokor = tradeNames(await list<LicenseHit>('licenses?search=indokor'));
      expect(indokor).toEqual(['İndokor 150 SC']);
      expect(tradeNames(await list<LicenseHit>('licenses?search=%C4%B0NDOKOR'))).toEqual(indokor);
      expect(tradeNames(await list<LicenseHit>(`licenses?search=${encodeURIComponent('ındokor')}`))).toEqual(indokor);
      expect(tradeNames(await list<LicenseHit>(`licenses?search=${encodeURIComponent('ÖRN-2014/0231')}`))).toEqual(['Akarmek 18 EC']);

      const anadolu = SAMPLE_LICENCES.filter((l) => l.company === 'Anadolu Bitki Koruma Sanayi A.Ş.').map((l) => l.tradeName);
      const byHolder = await page<LicenseHit>(`licenses?search=${encodeURIComponent('ANADOLU bitki')}&limit=100`);
      expect(byHolder.count).toBe(anadolu.length);
      expect(sortedTr(tradeNames(byHolder.data))).toEqual(sortedTr(anadolu));

      const abamectin = SAMPLE_LICENCES.filter((l) => l.substances.some(([s]) => s === 'Abamectin')).map((l) => l.tradeName);
      // Ranked (valid first), so compared as a set here; the ranking has its own tests.
      expect(sortedTr(tradeNames(await list<LicenseHit>('licenses?search=abamectin&limit=100')))).toEqual(sortedTr(abamectin));
    });

    it('pages a term’s matches as the whole list orders them, by rank or by a column, with the match count on every page', async () => {
      const ids = (hits: LicenseHit[]) => hits.map((h) => h.id);
      for (const order of ['', '&sort=company', '&sort=licenceDate&order=desc']) {
        const all = await page<LicenseHit>(`licenses?search=domates&limit=100${order}`);
        expect(all.count).toBeGreaterThan(10);
        const first = await page<LicenseHit>(`licenses?search=domates&limit=10&page=1${order}`);
        const second = await page<LicenseHit>(`licenses?search=domates&limit=10&page=2${order}`);
        expect([...ids(first.data), ...ids(second.data)], order).toEqual(ids(all.data).slice(0, 20));
        expect([first.count, second.count]).toEqual([all.count, all.count]);
        // The first hit again whole, as on a page of its own.
        expect(first.data[0]).toEqual(all.data[0]);
        const pastEnd = await page<LicenseHit>(`licenses?search=domates&limit=10&page=${Math.ceil(all.count / 10) + 1}${order}`);
        expect(pastEnd).toMatchObject({ data: [], count: all.count });
      }
    });

    it('a hit carries the holder, formulation, group, status and its substances', async () => {
      const [hit] = await list<LicenseHit>('licenses?search=akarmek');
      expect(hit).toMatchObject({
        tradeName: 'Akarmek 18 EC',
        licenceNumber: 'ÖRN-2014/0231',
        licenceDate: '2014-03-12',
        expiryDate: null,
        licenceStatus: 'valid',
        validToday: true,
        company: { name: 'Anadolu Bitki Koruma Sanayi A.Ş.' },
        formulation: { code: 'EC', name: 'Emülsiyon konsantre' },
        licenceGroup: { name: 'İnsektisit + Akarisit' },
        beeToxicity: 'high',
        activeSubstances: [{ name: 'Abamectin', concentration: 18, concentrationUnit: 'g/L', moaScheme: 'IRAC', moaCode: '6', prescriptionRequired: true }],
      });
    });

    it('filters by licence group, company, formulation, plant, organism, substance and mode-of-action group', async () => {
      const herbicides = SAMPLE_LICENCES.filter((l) => l.group === 'Herbisit').map((l) => l.tradeName);
      const byGroup = await page<LicenseHit>(`licenses?licenceGroupId=${await id.licenceGroup('Herbisit')}&limit=100`);
      expect(byGroup.count).toBe(herbicides.length);
      expect(tradeNames(byGroup.data)).toEqual(sortedTr(herbicides));

      const kuzey = SAMPLE_LICENCES.filter((l) => l.company === 'Kuzey Yıldızı Tarım Ürünleri İth. Ltd. Şti.').map((l) => l.tradeName);
      expect(tradeNames(await list<LicenseHit>(`licenses?companyId=${await id.company('Kuzey Yıldızı Tarım Ürünleri İth. Ltd. Şti.')}&limit=100`))).toEqual(sortedTr(kuzey));

      const wg = SAMPLE_LICENCES.filter((l) => l.formulation === 'WG').map((l) => l.tradeName);
      expect(tradeNames(await list<LicenseHit>(`licenses?formulationId=${await id.formulation('WG')}&limit=100`))).toEqual(sortedTr(wg));

      const onTomato = SAMPLE_LICENCES.filter((l) => l.uses.some((u) => u.plant === 'Domates')).map((l) => l.tradeName);
      const tomato = await id.plant('Domates');
      expect(tradeNames(await list<LicenseHit>(`licenses?plantId=${tomato}&limit=100`))).toEqual(sortedTr(onTomato));
      // Plant and organism together: a use on that plant against that organism.
      const tomatoMoth = SAMPLE_LICENCES.filter((l) => l.uses.some((u) => u.plant === 'Domates' && u.organism === 'Domates güvesi')).map((l) => l.tradeName);
      expect(tradeNames(await list<LicenseHit>(`licenses?plantId=${tomato}&harmfulOrganismId=${await id.organism('Domates güvesi')}&limit=100`))).toEqual(sortedTr(tomatoMoth));
      const anyMite = SAMPLE_LICENCES.filter((l) => l.uses.some((u) => u.organism === 'İki noktalı kırmızı örümcek')).map((l) => l.tradeName);
      expect(tradeNames(await list<LicenseHit>(`licenses?harmfulOrganismId=${await id.organism('İki noktalı kırmızı örümcek')}&limit=100`))).toEqual(sortedTr(anyMite));

      const spinosad = SAMPLE_LICENCES.filter((l) => l.substances.some(([s]) => s === 'Spinosad')).map((l) => l.tradeName);
      expect(tradeNames(await list<LicenseHit>(`licenses?activeSubstanceId=${await id.substance('Spinosad')}&limit=100`))).toEqual(sortedTr(spinosad));

      const irac6 = new Set(SAMPLE_ACTIVE_SUBSTANCES.filter((s) => s.moa?.join(' ') === 'IRAC 6').map((s) => s.name));
      const withIrac6 = SAMPLE_LICENCES.filter((l) => l.substances.some(([s]) => irac6.has(s))).map((l) => l.tradeName);
      expect(withIrac6.length).toBeGreaterThan(1);
      expect(tradeNames(await list<LicenseHit>('licenses?moaCode=IRAC%206&limit=100'))).toEqual(sortedTr(withIrac6));
    });

    it('licenceStatus valid is valid today in Türkiye (not cancelled, not expired); cancelled is the rest', async () => {
      const valid = sampleValidToday().map((l) => l.tradeName);
      const invalid = SAMPLE_LICENCES.map((l) => l.tradeName).filter((n) => !valid.includes(n));
      expect(invalid).toEqual(expect.arrayContaining(['Mankor 80 WP', 'Metamil MZ 68 WG']));
      const validPage = await page<LicenseHit>('licenses?licenceStatus=valid&limit=100');
      expect(validPage.count).toBe(valid.length);
      expect(validPage.data.every((h) => h.validToday)).toBe(true);
      const cancelled = await page<LicenseHit>('licenses?licenceStatus=cancelled&limit=100');
      expect(tradeNames(cancelled.data)).toEqual(sortedTr(invalid));
      expect(cancelled.data.find((h) => h.tradeName === 'Metamil MZ 68 WG')).toMatchObject({ licenceStatus: 'valid', expiryDate: '2024-12-31', validToday: false });
      expect(cancelled.data.find((h) => h.tradeName === 'Mankor 80 WP')).toMatchObject({ licenceStatus: 'cancelled', validToday: false });
    });

    it('leaves passive licences out', async () => {
      const before = await page<LicenseHit>('licenses?limit=10');
      await setPassive(app, licences, await id.licence('Pinoksan 50 EC'));
      const after = await page<LicenseHit>('licenses?search=pinoksan');
      expect(after).toEqual({ data: [], count: 0, suggestions: [] });
      expect((await page<LicenseHit>('licenses?limit=10')).count).toBe(before.count - 1);
    });

    it('sorts by trade name, number, date and holder in both directions and pages in SQL', async () => {
      const all = await page<LicenseHit>('licenses?limit=100');
      expect(tradeNames(all.data)).toEqual(sortedTr(tradeNames(all.data)));
      const desc = await page<LicenseHit>('licenses?limit=100&order=desc');
      expect(tradeNames(desc.data)).toEqual(tradeNames(all.data).reverse());

      const first = await page<LicenseHit>('licenses?limit=10&page=1');
      const second = await page<LicenseHit>('licenses?limit=10&page=2');
      expect(first.count).toBe(all.count);
      expect(second.count).toBe(all.count);
      expect([...tradeNames(first.data), ...tradeNames(second.data)]).toEqual(tradeNames(all.data).slice(0, 20));
      expect((await page<LicenseHit>(`licenses?limit=10&page=${Math.ceil(all.count / 10) + 1}`)).data).toEqual([]);

      const byDate = (await page<LicenseHit>('licenses?limit=100&sort=licenceDate&order=desc')).data.map((h) => h.licenceDate);
      expect(byDate).toEqual([...byDate].sort().reverse());
      const byNumber = (await page<LicenseHit>('licenses?limit=100&sort=licenceNumber')).data.map((h) => h.licenceNumber);
      expect(byNumber).toEqual([...byNumber].sort());
      const byCompany = (await page<LicenseHit>('licenses?limit=100&sort=company')).data.map((h) => h.company.name);
      expect(byCompany).toEqual(sortedTr(byCompany));
    });
  });

  describe('GET search/plants, harmful-orgs, active-substances', () => {
    it('plants by name (ı, I, ş, ç), Latin name and EU code; counts of organisms and valid products', async () => {
      for (const term of ['hiyar', 'HIYAR', 'hıyar', 'HİYAR']) expect(names(await list<PlantHit>(`plants?search=${encodeURIComponent(term)}`)), term).toEqual(['Hıyar']);
      expect(names(await list<PlantHit>(`plants?search=ISPANAK`))).toEqual(['Ispanak']);
      expect(names(await list<PlantHit>(`plants?search=${encodeURIComponent('şeker PANCARI')}`))).toEqual(['Şeker pancarı']);
      expect(names(await list<PlantHit>(`plants?search=seker%20pancari`))).toEqual(['Şeker pancarı']);
      expect(names(await list<PlantHit>(`plants?search=CILEK`))).toEqual(['Çilek']);
      expect(names(await list<PlantHit>('plants?search=solanum'))).toEqual(['Domates', 'Patates', 'Patlıcan']);
      expect(names(await list<PlantHit>('plants?search=0231010'))).toEqual(['Domates']);

      const valid = sampleValidToday();
      const tomatoUses = valid.flatMap((l) => l.uses.filter((u) => u.plant === 'Domates').map((u) => ({ licence: l.tradeName, organism: u.organism })));
      const [tomato] = await list<PlantHit>('plants?search=domates');
      expect(tomato).toMatchObject({
        name: 'Domates',
        latinName: 'Solanum lycopersicum',
        euCode: '0231010',
        organismCount: new Set(tomatoUses.map((u) => u.organism)).size,
        productCount: new Set(tomatoUses.map((u) => u.licence)).size,
      });
    });

    it('plants sort by name and Latin name, page, and leave passive ones out', async () => {
      const all = await page<PlantHit>('plants?limit=100');
      expect(names(all.data)).toEqual(sortedTr(names(all.data)));
      const byLatin = (await page<PlantHit>('plants?limit=100&sort=latinName&order=desc')).data.map((p) => p.latinName ?? '');
      expect(byLatin).toEqual([...byLatin].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
      const second = await page<PlantHit>('plants?limit=10&page=2');
      expect(names(second.data)).toEqual(names(all.data).slice(10, 20));
      const plant = await makePlant(app, 'Geçici Bamya');
      expect((await page<PlantHit>('plants?limit=10')).count).toBe(all.count + 1);
      await setPassive(app, plants, plant.id);
      expect((await page<PlantHit>('plants?limit=10')).count).toBe(all.count);
    });

    it('organisms by name (İ, ı, ö, ğ) and Latin name, by type and by a plant they are registered on', async () => {
      for (const term of ['iki noktali', 'İKİ NOKTALI', 'ıkı noktalı', 'IKI NOKTALI']) {
        expect(names(await list<HarmfulOrgHit>(`harmful-orgs?search=${encodeURIComponent(term)}`)), term).toEqual(['İki noktalı kırmızı örümcek']);
      }
      expect(names(await list<HarmfulOrgHit>(`harmful-orgs?search=${encodeURIComponent('DOĞU meyve')}`))).toEqual(['Doğu meyve güvesi']);
      expect(names(await list<HarmfulOrgHit>('harmful-orgs?search=tetranychus'))).toEqual(['İki noktalı kırmızı örümcek']);

      const weeds = await page<HarmfulOrgHit>(`harmful-orgs?type=${HarmfulOrganismType.Weed}&limit=100`);
      expect(weeds.count).toBeGreaterThan(5);
      expect(weeds.data.every((o) => o.type === HarmfulOrganismType.Weed)).toBe(true);

      const onCucumber = new Set(SAMPLE_LICENCES.flatMap((l) => l.uses.filter((u) => u.plant === 'Hıyar').map((u) => u.organism)));
      expect(names(await list<HarmfulOrgHit>(`harmful-orgs?plantId=${await id.plant('Hıyar')}&limit=100`))).toEqual(sortedTr([...onCucumber]));
      const diseasesOnCucumber = await list<HarmfulOrgHit>(`harmful-orgs?plantId=${await id.plant('Hıyar')}&type=${HarmfulOrganismType.Disease}&limit=100`);
      expect(diseasesOnCucumber.length).toBeGreaterThan(0);
      expect(diseasesOnCucumber.every((o) => o.type === HarmfulOrganismType.Disease && onCucumber.has(o.name))).toBe(true);

      const miteUses = sampleValidToday().flatMap((l) => l.uses.filter((u) => u.organism === 'İki noktalı kırmızı örümcek').map((u) => ({ licence: l.tradeName, plant: u.plant })));
      const [mite] = await list<HarmfulOrgHit>('harmful-orgs?search=tetranychus');
      expect(mite).toMatchObject({ latinName: 'Tetranychus urticae', type: HarmfulOrganismType.Harmful, plantCount: new Set(miteUses.map((u) => u.plant)).size, productCount: new Set(miteUses.map((u) => u.licence)).size });

      const byType = (await page<HarmfulOrgHit>('harmful-orgs?limit=100&sort=type&order=desc')).data.map((o) => o.type);
      expect(byType).toEqual([...byType].sort().reverse());
      const organism = (await app.db.insert(harmfulOrganisms).values({ name: 'Geçici Ağaç Kurdu', type: 1, searchText: 'gecici agac kurdu', status: false }).returning())[0]!;
      expect((await list<HarmfulOrgHit>('harmful-orgs?search=gecici%20agac')).map((o) => o.id)).not.toContain(organism.id);
    });

    it('substances by name, CAS, mode of action and group name; filters; the count of valid products', async () => {
      expect(names(await list<ActiveSubstanceHit>(`active-substances?search=${encodeURIComponent('KÜKÜRT')}`))).toEqual(['Kükürt']);
      expect(names(await list<ActiveSubstanceHit>('active-substances?search=kukurt'))).toEqual(['Kükürt']);
      expect(names(await list<ActiveSubstanceHit>('active-substances?search=71751'))).toEqual(['Abamectin']);
      expect(names(await list<ActiveSubstanceHit>('active-substances?search=irac%204a'))).toEqual(['Acetamiprid']);
      // Only the group's name says 'piretroit'.
      expect(names(await list<ActiveSubstanceHit>(`active-substances?search=${encodeURIComponent('PİRETROİT')}`))).toEqual(['Deltamethrin', 'Lambda-cyhalothrin']);

      const frac11 = SAMPLE_ACTIVE_SUBSTANCES.filter((s) => s.moa?.join(' ') === 'FRAC 11').map((s) => s.name);
      expect(names(await list<ActiveSubstanceHit>('active-substances?moaCode=FRAC%2011&limit=100'))).toEqual(sortedTr(frac11));
      const onList = SAMPLE_ACTIVE_SUBSTANCES.filter((s) => s.prescriptionRequired).map((s) => s.name);
      expect(names(await list<ActiveSubstanceHit>('active-substances?prescriptionRequired=true&limit=100'))).toEqual(sortedTr(onList));
      const group = (await app.db.query.activeSubstanceGroups.findFirst({ where: (g, { eq }) => eq(g.name, 'Sülfonilüreler') }))!;
      expect(names(await list<ActiveSubstanceHit>(`active-substances?activeSubstanceGroupId=${group.id}`))).toEqual(['Nicosulfuron', 'Tribenuron-methyl']);

      const withAbamectin = sampleValidToday().filter((l) => l.substances.some(([s]) => s === 'Abamectin'));
      const [abamectin] = await list<ActiveSubstanceHit>('active-substances?search=abamectin');
      expect(abamectin).toMatchObject({
        casNumber: '71751-41-2',
        group: { name: 'Avermektinler' },
        moaScheme: 'IRAC',
        moaCode: '6',
        prescriptionRequired: true,
        lowRisk: false,
        productCount: withAbamectin.length,
      });
      expect((await list<ActiveSubstanceHit>('active-substances?search=spinosad'))[0]).toMatchObject({ lowRisk: true, prescriptionRequired: false });

      const byMoa = (await page<ActiveSubstanceHit>('active-substances?limit=100&sort=moaCode')).data.filter((s) => s.moaScheme).map((s) => `${s.moaScheme} ${s.moaCode}`);
      expect(byMoa).toEqual([...byMoa].sort());
      const byCas = (await page<ActiveSubstanceHit>('active-substances?limit=100&sort=casNumber&order=desc')).data.map((s) => s.casNumber ?? '');
      expect(byCas.filter(Boolean)).toEqual(byCas.filter(Boolean).sort().reverse());
    });
  });

  it('GET search/filters gives the choices of every filter, active records only, in Turkish order', async () => {
    const filters = await dataOf<SearchFilters>(app, 'filters', engineer);
    expect(names(filters.licenceGroups)).toEqual(sortedTr(names(filters.licenceGroups)));
    expect(names(filters.licenceGroups)).toContain('Herbisit');
    // Licence holders only: the plant-nutrition suppliers hold none.
    expect(names(filters.companies)).toEqual(sortedTr([...new Set(SAMPLE_LICENCES.map((l) => l.company))]));
    expect(filters.formulations.map((f) => f.code)).toContain('WG');
    expect(names(filters.activeSubstanceGroups)).toContain('Avermektinler');
    expect(filters.moaCodes).toEqual(expect.arrayContaining(['IRAC 4A', 'IRAC 6', 'FRAC M01', 'HRAC 9']));
    expect(filters.moaCodes.indexOf('IRAC 4A')).toBeLessThan(filters.moaCodes.indexOf('IRAC 10A'));
    expect(names(filters.plants)).toEqual(sortedTr(names(filters.plants)));
    expect(names(filters.plants)).not.toContain('Geçici Bamya');
    expect(filters.harmfulOrganisms.find((o) => o.name === 'Yabani yulaf')).toMatchObject({ type: HarmfulOrganismType.Weed });
    expect(names(filters.harmfulOrganisms)).not.toContain('Geçici Ağaç Kurdu');
  });

  it('bad query values answer 400 with the field, never 500', async () => {
    const cases: [string, string][] = [
      ['licenses?page=0', 'query.page'],
      ['licenses?page=abc', 'query.page'],
      ['licenses?limit=7', 'query.limit'],
      ['licenses?sort=price', 'query.sort'],
      ['licenses?order=up', 'query.order'],
      ['licenses?licenceStatus=expired', 'query.licenceStatus'],
      ['licenses?moaCode=IRAC', 'query.moaCode'],
      ['licenses?plantId=abc', 'query.plantId'],
      ['licenses?companyId=-1', 'query.companyId'],
      [`licenses?search=${'x'.repeat(101)}`, 'query.search'],
      ['licenses?search=ab%00c', 'query.search'],
      ['plants?sort=euCode', 'query.sort'],
      ['harmful-orgs?type=7', 'query.type'],
      ['harmful-orgs?plantId=1.5', 'query.plantId'],
      ['active-substances?prescriptionRequired=yes', 'query.prescriptionRequired'],
      ['active-substances?moaCode=XRAC%201', 'query.moaCode'],
    ];
    for (const [path, field] of cases) {
      const res = await getSearch(app, path, engineer);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().code, path).toBe('VALIDATION_ERROR');
      expect(res.json().details.map((d: { field: string }) => d.field), path).toContain(field);
    }
  });
});
