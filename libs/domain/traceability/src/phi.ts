// The pre-harvest interval (PHI, "son ilaçlama ile hasat arası süre") on a lot: for every
// spraying before a harvest, the harvest date minus the spraying date, in whole days, must be at
// least the product's PHI. Harvesting on spraying + PHI is allowed; one day earlier is not. A
// spraying is judged against the first harvest on or after its day (later harvests are later
// still); a spraying with no harvest after it yet constrains the next one (`earliestHarvest`).
import type { PhiCheck, StageKind } from '@portal/contracts';
import { addDays } from './dates';

export interface PhiStage {
  /** null for a stage not saved yet (the check before saving). */
  id: number | null;
  kind: StageKind;
  date: string;
  /** The product's name, for the message. */
  productName?: string | null;
}

export interface PhiResult {
  compliant: boolean;
  /** The first day every spraying not yet followed by a harvest allows one; null: none constrains. */
  earliestHarvest: string | null;
  checks: PhiCheck[];
}

/** `phiOf` answers a spraying's PHI in days, or null when its product has none on the plant. */
export function phiCompliance<S extends PhiStage>(stages: readonly S[], phiOf: (spraying: S) => number | null): PhiResult {
  const harvests = stages.filter((s) => s.kind === 'harvest').sort((a, b) => a.date.localeCompare(b.date));
  const checks: PhiCheck[] = [];
  let earliestHarvest: string | null = null;
  for (const spraying of stages.filter((s) => s.kind === 'spraying').sort((a, b) => a.date.localeCompare(b.date))) {
    const phiDays = phiOf(spraying);
    const earliest = phiDays === null ? null : addDays(spraying.date, phiDays);
    const harvest = harvests.find((h) => h.date >= spraying.date);
    const ok = earliest === null || harvest === undefined || harvest.date >= earliest;
    checks.push({
      sprayingStageId: spraying.id,
      product: spraying.productName ?? '',
      sprayedOn: spraying.date,
      phiDays,
      earliestHarvest: earliest,
      harvestStageId: harvest ? harvest.id : null,
      harvestDate: harvest ? harvest.date : null,
      ok,
    });
    if (!harvest && earliest !== null && (earliestHarvest === null || earliest > earliestHarvest)) earliestHarvest = earliest;
  }
  return { compliant: checks.every((c) => c.ok), earliestHarvest, checks };
}
