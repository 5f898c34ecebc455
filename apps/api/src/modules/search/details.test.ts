// On PostgreSQL (PGlite without TEST_DATABASE_URL): the detail pages of a licence,
// a plant, a harmful organism and an active substance over the sample reference data, checked
// against the sample data files; the MRLs in force (newest, not expired, not future, active);
// an unknown or passive record is a 404 in the error envelope, a malformed id a 400.
import { Role, type ActiveSubstanceDetail, type HarmfulOrgDetail, type LicenseDetail, type PlantDetail } from '@portal/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeSubstances, harmfulOrganisms, licenceDetails, licences, mrlActiveSubstances, mrlProducts, mrlRates, plants } from '../../platform/db';
import { sampleAliases } from '../../seed/reference/aliases';
import { SAMPLE_LICENCES } from '../../seed/reference/licences';
import { SAMPLE_MRL_RATES } from '../../seed/reference/mrl';
import { SAMPLE_PLANTS } from '../../seed/reference/plants';
import { dataOf, getSearch, ids, makeLicence, makeOrganism, makePlant, sampleValidToday, searchApp, setPassive, todayInTurkey, type TestApp } from './test-kit';
import { as } from '../../test-support';

const collator = new Intl.Collator('tr-TR');
const euCodeOf = new Map(SAMPLE_PLANTS.map((p) => [p.name, p.euCode]));
const mrlNameOf = new Map(SAMPLE_PLANTS.map((p) => [p.name, p.mrlName]));

