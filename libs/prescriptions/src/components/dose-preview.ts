// The dose calculator's result while a line is edited (area in da × dose → product
// amount, water total, tanks, product per tank, packs; the area also in ha and m²). The numbers
// are domain/prescription's calculateDose, the same function the API stores as `line.amount`.
import { calculateDose, type DoseUnit } from '@portal/domain/prescription';
import type { UnitInfo } from '../state/draft';

export interface DoseInput {
  /** The area's size in decares; null: not known (a fast prescription without decares). */
  decares: number | null;
  dose: number | null;
  unit: UnitInfo | null;
  /** Spray water, L/da. */
  waterVolume: number | null;
  /** Sprayer tank, L. */
  tankSize: number | null;
  /** Pack size in the product's amount unit. */
  packSize: number | null;
}

export interface DosePreview {
  areaDecares: number;
  areaHectares: number;
  areaSquareMetres: number;
  /** null when the unit has no area or water basis (per seed, per tree) or no water volume is given for a per-water dose. */
  productAmount: number | null;
  productUnit: string;
  waterTotal: number | null;
  tanks: number | null;
  productPerTank: number | null;
  packs: number | null;
}

const DOSE_KINDS: readonly string[] = ['dose-area', 'dose-water', 'dose-seed', 'dose-plant'];

/** The unit as the calculator reads it, or null when the reference data does not say enough. */
export function doseUnitOf(unit: UnitInfo | null): DoseUnit | null {
  if (!unit || !unit.kind || !DOSE_KINDS.includes(unit.kind) || !unit.amountUnit) return null;
  return { id: unit.id, symbol: unit.symbol, kind: unit.kind as DoseUnit['kind'], amountUnit: unit.amountUnit, perQuantity: unit.perQuantity, perUnit: unit.perUnit };
}

export function previewDose({ decares, dose, unit, waterVolume, tankSize, packSize }: DoseInput): DosePreview | null {
  if (decares === null || !(decares > 0)) return null;
  const area = { areaDecares: decares, areaHectares: decares / 10, areaSquareMetres: decares * 1000 };
  const doseUnit = doseUnitOf(unit);
  const calc = dose !== null && dose > 0 && doseUnit ? calculateDose({ dose, doseUnit, areaDecares: decares, waterVolumePerDecare: waterVolume, tankSize, packSize }) : null;
  if (calc) return { ...area, productAmount: calc.productAmount, productUnit: calc.productUnit, waterTotal: calc.waterTotal, tanks: calc.tanks, productPerTank: calc.productPerTank, packs: calc.packs };
  // No product amount (per seed or tree, or per 100 L without water): the water still adds up.
  const waterTotal = waterVolume !== null && waterVolume > 0 ? waterVolume * decares : null;
  const tanks = waterTotal !== null && tankSize !== null && tankSize > 0 ? Math.ceil(waterTotal / tankSize) : null;
  return { ...area, productAmount: null, productUnit: unit?.amountUnit ?? '', waterTotal, tanks, productPerTank: null, packs: null };
}
