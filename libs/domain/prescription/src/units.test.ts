import { describe, expect, it } from 'vitest';
import { G_100L, G_DA, G_PLANT, G_SEED, KG_DA, KG_HA, L_DA, L_HA, ML_100L, ML_DA, ML_SEED } from './test-fixtures';
import { areaToDecares, convertDose } from './units';

describe('convertDose', () => {
  it('converts the amount: ml↔L, g↔kg', () => {
    expect(convertDose(0.15, L_DA, ML_DA, null)).toBe(150);
    expect(convertDose(150, ML_DA, L_DA, null)).toBe(0.15);
    expect(convertDose(2.5, KG_DA, G_DA, null)).toBe(2500);
    expect(convertDose(0.07, L_DA, ML_DA, null)).toBe(70);
  });

  it('converts the area: per ha is a tenth per da', () => {
    expect(convertDose(1, L_HA, ML_DA, null)).toBe(100);
    expect(convertDose(100, ML_DA, L_HA, null)).toBe(1);
    expect(convertDose(3, KG_HA, G_DA, null)).toBe(300);
  });

  it('converts per 100 L of water to per decare through the water volume', () => {
    // 50 ml in every 100 L, 80 L sprayed on a decare: 40 ml/da.
    expect(convertDose(50, ML_100L, ML_DA, 80)).toBe(40);
    expect(convertDose(40, ML_DA, ML_100L, 80)).toBe(50);
    expect(convertDose(200, G_100L, KG_HA, 100)).toBe(2);
  });

  it('needs no water volume between two per-100-L units', () => {
    expect(convertDose(50, ML_100L, ML_100L, null)).toBe(50);
    expect(convertDose(0.5, { ...ML_100L, id: 99, amountUnit: 'l', symbol: 'L/100 L su' }, ML_100L, null)).toBe(500);
  });

  it('answers null when the dose does not convert', () => {
    expect(convertDose(50, ML_100L, ML_DA, null)).toBeNull();
    expect(convertDose(50, ML_100L, ML_DA, 0)).toBeNull();
    expect(convertDose(100, ML_DA, G_DA, null)).toBeNull();
    expect(convertDose(100, ML_SEED, ML_DA, 100)).toBeNull();
    expect(convertDose(100, G_PLANT, G_DA, null)).toBeNull();
    expect(convertDose(100, G_SEED, ML_SEED, null)).toBeNull();
  });

  it('converts between seed doses', () => {
    expect(convertDose(200, ML_SEED, { ...ML_SEED, id: 98, amountUnit: 'l', perQuantity: 1, perUnit: 'ton' }, null)).toBe(2);
  });
});

describe('areaToDecares', () => {
  it('reads hectares, square metres and dönüm', () => {
    expect(areaToDecares(2.5, 'ha')).toBe(25);
    expect(areaToDecares(1500, 'm2')).toBe(1.5);
    expect(areaToDecares(3, 'dönüm')).toBe(3);
    expect(areaToDecares(3, 'da')).toBe(3);
  });
});
