// The sample reference rows live in data/*.json; these checks catch a lost row or a broken
// cross-reference without a database (the seed itself is tested in seed-reference-data.test.ts).
import { HarmfulOrganismType } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
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
import { SAMPLE_UNITS } from './units';

const names = (rows: readonly { name: string }[]) => new Set(rows.map((r) => r.name));

describe('sample reference data files', () => {
  it('load every row of every file', () => {
    expect({
      plants: SAMPLE_PLANTS.length,
      organisms: SAMPLE_HARMFUL_ORGANISMS.length,
      substances: SAMPLE_ACTIVE_SUBSTANCES.length,
      formulations: SAMPLE_FORMULATIONS.length,
      units: SAMPLE_UNITS.length,
      companies: SAMPLE_COMPANIES.length,
      licenceGroups: SAMPLE_LICENCE_GROUPS.length,
      substanceGroups: SAMPLE_ACTIVE_SUBSTANCE_GROUPS.length,
      companyGroups: SAMPLE_COMPANY_GROUPS.length,
      mixingPairs: SAMPLE_MIXING_PAIRS.length,
      notes: SAMPLE_NOTES.length,
      nutritionProducts: SAMPLE_NUTRITION_PRODUCTS.length,
      mrlProducts: SAMPLE_MRL_PRODUCTS.length,
      mrlSubstances: SAMPLE_MRL_ACTIVE_SUBSTANCES.length,
      mrlRates: SAMPLE_MRL_RATES.length,
    }).toEqual({
      plants: 42,
      organisms: 51,
      substances: 38,
      formulations: 15,
      units: 18,
      companies: 8,
      licenceGroups: 10,
      substanceGroups: 29,
      companyGroups: 3,
      mixingPairs: 15,
      notes: 12,
      nutritionProducts: 13,
      mrlProducts: 42,
      mrlSubstances: 35,
      mrlRates: 143,
    });
  });

  it('fills what a file leaves out: a plant’s MRL name, a substance’s flags and MRL name', () => {
    expect(SAMPLE_PLANTS.find((p) => p.name === 'Domates')).toEqual({ name: 'Domates', latinName: 'Solanum lycopersicum', euCode: '0231010', mrlName: 'Domates' });
    expect(SAMPLE_PLANTS.find((p) => p.name === 'Biber')?.mrlName).toBe('Biber (tatlı)');
    const substance = (name: string) => SAMPLE_ACTIVE_SUBSTANCES.find((s) => s.name === name);
    expect(substance('Acetamiprid')).toMatchObject({ prescriptionRequired: false, lowRisk: false, mrlName: 'Acetamiprid', mrlExempt: false });
    expect(substance('Kükürt')).toMatchObject({ prescriptionRequired: false, lowRisk: true, mrlName: null, mrlExempt: true });
    // Copper compounds have MRLs (Annex II/III), not an Annex IV exemption.
    expect(substance('Bakır hidroksit')).toMatchObject({ mrlExempt: false });
    expect(substance('Mancozeb')).toMatchObject({ prescriptionRequired: true, mrlName: 'Ditiyokarbamatlar (CS2 olarak)' });
  });

  it('types the organisms by the list they are in', () => {
    const byType = (type: HarmfulOrganismType) => SAMPLE_HARMFUL_ORGANISMS.filter((o) => o.type === type).length;
    expect([byType(HarmfulOrganismType.Harmful), byType(HarmfulOrganismType.Disease), byType(HarmfulOrganismType.Weed)]).toEqual([22, 18, 11]);
    expect(SAMPLE_HARMFUL_ORGANISMS.find((o) => o.name === 'Süne')?.type).toBe(HarmfulOrganismType.Harmful);
    expect(SAMPLE_HARMFUL_ORGANISMS.find((o) => o.name === 'Kanyaş')?.type).toBe(HarmfulOrganismType.Weed);
  });

  it('gives every licence use its spray-water volume: herbicides by their group, the rest by the plant’s kind', () => {
    const water = (group: string, plant: string) => SAMPLE_LICENCES.filter((l) => l.group === group).flatMap((l) => l.uses).find((u) => u.plant === plant)?.waterVolume;
    const herbicide = SAMPLE_LICENCES.find((l) => l.group === 'Herbisit')!;
    expect(herbicide.uses.every((u) => u.waterVolume?.join('-') === '20-40')).toBe(true);
    expect(water('Fungisit', 'Elma')).toEqual([100, 200]);
    expect(water('Fungisit', 'Üzüm (şaraplık)')).toEqual([80, 120]);
    expect(water('Fungisit', 'Domates')).toEqual([60, 100]);
    expect(SAMPLE_LICENCES.flatMap((l) => l.uses).filter((u) => !u.waterVolume)).toEqual([]);
  });

  it('refers only to rows that exist', () => {
    const plants = names(SAMPLE_PLANTS);
    const substances = names(SAMPLE_ACTIVE_SUBSTANCES);
    const units = new Set(SAMPLE_UNITS.map((u) => u.symbol));
    const companies = names(SAMPLE_COMPANIES);
    const licenceNumbers = new Set(SAMPLE_LICENCES.map((l) => l.licenceNumber));
    const mrlSubstances = new Set(SAMPLE_MRL_ACTIVE_SUBSTANCES);

    expect(SAMPLE_ACTIVE_SUBSTANCES.filter((s) => !names(SAMPLE_ACTIVE_SUBSTANCE_GROUPS).has(s.group))).toEqual([]);
    expect(SAMPLE_COMPANIES.filter((c) => !names(SAMPLE_COMPANY_GROUPS).has(c.group))).toEqual([]);
    expect(SAMPLE_NUTRITION_PRODUCTS.filter((p) => !units.has(p.unit) || !companies.has(p.company))).toEqual([]);
    expect(SAMPLE_MRL_RATES.filter((r) => !plants.has(r.plant) || !mrlSubstances.has(r.substance))).toEqual([]);
    const known = (pair: (typeof SAMPLE_MIXING_PAIRS)[number], key: string) => (pair.kind === 'licence' ? licenceNumbers : substances).has(key);
    expect(SAMPLE_MIXING_PAIRS.filter((pair) => !known(pair, pair.a) || !known(pair, pair.b))).toEqual([]);
    expect(SAMPLE_NUTRITION_PRODUCTS.filter((p) => p.doseMin > p.doseMax)).toEqual([]);
  });
});
