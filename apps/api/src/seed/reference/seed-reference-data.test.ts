import { foldForSearch } from '@portal/shared/util';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeSubstanceGroups,
  activeSubstances,
  canonicalPair,
  companyGroups,
  formulations,
  harmfulOrganisms,
  isRecordInUseError,
  licenceActiveSubstances,
  licenceCompanies,
  licenceDetails,
  licenceGroups,
  licences,
  mixingCompatibility,
  mrlActiveSubstances,
  mrlProducts,
  mrlRates,
  notesWarnings,
  plantNutritionProducts,
  plants,
  unitsOfMeasure,
  type Database,
} from '../../platform/db';
import { openTestDatabase } from '../../test-support';
import { SAMPLE_ACTIVE_SUBSTANCES } from './active-substances';
import { SAMPLE_COMPANIES } from './companies';
import { SAMPLE_FORMULATIONS } from './formulations';
import { SAMPLE_ACTIVE_SUBSTANCE_GROUPS, SAMPLE_COMPANY_GROUPS, SAMPLE_LICENCE_GROUPS } from './groups';
import { SAMPLE_HARMFUL_ORGANISMS } from './harmful-organisms';
import { SAMPLE_LICENCES } from './licences';
import { SAMPLE_MIXING_PAIRS } from './mixing';
import { SAMPLE_MRL_ACTIVE_SUBSTANCES, SAMPLE_MRL_PRODUCTS, SAMPLE_MRL_RATES } from './mrl';
import { SAMPLE_NOTES } from './notes';
import { SAMPLE_NUTRITION_PRODUCTS } from './plant-nutrition';
import { SAMPLE_PLANTS } from './plants';
import { seedReferenceData, type ReferenceSeedCounts } from './seed-reference-data';
import { SAMPLE_UNITS } from './units';

const tables = {
  unitsOfMeasure,
  formulations,
  licenceGroups,
  activeSubstanceGroups,
  companyGroups,
  licenceCompanies,
  plants,
  harmfulOrganisms,
  mrlActiveSubstances,
  mrlProducts,
  activeSubstances,
  licences,
  licenceActiveSubstances,
  licenceDetails,
  mrlRates,
  mixingCompatibility,
  plantNutritionProducts,
  notesWarnings,
};

const expected: ReferenceSeedCounts = {
  unitsOfMeasure: SAMPLE_UNITS.length,
  formulations: SAMPLE_FORMULATIONS.length,
  licenceGroups: SAMPLE_LICENCE_GROUPS.length,
  activeSubstanceGroups: SAMPLE_ACTIVE_SUBSTANCE_GROUPS.length,
  companyGroups: SAMPLE_COMPANY_GROUPS.length,
  licenceCompanies: SAMPLE_COMPANIES.length,
  plants: SAMPLE_PLANTS.length,
  harmfulOrganisms: SAMPLE_HARMFUL_ORGANISMS.length,
  mrlActiveSubstances: SAMPLE_MRL_ACTIVE_SUBSTANCES.length,
  mrlProducts: SAMPLE_MRL_PRODUCTS.length,
  activeSubstances: SAMPLE_ACTIVE_SUBSTANCES.length,
  licences: SAMPLE_LICENCES.length,
  licenceActiveSubstances: SAMPLE_LICENCES.reduce((n, l) => n + l.substances.length, 0),
  licenceDetails: SAMPLE_LICENCES.reduce((n, l) => n + l.uses.length, 0),
  mrlRates: SAMPLE_MRL_RATES.length,
  mixingCompatibility: SAMPLE_MIXING_PAIRS.length,
  plantNutritionProducts: SAMPLE_NUTRITION_PRODUCTS.length,
  notesWarnings: SAMPLE_NOTES.length,
};

