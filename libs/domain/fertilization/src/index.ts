// The fertilization plan's own rules, run in the editor (live) and by the API (on save and
// send): the nutrients a plan delivers, the rows set or removed by index, the checks.
// Pure functions over plain data: no I/O.
export * from './types';
export { MICRO_NUTRIENTS, NUTRIENT_KEYS, nutrientTotals, productPerDecare, rowNutrients, stageLabel, zeroAmounts, type NotComputedReason, type RowNutrients } from './nutrients';
export { movePlan, removePlanAt, setPlanAt } from './plan-rows';
export { runFertilizationChecks } from './checks';