describe('search: the detail pages', () => {
  let app: TestApp;
  let engineer: Record<string, string>;
  let id: ReturnType<typeof ids>;
  const detail = <T>(path: string) => dataOf<T>(app, path, engineer);
  const validNames = () => new Set(sampleValidToday().map((l) => l.tradeName));

  beforeAll(async () => {
    app = await searchApp();
    engineer = await as(app, Role.Muhendis);
    id = ids(app);
  });
  afterAll(() => app?.close());

  it('a licence page has its holder, substances, status, every registered use with doses and periods, its warnings and its substances’ MRLs in force', async () => {
    const sample = SAMPLE_LICENCES.find((l) => l.tradeName === 'Akarmek 18 EC')!;
    const page = await detail<LicenseDetail>(`licenses/${await id.licence('Akarmek 18 EC')}`);
    expect(page).toMatchObject({
      tradeName: 'Akarmek 18 EC',
      licenceNumber: 'ÖRN-2014/0231',
      licenceDate: '2014-03-12',
      licenceStatus: 'valid',
      validToday: true,
      cancelledOn: null,
      origin: 0,
      company: { name: 'Anadolu Bitki Koruma Sanayi A.Ş.' },
      formulation: { code: 'EC' },
      licenceGroup: { name: 'İnsektisit + Akarisit' },
      beeToxicity: 'high',
      warnings: sample.warnings,
      activeSubstances: [{ name: 'Abamectin', concentration: 18, concentrationUnit: 'g/L', moaScheme: 'IRAC', moaCode: '6', prescriptionRequired: true }],
    });
    // Every use, by plant and then organism in Turkish order.
    const expected = [...sample.uses].sort((a, b) => collator.compare(a.plant, b.plant) || collator.compare(a.organism, b.organism));
    expect(page.uses.map((u) => [u.plant.name, u.harmfulOrganism.name])).toEqual(expected.map((u) => [u.plant, u.organism]));
    expect(page.uses.find((u) => u.plant.name === 'Domates' && u.harmfulOrganism.name === 'İki noktalı kırmızı örümcek')).toMatchObject({
      harmfulOrganism: { latinName: 'Tetranychus urticae', type: 1 },
      doseMin: 50,
      doseMax: 75,
      doseUnit: { symbol: 'ml/100 L su' },
      waterVolumeMin: 60,
      waterVolumeMax: 100,
      phiDays: 3,
      beeWaitingDays: 2,
      reEntryHours: 12,
      maxApplications: 2,
      applicationIntervalDays: 10,
      notes: null,
    });

    // Abamectin's limits in force: the 2016 one was replaced (expired) and is not shown.
    const limits = SAMPLE_MRL_RATES.filter((r) => r.substance === 'Abamectin' && !r.expired).sort((a, b) => euCodeOf.get(a.plant)!.localeCompare(euCodeOf.get(b.plant)!));
    expect(page.mrls.map((m) => [m.product.code, m.product.name, m.market, m.rate])).toEqual(limits.map((r) => [euCodeOf.get(r.plant), mrlNameOf.get(r.plant), r.market, r.rate]));
    expect(page.mrls.every((m) => m.activeSubstance.name === 'Abamectin' && m.status && !m.expireStatus && m.date === '2022-01-01')).toBe(true);
  });

  it('the MRLs shown are the newest in force: a newer limit replaces the old, a future, passive or expired one is left out', async () => {
    const [product] = await app.db.select({ id: mrlProducts.id }).from(mrlProducts).where(and(eq(mrlProducts.code, '0231010'), isNull(mrlProducts.subCode)));
    const [substance] = await app.db.select({ id: mrlActiveSubstances.id }).from(mrlActiveSubstances).where(eq(mrlActiveSubstances.name, 'Emamectin benzoate'));
    const rate = (values: Partial<typeof mrlRates.$inferInsert>) => app.db.insert(mrlRates).values({ productId: product!.id, activeSubstanceId: substance!.id, rate: 1, market: 'TR', searchText: '', ...values });
    await rate({ rate: 0.015, date: '2024-06-01' });
    const nextYear = `${Number(todayInTurkey().slice(0, 4)) + 1}-01-01`;
    await rate({ rate: 0.5, date: nextYear });
    await rate({ rate: 0.7, date: '2024-07-01', status: false });
    await rate({ rate: 0.9, date: '2024-08-01', expireStatus: true });
    const page = await detail<LicenseDetail>(`licenses/${await id.licence('Emaktin 5 SG')}`);
    const tomato = page.mrls.filter((m) => m.product.code === '0231010');
    expect(tomato.map((m) => [m.market, m.rate, m.date])).toEqual([['TR', 0.015, '2024-06-01']]);
  });

  it('a cancelled licence is shown as such; a passive use leaves the table', async () => {
    const mankor = await detail<LicenseDetail>(`licenses/${await id.licence('Mankor 80 WP')}`);
    expect(mankor).toMatchObject({ licenceStatus: 'cancelled', cancelledOn: '2023-06-30', validToday: false });
    // Mancozeb's residue definition is the dithiocarbamates (CS2).
    expect(new Set(mankor.mrls.map((m) => m.activeSubstance.name))).toEqual(new Set(['Ditiyokarbamatlar (CS2 olarak)']));

    const [use] = await app.db
      .select({ id: licenceDetails.id })
      .from(licenceDetails)
      .where(and(eq(licenceDetails.licenceId, mankor.id), eq(licenceDetails.plantId, await id.plant('Patates'))));
    await setPassive(app, licenceDetails, use!.id);
    const after = await detail<LicenseDetail>(`licenses/${mankor.id}`);
    expect(after.uses.map((u) => u.licenceDetailId)).toEqual(mankor.uses.map((u) => u.licenceDetailId).filter((d) => d !== use!.id));
  });

  it('a plant page lists its organisms, each with the products registered against it, valid ones first', async () => {
    const valid = validNames();
    const tomatoUses = SAMPLE_LICENCES.flatMap((l) => l.uses.filter((u) => u.plant === 'Domates').map((u) => ({ tradeName: l.tradeName, organism: u.organism })));
    const page = await detail<PlantDetail>(`plants/${await id.plant('Domates')}`);
    expect(page).toMatchObject({ name: 'Domates', latinName: 'Solanum lycopersicum', euCode: '0231010', aliases: sampleAliases('plants', 'Domates') });
    expect(page.organisms.map((o) => o.harmfulOrganism.name)).toEqual([...new Set(tomatoUses.map((u) => u.organism))].sort(collator.compare));
    for (const { harmfulOrganism, products } of page.organisms) {
      const names = tomatoUses.filter((u) => u.organism === harmfulOrganism.name).map((u) => u.tradeName);
      const order = [...names.filter((n) => valid.has(n)).sort(collator.compare), ...names.filter((n) => !valid.has(n)).sort(collator.compare)];
      expect(products.map((p) => p.tradeName), harmfulOrganism.name).toEqual(order);
      expect(products.every((p) => p.validToday === valid.has(p.tradeName))).toBe(true);
    }
    const mildew = page.organisms.find((o) => o.harmfulOrganism.name === 'Domates mildiyösü')!;
    expect(mildew.products.map((p) => [p.tradeName, p.validToday])).toEqual([
      ['Bakırsan 50 WP', true],
      ['Mankor 80 WP', false],
      ['Metamil MZ 68 WG', false],
    ]);
    const moth = page.organisms.find((o) => o.harmfulOrganism.name === 'Domates güvesi')!;
    expect(moth.harmfulOrganism).toMatchObject({ latinName: 'Tuta absoluta', type: 1 });
    expect(moth.products.find((p) => p.tradeName === 'Biyotırtıl 54 WG')).toMatchObject({
      doseMin: 75,
      doseMax: 100,
      doseUnit: { symbol: 'g/da' },
      phiDays: 1,
      activeSubstances: [{ name: 'Bacillus thuringiensis subsp. kurstaki' }],
    });
  });

  it('an organism page lists the plants it is registered on, each with its products', async () => {
    const uses = SAMPLE_LICENCES.flatMap((l) => l.uses.filter((u) => u.organism === 'İki noktalı kırmızı örümcek').map((u) => ({ tradeName: l.tradeName, plant: u.plant })));
    const page = await detail<HarmfulOrgDetail>(`harmful-orgs/${await id.organism('İki noktalı kırmızı örümcek')}`);
    expect(page).toMatchObject({ name: 'İki noktalı kırmızı örümcek', latinName: 'Tetranychus urticae', type: 1, aliases: sampleAliases('harmfulOrganisms', 'İki noktalı kırmızı örümcek') });
    expect(page.plants.map((p) => p.plant.name)).toEqual([...new Set(uses.map((u) => u.plant))].sort(collator.compare));
    const tomato = page.plants.find((p) => p.plant.name === 'Domates')!;
    expect(tomato.products.map((p) => p.tradeName)).toEqual(uses.filter((u) => u.plant === 'Domates').map((u) => u.tradeName).sort(collator.compare));
    expect(tomato.products.find((p) => p.tradeName === 'Akarmek 18 EC')).toMatchObject({ licenceNumber: 'ÖRN-2014/0231', validToday: true, phiDays: 3, activeSubstances: [{ name: 'Abamectin' }] });
  });

  it('an active-substance page has its group, B-Reçete and low-risk flags, the products that contain it and its MRLs by product', async () => {
    const page = await detail<ActiveSubstanceDetail>(`active-substances/${await id.substance('Abamectin')}`);
    expect(page.aliases).toEqual(sampleAliases('activeSubstances', 'Abamectin'));
    expect(page).toMatchObject({ name: 'Abamectin', casNumber: '71751-41-2', group: { name: 'Avermektinler' }, moaScheme: 'IRAC', moaCode: '6', prescriptionRequired: true, lowRisk: false });
    const containing = SAMPLE_LICENCES.filter((l) => l.substances.some(([s]) => s === 'Abamectin'));
    expect(page.products.map((p) => p.tradeName)).toEqual(containing.map((l) => l.tradeName).sort(collator.compare));
    expect(page.products[0]).toMatchObject({ tradeName: 'Akarmek 18 EC', licenceNumber: 'ÖRN-2014/0231', licenceStatus: 'valid', validToday: true, company: { name: 'Anadolu Bitki Koruma Sanayi A.Ş.' }, concentration: 18, concentrationUnit: 'g/L' });
    expect(page.productCount).toBe(sampleValidToday().filter((l) => l.substances.some(([s]) => s === 'Abamectin')).length);
    expect(page.mrls.find((m) => m.product.code === '0231010')).toMatchObject({ rate: 0.09, market: 'TR', expireStatus: false });

    // TR before the export markets for one product.
    const spinosad = await detail<ActiveSubstanceDetail>(`active-substances/${await id.substance('Spinosad')}`);
    expect(spinosad.lowRisk).toBe(true);
    expect(spinosad.mrls.filter((m) => m.product.name === 'Kiraz').map((m) => m.market)).toEqual(['TR', 'RU']);
    // Exempt from MRLs: none.
    expect((await detail<ActiveSubstanceDetail>(`active-substances/${await id.substance('Kükürt')}`)).mrls).toEqual([]);
  });

  it('an unknown or passive record is 404 in the envelope; a malformed id is 400', async () => {
    const plant = await makePlant(app, 'Sayfasız Bitki');
    const organism = await makeOrganism(app, 'Sayfasız Zararlı');
    const licence = await makeLicence(app, { tradeName: 'Sayfasız İlaç', substances: ['Spinosad'], uses: [{ plantId: plant.id, organismId: organism.id, phiDays: 1 }] });
    const [substance] = await app.db.insert(activeSubstances).values({ name: 'Sayfasız Madde', searchText: 'sayfasiz madde' }).returning();
    const pages = { licenses: licence.id, plants: plant.id, 'harmful-orgs': organism.id, 'active-substances': substance!.id };
    for (const [section, key] of Object.entries(pages)) expect((await getSearch(app, `${section}/${key}`, engineer)).statusCode, section).toBe(200);
    await setPassive(app, licences, licence.id);
    await setPassive(app, plants, plant.id);
    await setPassive(app, harmfulOrganisms, organism.id);
    await setPassive(app, activeSubstances, substance!.id);
    for (const [section, key] of Object.entries(pages)) {
      for (const url of [`${section}/${key}`, `${section}/999999999`]) {
        const res = await getSearch(app, url, engineer);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.stringContaining('bulunamadı') });
      }
      for (const bad of ['abc', '0', '1.5']) {
        const res = await getSearch(app, `${section}/${bad}`, engineer);
        expect(res.statusCode, `${section}/${bad}`).toBe(400);
        expect(res.json().details[0].field).toBe('params.id');
      }
    }
  });
});