async function tableCounts(db: Database) {
  const out: Record<string, { all: number; sample: number }> = {};
  for (const [key, table] of Object.entries(tables)) {
    const [row] = await db.select({ all: count(), sample: sql<number>`count(*) filter (where ${table.sample})`.mapWith(Number) }).from(table);
    out[key] = { all: row!.all, sample: row!.sample };
  }
  return out;
}

/** The registered uses of a plant × organism that a prescription may use on a date (the first check). */
async function usableProducts(db: Database, plant: string, organism: string, on: string) {
  const { rows } = await db.execute<{ trade_name: string }>(sql`
    select l.trade_name
    from licence_details d
    join licences l on l.id = d.licence_id
    join plants p on p.id = d.plant_id
    join harmful_organisms o on o.id = d.harmful_organism_id
    where p.name = ${plant} and o.name = ${organism}
      and d.status and l.status and l.licence_status = 'valid'
      and l.licence_date <= ${on}::date and (l.expiry_date is null or l.expiry_date >= ${on}::date)
    order by l.trade_name collate tr_tr`);
  return rows.map((r) => r.trade_name);
}

describe('sample reference data (DESIGN §2: a seed loads realistic Turkish reference data)', () => {
  let db: Database;
  let first: ReferenceSeedCounts;
  let second: ReferenceSeedCounts;
  beforeAll(async () => {
    db = await openTestDatabase();
    first = await seedReferenceData(db);
    second = await seedReferenceData(db);
  });
  afterAll(() => db.close());

  it('inserts every sample row once, marked sample, and nothing on the second run', async () => {
    expect(first).toEqual(expected);
    expect(Object.values(second).every((n) => n === 0)).toBe(true);
    const counts = await tableCounts(db);
    for (const [key, n] of Object.entries(expected)) expect(counts[key], key).toEqual({ all: n, sample: n });
  });

  it('has the volume a demo needs: dozens of products with over a hundred registered uses', () => {
    expect(expected.licences).toBeGreaterThanOrEqual(30);
    expect(expected.licenceDetails).toBeGreaterThanOrEqual(100);
    expect(expected.plants).toBeGreaterThanOrEqual(25);
    expect(expected.harmfulOrganisms).toBeGreaterThanOrEqual(30);
    expect(expected.mrlRates).toBeGreaterThanOrEqual(100);
  });

  it('leaves alone a row someone already made with the same natural key', async () => {
    await db.delete(notesWarnings).where(eq(notesWarnings.text, SAMPLE_NOTES[0]!.text));
    await db.update(plants).set({ latinName: 'Lycopersicon esculentum', sample: false }).where(eq(plants.name, 'Domates'));
    const third = await seedReferenceData(db);
    expect(third.notesWarnings).toBe(1);
    expect(third.plants).toBe(0);
    const [tomato] = await db.select().from(plants).where(eq(plants.name, 'Domates'));
    expect(tomato).toMatchObject({ latinName: 'Lycopersicon esculentum', sample: false });
    await db.update(plants).set({ latinName: 'Solanum lycopersicum', sample: true }).where(eq(plants.name, 'Domates'));
  });

  it('writes the folded search text the search uses, aliases included', async () => {
    const [beet] = await db.select().from(plants).where(eq(plants.name, 'Şeker pancarı'));
    expect(beet?.searchText).toBe(foldForSearch('Şeker pancarı Beta vulgaris subsp. vulgaris 0900010 Pancar'));
    expect(beet?.aliases).toEqual(['Pancar']);
    const [mite] = await db.select().from(harmfulOrganisms).where(eq(harmfulOrganisms.name, 'İki noktalı kırmızı örümcek'));
    expect(mite?.searchText).toBe('iki noktali kirmizi orumcek tetranychus urticae kirmizi orumcek akar');
    const [abamectin] = await db.select().from(activeSubstances).where(eq(activeSubstances.name, 'Abamectin'));
    expect(abamectin?.searchText).toBe('abamectin 71751-41-2 irac 6 abamektin');
    expect(abamectin?.searchKey).toBe(' abamektin | abamektin | # 71751 41 2 irak 6 ');
  });

  it('lets a prescription check find the registered, valid products for a plant × organism on a date', async () => {
    expect(await usableProducts(db, 'Domates', 'Domates güvesi', '2026-07-01')).toEqual(['Akarmek 18 EC', 'Biyotırtıl 54 WG', 'Emaktin 5 SG', 'İndokor 150 SC', 'Spinomaks 480 SC', 'Tırtılsan 200 SC']);
    // Mankor 80 WP is cancelled and Metamil MZ 68 WG expired at the end of 2024.
    expect(await usableProducts(db, 'Domates', 'Domates mildiyösü', '2026-07-01')).toEqual(['Bakırsan 50 WP']);
    expect(await usableProducts(db, 'Domates', 'Domates mildiyösü', '2024-07-01')).toEqual(['Bakırsan 50 WP', 'Metamil MZ 68 WG']);
  });

  it('has an in-force TR MRL for every active substance of every registered use, except the MRL-exempt ones', async () => {
    const { rows } = await db.execute<{ trade_name: string; plant: string; substance: string }>(sql`
      select l.trade_name, p.name as plant, s.name as substance
      from licence_details d
      join licences l on l.id = d.licence_id
      join plants p on p.id = d.plant_id
      join licence_active_substances las on las.licence_id = l.id
      join active_substances s on s.id = las.active_substance_id
      where s.mrl_active_substance_id is not null
        and not exists (
          select 1 from mrl_rates r
          join mrl_products mp on mp.id = r.product_id and mp.code = p.eu_code and mp.sub_code is null
          where r.active_substance_id = s.mrl_active_substance_id and r.market = 'TR' and r.status and not r.expire_status)`);
    expect(rows).toEqual([]);
    const exempt = SAMPLE_ACTIVE_SUBSTANCES.filter((s) => !s.mrlName).map((s) => s.name);
    expect(exempt.sort()).toEqual(['Bacillus thuringiensis subsp. kurstaki', 'Kükürt', 'Parafin yağı']);
  });

  it('takes the newest limit in force, per market', async () => {
    const limit = async (plant: string, substance: string, market: string) => {
      const { rows } = await db.execute<{ rate: string }>(sql`
        select r.rate from mrl_rates r
        join mrl_products mp on mp.id = r.product_id
        join plants p on p.eu_code = mp.code and mp.sub_code is null
        join active_substances s on s.mrl_active_substance_id = r.active_substance_id
        where p.name = ${plant} and s.name = ${substance} and r.market = ${market} and r.status and not r.expire_status
        order by r.date desc limit 1`);
      return rows[0] ? Number(rows[0].rate) : null;
    };
    expect(await limit('Domates', 'Abamectin', 'TR')).toBe(0.09);
    expect(await limit('Fındık', 'Lambda-cyhalothrin', 'EU')).toBe(0.02);
    expect(await limit('Domates', 'Mancozeb', 'TR')).toBe(3);
    const rates = await db.select().from(mrlRates).where(eq(mrlRates.expireStatus, true));
    expect(rates).toHaveLength(1);
  });

  it('answers a mixing question whichever way round it is asked', async () => {
    const ids = new Map((await db.select({ id: activeSubstances.id, name: activeSubstances.name }).from(activeSubstances)).map((r) => [r.name, r.id]));
    const ask = async (x: string, y: string) => {
      const [a, b] = canonicalPair(ids.get(x)!, ids.get(y)!);
      const [row] = await db
        .select({ result: mixingCompatibility.result })
        .from(mixingCompatibility)
        .where(sql`${mixingCompatibility.pairKind} = 'active-substance' and ${mixingCompatibility.activeSubstanceAId} = ${a} and ${mixingCompatibility.activeSubstanceBId} = ${b}`);
      return row?.result;
    };
    expect(await ask('Kükürt', 'Parafin yağı')).toBe('incompatible');
    expect(await ask('Parafin yağı', 'Kükürt')).toBe('incompatible');
    expect(await ask('2,4-D', 'Clodinafop-propargyl')).toBe('caution');
    expect(await ask('Abamectin', 'Deltamethrin')).toBeUndefined();
  });

  it('refuses to delete a seeded plant that registered uses refer to', async () => {
    const error = await db
      .delete(plants)
      .where(eq(plants.name, 'Domates'))
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(isRecordInUseError(error)).toBe(true);
  });
});

