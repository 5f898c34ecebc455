// A registered use's terms (a licence detail: dose and unit, water, waiting periods, limits,
// notes). The search pages, the prescription editor and its checks select the same columns and
// read them the same way, so they cannot disagree about a use.
import { licenceDetails, unitsOfMeasure } from './db';

/** The columns every read of a use selects (with the dose unit joined as `units_of_measure`). */
export const useTermColumns = {
  doseMin: licenceDetails.doseMin,
  doseMax: licenceDetails.doseMax,
  unitId: unitsOfMeasure.id,
  unitSymbol: unitsOfMeasure.symbol,
  waterVolumeMin: licenceDetails.waterVolumeMin,
  waterVolumeMax: licenceDetails.waterVolumeMax,
  phiDays: licenceDetails.phiDays,
  beeWaitingDays: licenceDetails.beeWaitingDays,
  reEntryHours: licenceDetails.reEntryHours,
  maxApplications: licenceDetails.maxApplications,
  applicationIntervalDays: licenceDetails.applicationIntervalDays,
  notes: licenceDetails.notes,
};

type UseTermRow = { [K in keyof typeof useTermColumns]: (typeof useTermColumns)[K]['_']['data'] | ((typeof useTermColumns)[K]['_']['notNull'] extends true ? never : null) };

/** A use's terms as the API shows them, the dose unit as `{ id, symbol }`. */
export function useTermsOf(r: UseTermRow) {
  return {
    doseMin: r.doseMin,
    doseMax: r.doseMax,
    doseUnit: { id: r.unitId, symbol: r.unitSymbol },
    waterVolumeMin: r.waterVolumeMin,
    waterVolumeMax: r.waterVolumeMax,
    phiDays: r.phiDays,
    beeWaitingDays: r.beeWaitingDays,
    reEntryHours: r.reEntryHours,
    maxApplications: r.maxApplications,
    applicationIntervalDays: r.applicationIntervalDays,
    notes: r.notes,
  };
}
