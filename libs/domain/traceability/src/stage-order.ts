// The order a season goes through: a harvest comes after the lot's sowing or
// planting, a packing after a harvest. Irrigation, fertilization and spraying may come any day.
import { StageKindLabel, type StageKind } from '@portal/contracts';

export interface OrderStage {
  kind: StageKind;
  date: string;
}

/** The Turkish sentence of why `candidate` cannot be recorded after `existing`, or null. */
export function stageOrderProblem(existing: readonly OrderStage[], candidate: OrderStage): string | null {
  if (candidate.kind === 'harvest') {
    const started = existing.some((s) => (s.kind === 'sowing' || s.kind === 'planting') && s.date <= candidate.date);
    if (!started) return `${StageKindLabel.harvest}, partinin ekim ya da dikiminden önce kaydedilemez`;
  }
  if (candidate.kind === 'packing') {
    const harvested = existing.some((s) => s.kind === 'harvest' && s.date <= candidate.date);
    if (!harvested) return `${StageKindLabel.packing} için önce o tarihte ya da daha önce bir hasat kaydedilmelidir`;
  }
  return null;
}
