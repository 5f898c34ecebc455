// The nutrients a plan delivers: each row's product amount per decare, times
// its declared contents (% by weight, the regulation's oxide forms), times its number of
// applications; summed per stage and for the plan, and for an area's decares when the plan
// is for one. A liquid's litres count as kilograms (density 1): labels declare % by weight
// and the reference data keeps no density, so the totals say when they assumed it.
import { FertilizationStageLabel, NutrientFields, type NutrientAmounts, type NutrientKey, type NutrientTotalsDto } from '@portal/contracts';
import { clean, convertDose, formatDate, type DoseUnit } from '@portal/domain/prescription';
import type { NutritionProductInfo, PlanRow } from './types';

export const NUTRIENT_KEYS: readonly NutrientKey[] = NutrientFields.map((f) => f.key);
/** The micro-elements: shown in grams, not kilograms. */
export const MICRO_NUTRIENTS: readonly NutrientKey[] = ['iron', 'manganese', 'zinc', 'copper', 'boron', 'molybdenum'];

const KG_PER_DECARE: DoseUnit = { id: -1, symbol: 'kg/da', kind: 'dose-area', amountUnit: 'kg', perQuantity: 1, perUnit: 'da' };
const L_PER_DECARE: DoseUnit = { id: -2, symbol: 'L/da', kind: 'dose-area', amountUnit: 'l', perQuantity: 1, perUnit: 'da' };

export function zeroAmounts(): NutrientAmounts {
  return Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, 0])) as NutrientAmounts;
}

function addInto(into: NutrientAmounts, add: NutrientAmounts, factor = 1): void {
  for (const k of NUTRIENT_KEYS) into[k] = clean(into[k] + add[k] * factor);
}

export type NotComputedReason = 'water-volume-missing' | 'unit-not-per-area' | 'product-unknown';

export type ProductAmount = { kg: number; densityAssumed: boolean } | { reason: NotComputedReason };

/** The product applied per decare in one application, in kg (a liquid's L taken as kg). */
export function productPerDecare(row: Pick<PlanRow, 'dose' | 'doseUnit' | 'waterVolume'>): ProductAmount {
  const kg = convertDose(row.dose, row.doseUnit, KG_PER_DECARE, row.waterVolume);
  if (kg !== null) return { kg, densityAssumed: false };
  const litres = convertDose(row.dose, row.doseUnit, L_PER_DECARE, row.waterVolume);
  if (litres !== null) return { kg: litres, densityAssumed: true };
  if (row.doseUnit.kind === 'dose-water' && !(row.waterVolume !== null && row.waterVolume > 0)) return { reason: 'water-volume-missing' };
  return { reason: 'unit-not-per-area' };
}

export interface RowNutrients {
  key: string;
  /** Per decare, over all the row's applications; null when the row cannot be computed. */
  perDecare: NutrientAmounts | null;
  reason: NotComputedReason | null;
  densityAssumed: boolean;
}

export function rowNutrients(row: PlanRow, product: NutritionProductInfo | undefined): RowNutrients {
  if (!product) return { key: row.key, perDecare: null, reason: 'product-unknown', densityAssumed: false };
  const amount = productPerDecare(row);
  if ('reason' in amount) return { key: row.key, perDecare: null, reason: amount.reason, densityAssumed: false };
  const perDecare = zeroAmounts();
  for (const k of NUTRIENT_KEYS) perDecare[k] = clean((amount.kg * (product.composition[k] ?? 0) * row.applications) / 100);
  return { key: row.key, perDecare, reason: null, densityAssumed: amount.densityAssumed };
}

/** A row's stage as the totals group it: a growth stage, or its window of dates. */
export function stageLabel(row: Pick<PlanRow, 'stage' | 'windowStart' | 'windowEnd'>): string {
  if (row.stage === 'date-window' && row.windowStart && row.windowEnd) return `${formatDate(row.windowStart)} – ${formatDate(row.windowEnd)}`;
  return FertilizationStageLabel[row.stage];
}

/**
 * The plan's totals: per decare for the plan and per stage (in the order the stages first
 * appear), and for `decares` when given. Rows that cannot be computed are named, not guessed.
 */
export function nutrientTotals(rows: readonly PlanRow[], products: ReadonlyMap<number, NutritionProductInfo>, decares: number | null = null): NutrientTotalsDto {
  const perDecare = zeroAmounts();
  const stages: NutrientTotalsDto['stages'] = [];
  const notComputed: string[] = [];
  let densityAssumed = false;
  for (const row of rows) {
    const result = rowNutrients(row, products.get(row.plantNutritionProductId));
    if (!result.perDecare) {
      notComputed.push(row.key);
      continue;
    }
    densityAssumed ||= result.densityAssumed;
    addInto(perDecare, result.perDecare);
    const label = stageLabel(row);
    let stage = stages.find((s) => s.label === label);
    if (!stage) {
      stage = { stage: row.stage, label, perDecare: zeroAmounts() };
      stages.push(stage);
    }
    addInto(stage.perDecare, result.perDecare);
  }
  let forArea: NutrientAmounts | null = null;
  if (decares !== null && decares > 0) {
    forArea = zeroAmounts();
    addInto(forArea, perDecare, decares);
  }
  return { perDecare, stages, decares: decares !== null && decares > 0 ? decares : null, forArea, notComputed, densityAssumed };
}
