import { describe, expect, it } from 'vitest';
import { calculateDose } from './dose-calculator';
import { G_100L, G_DA, G_PLANT, L_HA, ML_100L, ML_DA, ML_SEED } from './test-fixtures';

const base = { waterVolumePerDecare: null, tankSize: null, packSize: null };

describe('calculateDose', () => {
  it('per decare: dose × decares, with water, tanks, product per tank and packs', () => {
    // 75 ml/da on 2.5 da, 80 L/da of water in a 100 L tank, 100 ml bottles.
    expect(calculateDose({ dose: 75, doseUnit: ML_DA, areaDecares: 2.5, waterVolumePerDecare: 80, tankSize: 100, packSize: 100 })).toEqual({
      areaDecares: 2.5,
      productAmount: 187.5,
      productUnit: 'ml',
      waterTotal: 200,
      tanks: 2,
      productPerTank: 93.75,
      packs: 2,
    });
  });

  it('scales ml to L and g to kg from 1000 on, and counts packs in the dose unit', () => {
    const r = calculateDose({ dose: 100, doseUnit: ML_DA, areaDecares: 25, waterVolumePerDecare: 60, tankSize: 400, packSize: 1000 });
    expect(r).toMatchObject({ productAmount: 2.5, productUnit: 'L', waterTotal: 1500, tanks: 4, packs: 3 });
    // 2.5 L in 1500 L of water: 2/3 L in every 400 L tank, in the product's unit (L).
    expect(r?.productPerTank).toBeCloseTo(2 / 3, 9);
    expect(calculateDose({ ...base, dose: 100, doseUnit: ML_DA, areaDecares: 10 })).toMatchObject({ productAmount: 1, productUnit: 'L' });
    expect(calculateDose({ ...base, dose: 99.9, doseUnit: ML_DA, areaDecares: 10 })).toMatchObject({ productAmount: 999, productUnit: 'ml' });
    expect(calculateDose({ ...base, dose: 150, doseUnit: G_DA, areaDecares: 20, packSize: 500 })).toMatchObject({ productAmount: 3, productUnit: 'kg', packs: 6 });
  });

  it('per hectare: a tenth of the dose per decare; L is written L', () => {
    expect(calculateDose({ ...base, dose: 1.5, doseUnit: L_HA, areaDecares: 30 })).toMatchObject({ productAmount: 4.5, productUnit: 'L', waterTotal: null, tanks: null, productPerTank: null, packs: null });
  });

  it('per 100 L: dose / 100 × the water sprayed, and null without the water volume', () => {
    // 50 ml/100 L, 100 L/da on 4 da: 400 L of water, 200 ml; a 200 L tank takes 100 ml.
    expect(calculateDose({ dose: 50, doseUnit: ML_100L, areaDecares: 4, waterVolumePerDecare: 100, tankSize: 200, packSize: 250 })).toEqual({
      areaDecares: 4,
      productAmount: 200,
      productUnit: 'ml',
      waterTotal: 400,
      tanks: 2,
      productPerTank: 100,
      packs: 1,
    });
    expect(calculateDose({ ...base, dose: 50, doseUnit: ML_100L, areaDecares: 4 })).toBeNull();
    expect(calculateDose({ ...base, dose: 300, doseUnit: G_100L, areaDecares: 10, waterVolumePerDecare: 150 })).toMatchObject({ productAmount: 4.5, productUnit: 'kg', waterTotal: 1500 });
  });

  it('counts a part-filled last tank and a part-used last pack as whole ones, without float noise', () => {
    expect(calculateDose({ dose: 30, doseUnit: ML_DA, areaDecares: 3, waterVolumePerDecare: 0.1, tankSize: 0.1, packSize: 30 })).toMatchObject({ tanks: 3, packs: 3 });
    expect(calculateDose({ dose: 30, doseUnit: ML_DA, areaDecares: 3.1, waterVolumePerDecare: 100, tankSize: 100, packSize: 30 })).toMatchObject({ tanks: 4, packs: 4 });
  });

  it('answers null for seed and per-tree doses and for impossible input', () => {
    expect(calculateDose({ ...base, dose: 200, doseUnit: ML_SEED, areaDecares: 10 })).toBeNull();
    expect(calculateDose({ ...base, dose: 20, doseUnit: G_PLANT, areaDecares: 10 })).toBeNull();
    expect(calculateDose({ ...base, dose: -1, doseUnit: ML_DA, areaDecares: 10 })).toBeNull();
    expect(calculateDose({ ...base, dose: 1, doseUnit: ML_DA, areaDecares: Number.NaN })).toBeNull();
  });
});
