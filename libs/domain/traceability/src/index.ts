// Traceability rules, the same on the controller's phone and in the API.
export { addDays, daysBetween } from './dates';
export { isValidGtin, gtinCheckDigit } from './gtin';
export { pointInPolygon, locationCheckOf } from './location';
export { phiCompliance, type PhiStage, type PhiResult } from './phi';
export { stageOrderProblem, type OrderStage } from './stage-order';
