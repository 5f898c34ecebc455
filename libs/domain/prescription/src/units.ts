// Dose units: what is measured (ml, L, g, kg) per what basis (1 da, 1 ha, 100 L of spray
// water, 100 kg of seed, 1 tree). A label's dose and a prescription's dose are compared in
// the label's unit; per-100-L and per-decare doses meet through the spray water (L/da).
import type { DoseUnit } from './types';
import { clean } from './util/numbers';

type Dimension = 'volume' | 'mass';

/** Amount units in ml (volume) or g (mass). Volume and mass never convert: no density. */
const AMOUNT_UNITS: Record<string, { dimension: Dimension; factor: number }> = {
  ml: { dimension: 'volume', factor: 1 },
  cc: { dimension: 'volume', factor: 1 },
  cl: { dimension: 'volume', factor: 10 },
  l: { dimension: 'volume', factor: 1000 },
  lt: { dimension: 'volume', factor: 1000 },
  litre: { dimension: 'volume', factor: 1000 },
  mg: { dimension: 'mass', factor: 0.001 },
  g: { dimension: 'mass', factor: 1 },
  gr: { dimension: 'mass', factor: 1 },
  kg: { dimension: 'mass', factor: 1000 },
};

export function amountUnitOf(unit: string): { dimension: Dimension; factor: number } | null {
  return AMOUNT_UNITS[unit.trim().toLowerCase()] ?? null;
}

/** How a unit's basis reads: 'area' in decares, 'water' in litres, 'seed' in kg, per plant. */
interface Basis {
  dimension: string;
  /** The basis in the dimension's unit: 1 ha is 10 (da), 100 L is 100 (L). */
  size: number;
}

const AREA_BASIS: Record<string, number> = { da: 1, dekar: 1, dönüm: 1, ha: 10, hektar: 10, m2: 0.001, 'm²': 0.001 };
const WATER_BASIS: Record<string, number> = { l: 1, lt: 1, litre: 1, hl: 100 };
const SEED_BASIS: Record<string, number> = { kg: 1, ton: 1000, t: 1000 };

export function basisOf(unit: DoseUnit): Basis | null {
  const quantity = unit.perQuantity ?? 1;
  const per = (unit.perUnit ?? '').trim().toLocaleLowerCase('tr-TR');
  if (!(quantity > 0)) return null;
  const table = unit.kind === 'dose-area' ? AREA_BASIS : unit.kind === 'dose-water' ? WATER_BASIS : unit.kind === 'dose-seed' ? SEED_BASIS : null;
  if (table) {
    const factor = table[per];
    return factor === undefined ? null : { dimension: unit.kind, size: quantity * factor };
  }
  // Per tree, per plant: only the same basis compares.
  return per ? { dimension: `${unit.kind}:${per}`, size: quantity } : null;
}

/**
 * The dose in another unit: ml↔L, g↔kg, per da↔per ha, per 100 L↔per da through the spray
 * water (L/da). Null when it does not convert: volume against mass, a seed or plant dose
 * against an area dose, per 100 L against per da with no water volume.
 */
export function convertDose(dose: number, from: DoseUnit, to: DoseUnit, waterVolumePerDecare: number | null): number | null {
  if (!Number.isFinite(dose)) return null;
  if (from.id === to.id) return dose;
  const fromAmount = amountUnitOf(from.amountUnit);
  const toAmount = amountUnitOf(to.amountUnit);
  const sameUnknownAmount = !fromAmount && !toAmount && from.amountUnit.trim().toLowerCase() === to.amountUnit.trim().toLowerCase();
  if (!sameUnknownAmount && (!fromAmount || !toAmount || fromAmount.dimension !== toAmount.dimension)) return null;
  const fromBasis = basisOf(from);
  const toBasis = basisOf(to);
  if (!fromBasis || !toBasis) return null;

  // The amount (ml or g) per one unit of the basis (1 da, 1 L of water…).
  let perBasisUnit = (dose * (fromAmount?.factor ?? 1)) / fromBasis.size;
  if (fromBasis.dimension !== toBasis.dimension) {
    const water = waterVolumePerDecare;
    if (water === null || !(water > 0) || !Number.isFinite(water)) return null;
    // Per litre of water × litres per decare = per decare, and back.
    if (fromBasis.dimension === 'dose-water' && toBasis.dimension === 'dose-area') perBasisUnit *= water;
    else if (fromBasis.dimension === 'dose-area' && toBasis.dimension === 'dose-water') perBasisUnit /= water;
    else return null;
  }
  return clean((perBasisUnit * toBasis.size) / (toAmount?.factor ?? 1));
}

export type AreaUnit = 'da' | 'ha' | 'm2' | 'dönüm';

/** 1 ha = 10 da, 1 da = 1000 m², 1 dönüm = 1 da (the standard, "yeni", dönüm). */
export function areaToDecares(value: number, unit: AreaUnit): number {
  switch (unit) {
    case 'ha':
      return clean(value * 10);
    case 'm2':
      return clean(value / 1000);
    case 'da':
    case 'dönüm':
      return value;
  }
}
