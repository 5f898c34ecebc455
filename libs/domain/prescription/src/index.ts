// The prescription's own rules, run in the editor (live) and by the API (authoritative, on
// issue): the checks before a prescription is issued, the dose calculator, the season, the
// hourly spray-window planner, and the season counted from the register (recorded
// applications and harvests). Pure functions over plain data: no I/O.
export * from './types';
export { runChecks } from './checks';
export { findingKey, issueDecision, type IssueDecision } from './findings';
export { seasonStartOf } from './season';
export { amountUnitOf, areaToDecares, convertDose, type AreaUnit } from './units';
export { calculateDose, type DoseCalculation, type DoseCalculationInput } from './dose-calculator';
export { SPRAY_LIMITS, type SprayLevel } from './spray-window';
export { planSprayWindow, type ForecastHour, type RatedHour, type SprayDay, type SprayPeriod, type SprayPlan, type SprayPlanOptions, type SprayWindow } from './spray-planner';
export {
  checkSeason,
  seasonEvents,
  type ApplicationCount,
  type CountSource,
  type HarvestRecord,
  type RecordedApplication,
  type SeasonCheck,
  type SeasonEvent,
  type SeasonLine,
  type SeasonRecord,
} from './season-record';
export { isLicenceValidOn } from './rules/licence';
export { clean, exceeds, fallsShort, formatNumber } from './util/numbers';
export { formatDate } from './util/dates';
