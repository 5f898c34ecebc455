// The prescription's own rules, run in the editor (live) and by the API (authoritative, on
// issue): the checks before a prescription is issued, the dose calculator, the season and
// the spray-window hint. Pure functions over plain data: no I/O.
export * from './types';
export { runChecks } from './checks';
export { findingKey, issueDecision, type IssueDecision } from './findings';
export { seasonStartOf } from './season';
export { areaToDecares, convertDose, type AreaUnit } from './units';
export { calculateDose, type DoseCalculation, type DoseCalculationInput } from './dose-calculator';
export { SPRAY_LIMITS, sprayWindowHint, type SprayLevel, type SprayWeather, type SprayWindowHint } from './spray-window';
export { planSprayWindow, type ForecastHour, type RatedHour, type SprayDay, type SprayPeriod, type SprayPlan, type SprayPlanOptions, type SprayWindow } from './spray-planner';
export { isLicenceValidOn } from './rules/licence';
export { clean, exceeds, fallsShort, formatNumber } from './util/numbers';
export { formatDate } from './util/dates';