describe('sample data files (honest, consistent)', () => {
  it('uses valid CAS numbers (check digit) and one mode-of-action scheme per substance', () => {
    for (const s of SAMPLE_ACTIVE_SUBSTANCES) {
      const digits = s.casNumber.replaceAll('-', '');
      const body = digits.slice(0, -1).split('').reverse();
      const sum = body.reduce((acc, d, i) => acc + Number(d) * (i + 1), 0);
      expect(sum % 10, `${s.name} ${s.casNumber}`).toBe(Number(digits.at(-1)));
    }
    const bySubstance = Object.fromEntries(SAMPLE_ACTIVE_SUBSTANCES.map((s) => [s.name, s.moa?.join(' ')]));
    expect(bySubstance).toMatchObject({
      Abamectin: 'IRAC 6',
      Acetamiprid: 'IRAC 4A',
      Chlorantraniliprole: 'IRAC 28',
      Spinosad: 'IRAC 5',
      Deltamethrin: 'IRAC 3A',
      'Emamectin benzoate': 'IRAC 6',
      Azoxystrobin: 'FRAC 11',
      Boscalid: 'FRAC 7',
      Difenoconazole: 'FRAC 3',
      'Bakır hidroksit': 'FRAC M01',
      Kükürt: 'FRAC M02',
      Mancozeb: 'FRAC M03',
      Fluopyram: 'FRAC 7',
      Cyprodinil: 'FRAC 9',
      Fludioxonil: 'FRAC 12',
      Glyphosate: 'HRAC 9',
      'Clodinafop-propargyl': 'HRAC 1',
      '2,4-D': 'HRAC 4',
      Pendimethalin: 'HRAC 3',
    });
  });

  it('marks invented licences as such and keeps the herbicide, fungicide and insecticide uses on matching organism types', () => {
    const organismType = new Map(SAMPLE_HARMFUL_ORGANISMS.map((o) => [o.name, o.type]));
    const groupTypes: Record<string, number[]> = { Herbisit: [2], Fungisit: [0], İnsektisit: [1], Akarisit: [1], 'İnsektisit + Akarisit': [1] };
    for (const l of SAMPLE_LICENCES) {
      expect(l.licenceNumber).toMatch(/^ÖRN-\d{4}\/\d{4}$/);
      for (const u of l.uses) {
        expect(groupTypes[l.group], `${l.tradeName}: ${u.organism}`).toContain(organismType.get(u.organism));
        expect(u.doseMin).toBeLessThanOrEqual(u.doseMax);
      }
    }
    expect(new Set(SAMPLE_LICENCES.map((l) => l.licenceNumber)).size).toBe(SAMPLE_LICENCES.length);
    for (const c of SAMPLE_COMPANIES) expect(c.email).toMatch(/\.example$/);
  });

  it('gives every crop a 7-digit EU product code and a distinct name', () => {
    for (const p of SAMPLE_PLANTS) expect(p.euCode, p.name).toMatch(/^0\d{6}$/);
    expect(new Set(SAMPLE_PLANTS.map((p) => p.name)).size).toBe(SAMPLE_PLANTS.length);
    expect(new Set(SAMPLE_PLANTS.map((p) => p.euCode)).size).toBe(SAMPLE_PLANTS.length);
    expect(SAMPLE_PLANTS.find((p) => p.name === 'Domates')).toMatchObject({ latinName: 'Solanum lycopersicum', euCode: '0231010' });
  });
});
