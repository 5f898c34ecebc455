import { describe, expect, it } from 'vitest';
import { nutrientTotals, productPerDecare, rowNutrients, stageLabel } from './nutrients';
import { BORON_LIQUID, CALCIUM_NITRATE, G_DA, G_100L, G_TREE, IRON_CHELATE, KG_DA, KG_HA, ML_100L, NPK_20_20_20, POTASSIUM_SULPHATE, PRODUCTS, row } from './test-fixtures';

describe('nutrient arithmetic on known compositions', () => {
  it('20-20-20 at 1 kg/da delivers 0.2 kg each of N, P₂O₅ and K₂O per decare', () => {
    const r = rowNutrients(row('a', NPK_20_20_20.id, 1, KG_DA), NPK_20_20_20);
    expect(r.perDecare).toMatchObject({ nitrogen: 0.2, phosphorusPentoxide: 0.2, potassiumOxide: 0.2, calciumOxide: 0 });
    expect(r.densityAssumed).toBe(false);
  });

  it('calcium nitrate 15.5-0-0 + 19 % CaO at 5 kg/da, three applications', () => {
    const r = rowNutrients(row('a', CALCIUM_NITRATE.id, 5, KG_DA, { applications: 3, intervalDays: 7 }), CALCIUM_NITRATE);
    expect(r.perDecare).toMatchObject({ nitrogen: 2.325, calciumOxide: 2.85, potassiumOxide: 0 });
  });

  it('potassium sulphate 0-0-50 at 20 kg/ha is 2 kg/da: 1 kg K₂O and 0.9 kg SO₃', () => {
    const r = rowNutrients(row('a', POTASSIUM_SULPHATE.id, 20, KG_HA), POTASSIUM_SULPHATE);
    expect(r.perDecare).toMatchObject({ potassiumOxide: 1, sulphurTrioxide: 0.9, nitrogen: 0 });
  });

  it('a per-100-L foliar dose counts through the spray water; a liquid is taken at density 1', () => {
    // 150 ml/100 L × 50 L/da = 75 ml = 0.075 kg/da; 11 % B → 0.00825 kg/da
    const r = rowNutrients(row('a', BORON_LIQUID.id, 150, ML_100L, { waterVolume: 50, method: 'foliar' }), BORON_LIQUID);
    expect(r.perDecare?.boron).toBeCloseTo(0.00825, 10);
    expect(r.densityAssumed).toBe(true);
  });

  it('names the rows it cannot compute instead of guessing', () => {
    expect(productPerDecare(row('a', 1, 200, G_100L))).toEqual({ reason: 'water-volume-missing' });
    expect(productPerDecare(row('a', 1, 30, G_TREE))).toEqual({ reason: 'unit-not-per-area' });
    expect(rowNutrients(row('a', 99, 1, KG_DA), undefined).reason).toBe('product-unknown');
  });

  it('sums per stage in the order the stages first appear, per decare and for the area', () => {
    const rows = [
      row('base', POTASSIUM_SULPHATE.id, 20, KG_DA, { stage: 'before-planting', method: 'base' }),
      row('veg', NPK_20_20_20.id, 1, KG_DA, { stage: 'vegetative', applications: 4, intervalDays: 7 }),
      row('cal', CALCIUM_NITRATE.id, 5, KG_DA, { stage: 'fruit-set', applications: 2, intervalDays: 10 }),
      row('veg2', NPK_20_20_20.id, 500, G_DA, { stage: 'vegetative' }),
      row('tree', IRON_CHELATE.id, 30, G_TREE, { stage: 'flowering' }),
    ];
    const totals = nutrientTotals(rows, PRODUCTS, 2.5);
    expect(totals.stages.map((s) => s.label)).toEqual(['Dikim öncesi', 'Vejetatif gelişme', 'Meyve tutumu']);
    expect(totals.stages[1]!.perDecare.nitrogen).toBe(0.9); // 4 × 0.2 + 0.1
    expect(totals.perDecare).toMatchObject({ nitrogen: 2.45, phosphorusPentoxide: 0.9, potassiumOxide: 10.9, calciumOxide: 1.9, sulphurTrioxide: 9 });
    expect(totals.forArea).toMatchObject({ nitrogen: 6.125, potassiumOxide: 27.25 });
    expect(totals.decares).toBe(2.5);
    expect(totals.notComputed).toEqual(['tree']);
  });

  it('has no area totals without a size', () => {
    const totals = nutrientTotals([row('a', NPK_20_20_20.id, 1, KG_DA)], PRODUCTS);
    expect(totals.forArea).toBeNull();
    expect(totals.decares).toBeNull();
  });

  it('a date window reads as its dates', () => {
    expect(stageLabel({ stage: 'date-window', windowStart: '2026-04-01', windowEnd: '2026-04-15' })).toBe('01.04.2026 – 15.04.2026');
    expect(stageLabel({ stage: 'flowering', windowStart: null, windowEnd: null })).toBe('Çiçeklenme');
  });
});
