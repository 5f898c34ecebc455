// What the plan's arithmetic and checks read: the plant-nutrition products as the
// reference data keeps them and the plan's rows as written. Plain data, no I/O: the API
// loads it from the database, the editor from what the API sent it.
import type { FertilizationMethod, FertilizationStage, NutrientKey } from '@portal/contracts';
import type { DoseUnit } from '@portal/domain/prescription';

/** Declared contents, % by weight (oxide forms for P, K, Ca, Mg, S); null: not declared. */
export type Composition = Record<NutrientKey, number | null>;

export interface NutritionProductInfo {
  id: number;
  name: string;
  /** Active in the reference list; a passive product may not be planned. */
  active: boolean;
  form: 'liquid' | 'soluble-powder' | 'crystal' | 'granule' | 'suspension';
  composition: Composition;
  /** The label's dose range and its unit; null when the record sets none. */
  doseMin: number | null;
  doseMax: number | null;
  doseUnit: DoseUnit | null;
}

export interface PlanRow {
  key: string;
  stage: FertilizationStage;
  windowStart: string | null;
  windowEnd: string | null;
  plantNutritionProductId: number;
  dose: number;
  doseUnit: DoseUnit;
  /** Spray water, L/da: a per-100-L dose's amount per decare. */
  waterVolume: number | null;
  method: FertilizationMethod;
  applications: number;
  intervalDays: number | null;
}
