// The arithmetic of the compliance check: a measured residue against the limit in
// force, or the 0.01 mg/kg default where none is set. Done in whole units of 1/10000 mg/kg
// (the limits' and the lab values' four decimals), so 0.5 against 0.5 is exactly within and
// 0.5001 exactly over, with no floating-point error in the verdict, the margin or the percent.
import { DEFAULT_MRL_MG_PER_KG, type MrlCheckRow } from '@portal/contracts';

/** 1 mg/kg in the check's units. */
const UNITS = 10_000;
/** Percent of the limit is capped here (a limit of 0 mg/kg, or one far below the residue). */
export const MAX_PERCENT_OF_LIMIT = 999_999.9;

/** mg/kg → units; exact for values with at most four decimals (the contract's and numeric(12,4)'s). */
export const toUnits = (mgPerKg: number) => Math.round(mgPerKg * UNITS);

/** `a / b` rounded half up to a whole number, for non-negative integers (b > 0). */
const roundedQuotient = (a: number, b: number) => Math.floor((2 * a + b) / (2 * b));

export interface LimitInForce {
  rate: number;
  date: string;
}

/** One substance's row of the check, without its name. */
export function checkResidue(measured: number, limit: LimitInForce | null): Omit<MrlCheckRow, 'activeSubstance'> {
  const measuredUnits = toUnits(measured);
  const appliedUnits = toUnits(limit ? limit.rate : DEFAULT_MRL_MG_PER_KG);
  // Tenths of a percent: measured / applied × 1000, rounded half up.
  const percentTenths = appliedUnits === 0 ? (measuredUnits === 0 ? 0 : Infinity) : roundedQuotient(measuredUnits * 1000, appliedUnits);
  return {
    measured: measuredUnits / UNITS,
    limit: limit ? appliedUnits / UNITS : null,
    appliedLimit: appliedUnits / UNITS,
    defaultApplied: limit === null,
    verdict: measuredUnits <= appliedUnits ? 'within' : 'exceeds',
    margin: (appliedUnits - measuredUnits) / UNITS,
    percentOfLimit: Math.min(percentTenths / 10, MAX_PERCENT_OF_LIMIT),
    limitDate: limit ? limit.date : null,
  };
}
