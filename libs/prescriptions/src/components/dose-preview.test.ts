import { describe, expect, it } from 'vitest';
import { previewDose } from './dose-preview';

const perDecare = { id: 1, symbol: 'ml/da', kind: 'dose-area', amountUnit: 'ml', perQuantity: 1, perUnit: 'da' };
const perHectare = { id: 2, symbol: 'L/ha', kind: 'dose-area', amountUnit: 'L', perQuantity: 1, perUnit: 'ha' };
const perWater = { id: 3, symbol: 'ml/100 L su', kind: 'dose-water', amountUnit: 'ml', perQuantity: 100, perUnit: 'L' };

describe('the dose calculator in the editor (area × dose → amount, water, tanks, per tank, packs; calculateDose)', () => {
  it('a per-decare dose: 5,4 da × 20 ml/da = 108 ml; 80 L/da in 200 L tanks → 3 tanks, 50 ml packs → 3', () => {
    expect(previewDose({ decares: 5.4, dose: 20, unit: perDecare, waterVolume: 80, tankSize: 200, packSize: 50 })).toEqual({
      areaDecares: 5.4,
      areaHectares: 0.54,
      areaSquareMetres: 5400,
      productAmount: 108,
      productUnit: 'ml',
      waterTotal: 432,
      tanks: 3,
      productPerTank: 50,
      packs: 3,
    });
  });

  it('a per-hectare dose counts the area in hectares', () => {
    expect(previewDose({ decares: 20, dose: 1.5, unit: perHectare, waterVolume: null, tankSize: null, packSize: null })).toMatchObject({ productAmount: 3, productUnit: 'L' });
    // 1000 ml and more is written in litres.
    expect(previewDose({ decares: 60, dose: 20, unit: perDecare, waterVolume: null, tankSize: null, packSize: null })).toMatchObject({ productAmount: 1.2, productUnit: 'L' });
  });

  it('a per-100 L dose needs the water volume; product per tank follows the tank', () => {
    const preview = previewDose({ decares: 2, dose: 50, unit: perWater, waterVolume: 100, tankSize: 400, packSize: null });
    expect(preview).toMatchObject({ productAmount: 100, waterTotal: 200, tanks: 1, productPerTank: 200 });
    expect(previewDose({ decares: 2, dose: 50, unit: perWater, waterVolume: null, tankSize: null, packSize: null })?.productAmount).toBeNull();
  });

  it('no area, no amounts', () => {
    expect(previewDose({ decares: null, dose: 20, unit: perDecare, waterVolume: 80, tankSize: 200, packSize: 50 })).toBeNull();
  });
});
