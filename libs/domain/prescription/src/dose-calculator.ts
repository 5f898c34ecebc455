// The dose calculator: how much product, water, how many tanks and packs for an area. The
// editor shows it live and the API stores it with each line (PrescriptionLine.amount).
import type { DoseUnit } from './types';
import { basisOf } from './units';
import { ceilClean, clean } from './util/numbers';

export interface DoseCalculationInput {
  dose: number;
  doseUnit: DoseUnit;
  areaDecares: number;
  /** Spray water, L/da. */
  waterVolumePerDecare: number | null;
  /** Sprayer tank, L. */
  tankSize: number | null;
  /** Pack size in the dose's amount unit (ml, g, L, kg). */
  packSize: number | null;
}

export interface DoseCalculation {
  areaDecares: number;
  productAmount: number;
  /** 'ml' | 'L' | 'g' | 'kg': ml and g become L and kg from 1000 on. */
  productUnit: string;
  /** L. */
  waterTotal: number | null;
  tanks: number | null;
  /** In productUnit, per full tank. */
  productPerTank: number | null;
  packs: number | null;
}

const positive = (x: number | null): x is number => x !== null && Number.isFinite(x) && x > 0;

/** 'l' is written 'L' (a lowercase l reads as 1). */
function displayUnit(amountUnit: string): string {
  const u = amountUnit.trim();
  return u.toLowerCase() === 'l' ? 'L' : u;
}

/**
 * Per decare: dose × decares (per ha: a tenth of it per decare). Per 100 L of water:
 * dose / 100 × the water sprayed on the area, so it needs the water volume. Seed and
 * per-tree doses do not follow from the area: null.
 */
export function calculateDose(input: DoseCalculationInput): DoseCalculation | null {
  const { dose, doseUnit, areaDecares } = input;
  if (!Number.isFinite(dose) || dose < 0 || !Number.isFinite(areaDecares) || areaDecares < 0) return null;
  const basis = basisOf(doseUnit);
  if (!basis) return null;
  const water = positive(input.waterVolumePerDecare) ? input.waterVolumePerDecare : null;
  const waterTotal = water === null ? null : clean(water * areaDecares);

  let amount: number;
  if (basis.dimension === 'dose-area') amount = (dose / basis.size) * areaDecares;
  else if (basis.dimension === 'dose-water' && waterTotal !== null) amount = (dose / basis.size) * waterTotal;
  else return null;
  amount = clean(amount);

  let productUnit = displayUnit(doseUnit.amountUnit);
  let scale = 1;
  if ((productUnit === 'ml' || productUnit === 'g') && amount >= 1000) {
    productUnit = productUnit === 'ml' ? 'L' : 'kg';
    scale = 1000;
  }

  const tankSize = positive(input.tankSize) ? input.tankSize : null;
  const tanks = waterTotal !== null && tankSize !== null ? ceilClean(waterTotal / tankSize) : null;
  // The mix is the same in every tank: the product per litre of water × the tank.
  const productPerTank = waterTotal !== null && waterTotal > 0 && tankSize !== null ? clean((amount / waterTotal) * tankSize / scale) : null;
  const packs = positive(input.packSize) ? ceilClean(amount / input.packSize) : null;

  return { areaDecares, productAmount: clean(amount / scale), productUnit, waterTotal, tanks, productPerTank, packs };
}
