// Products and units the tests share: the compositions are the usual ones of these
// fertiliser types (20-20-20, calcium nitrate 15.5-0-0 + 19 % CaO, potassium
// sulphate 0-0-50 + 45 % SO₃).
import type { DoseUnit } from '@portal/domain/prescription';
import { NUTRIENT_KEYS } from './nutrients';
import type { Composition, NutritionProductInfo, PlanRow } from './types';

export const KG_DA: DoseUnit = { id: 4, symbol: 'kg/da', kind: 'dose-area', amountUnit: 'kg', perQuantity: 1, perUnit: 'da' };
export const G_DA: DoseUnit = { id: 2, symbol: 'g/da', kind: 'dose-area', amountUnit: 'g', perQuantity: 1, perUnit: 'da' };
export const L_DA: DoseUnit = { id: 3, symbol: 'L/da', kind: 'dose-area', amountUnit: 'l', perQuantity: 1, perUnit: 'da' };
export const KG_HA: DoseUnit = { id: 6, symbol: 'kg/ha', kind: 'dose-area', amountUnit: 'kg', perQuantity: 1, perUnit: 'ha' };
export const G_100L: DoseUnit = { id: 8, symbol: 'g/100 L su', kind: 'dose-water', amountUnit: 'g', perQuantity: 100, perUnit: 'L' };
export const ML_100L: DoseUnit = { id: 7, symbol: 'ml/100 L su', kind: 'dose-water', amountUnit: 'ml', perQuantity: 100, perUnit: 'L' };
export const G_TREE: DoseUnit = { id: 11, symbol: 'g/ağaç', kind: 'dose-plant', amountUnit: 'g', perQuantity: 1, perUnit: 'ağaç' };

function composition(values: Partial<Composition>): Composition {
  return Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, values[k] ?? null])) as Composition;
}

export function product(id: number, name: string, values: Partial<Composition>, extra: Partial<NutritionProductInfo> = {}): NutritionProductInfo {
  return { id, name, active: true, form: 'soluble-powder', composition: composition(values), doseMin: null, doseMax: null, doseUnit: null, ...extra };
}

export const NPK_20_20_20 = product(1, 'Kristal 20-20-20', { nitrogen: 20, phosphorusPentoxide: 20, potassiumOxide: 20 }, { doseMin: 0.5, doseMax: 1, doseUnit: KG_DA });
export const CALCIUM_NITRATE = product(2, 'Kalsiyum Nitrat', { nitrogen: 15.5, calciumOxide: 19 }, { form: 'crystal', doseMin: 3, doseMax: 10, doseUnit: KG_DA });
export const POTASSIUM_SULPHATE = product(3, 'Potasyum Sülfat', { potassiumOxide: 50, sulphurTrioxide: 45 }, { form: 'crystal', doseMin: 5, doseMax: 25, doseUnit: KG_DA });
export const BORON_LIQUID = product(4, 'Bor Sıvı %11', { boron: 11 }, { form: 'liquid', doseMin: 100, doseMax: 200, doseUnit: ML_100L });
export const IRON_CHELATE = product(5, 'Demir EDDHA %6', { iron: 6 }, { form: 'granule', doseMin: 20, doseMax: 60, doseUnit: G_TREE });

export const PRODUCTS = new Map([NPK_20_20_20, CALCIUM_NITRATE, POTASSIUM_SULPHATE, BORON_LIQUID, IRON_CHELATE].map((p) => [p.id, p]));

export function row(key: string, productId: number, dose: number, doseUnit: DoseUnit, extra: Partial<PlanRow> = {}): PlanRow {
  return { key, stage: 'vegetative', windowStart: null, windowEnd: null, plantNutritionProductId: productId, dose, doseUnit, waterVolume: null, method: 'drip', applications: 1, intervalDays: null, ...extra };
}
