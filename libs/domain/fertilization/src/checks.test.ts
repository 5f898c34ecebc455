import { issueDecision } from '@portal/domain/prescription';
import { describe, expect, it } from 'vitest';
import { runFertilizationChecks } from './checks';
import { BORON_LIQUID, CALCIUM_NITRATE, G_100L, G_TREE, IRON_CHELATE, KG_DA, KG_HA, ML_100L, NPK_20_20_20, product, PRODUCTS, row } from './test-fixtures';

describe('checks of a fertilization plan', () => {
  it('a plan within the labels has no finding', () => {
    expect(runFertilizationChecks([row('a', NPK_20_20_20.id, 1, KG_DA), row('b', CALCIUM_NITRATE.id, 50, KG_HA)], PRODUCTS)).toEqual([]);
  });

  it('a passive product is an error that blocks', () => {
    const passive = product(9, 'Eski NPK', { nitrogen: 10 }, { active: false });
    const findings = runFertilizationChecks([row('a', 9, 1, KG_DA)], new Map([[9, passive]]));
    expect(findings).toEqual([expect.objectContaining({ code: 'NUTRITION_PRODUCT_PASSIVE', severity: 'error', lineKey: 'a', message: 'Eski NPK pasif durumda; planda kullanılamaz, başka bir ürün seçin (1. satır, Eski NPK).' })]);
    expect(issueDecision(findings, ['NUTRITION_PRODUCT_PASSIVE:a']).canIssue).toBe(false);
  });

  it('a dose above or below the label range is a warning to acknowledge, compared in the label unit', () => {
    const above = runFertilizationChecks([row('a', NPK_20_20_20.id, 15, KG_HA)], PRODUCTS);
    expect(above).toEqual([expect.objectContaining({ code: 'NUTRITION_DOSE_ABOVE_LABEL', severity: 'warning', message: 'Doz 15 kg/ha (1,5 kg/da), etiketteki aralığın (0,5–1 kg/da) üstünde (1. satır, Kristal 20-20-20).' })]);
    expect(issueDecision(above, []).canIssue).toBe(false);
    expect(issueDecision(above, ['NUTRITION_DOSE_ABOVE_LABEL:a']).canIssue).toBe(true);
    const below = runFertilizationChecks([row('b', CALCIUM_NITRATE.id, 2, KG_DA)], PRODUCTS);
    expect(below).toEqual([expect.objectContaining({ code: 'NUTRITION_DOSE_BELOW_LABEL', lineKey: 'b' })]);
  });

  it('an exact label maximum passes whatever the conversion left', () => {
    expect(runFertilizationChecks([row('a', NPK_20_20_20.id, 10, KG_HA)], PRODUCTS)).toEqual([]);
  });

  it('a per-100-L label against a per-decare row needs the water volume', () => {
    const missing = runFertilizationChecks([row('a', BORON_LIQUID.id, 150, ML_100L, { method: 'foliar' })], PRODUCTS);
    expect(missing.map((f) => f.code)).toEqual(['NUTRIENTS_NOT_COMPUTED']);
    const withWater = runFertilizationChecks([row('a', BORON_LIQUID.id, 250, ML_100L, { method: 'foliar', waterVolume: 40 })], PRODUCTS);
    expect(withWater.map((f) => f.code)).toEqual(['NUTRITION_DOSE_ABOVE_LABEL']);
    const grams = runFertilizationChecks([row('a', BORON_LIQUID.id, 150, G_100L, { method: 'foliar', waterVolume: 40 })], PRODUCTS);
    expect(grams.map((f) => f.code)).toEqual(['NUTRITION_DOSE_NOT_COMPARABLE']);
  });

  it('a granule on the leaves is a warning; a per-tree dose is left out of the totals as an info', () => {
    const findings = runFertilizationChecks([row('a', IRON_CHELATE.id, 30, G_TREE, { method: 'foliar' })], PRODUCTS);
    expect(findings.map((f) => [f.code, f.severity])).toEqual([
      ['NUTRITION_METHOD_FORM', 'warning'],
      ['NUTRIENTS_NOT_COMPUTED', 'info'],
    ]);
  });

  it('an unknown product is an error', () => {
    expect(runFertilizationChecks([row('a', 404, 1, KG_DA)], PRODUCTS)).toEqual([expect.objectContaining({ code: 'NUTRITION_PRODUCT_UNKNOWN', severity: 'error' })]);
  });
});
