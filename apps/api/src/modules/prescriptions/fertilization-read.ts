// Reading a fertilization plan (kinds 4 and 5): its rows as printed and the nutrients they
// deliver, computed from the rows' snapshots so a later change of a product never changes
// a plan already written.
import { FertilizationMethodLabel, PrescriptionKind, type FertilizationPlanRow, type FertilizationTemplateInput, type NutrientTotalsDto, type PublicPrescription } from '@portal/contracts';
import { nutrientTotals, stageLabel, type NutritionProductInfo, type PlanRow } from '@portal/domain/fertilization';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { fertilizationPlanRows, prescriptions, type Orm, type PrescriptionRow } from '../../platform/db';
import type { Composition } from '@portal/domain/fertilization';
import type { DoseUnit } from '@portal/domain/prescription';

/** What a plan row keeps of its product and unit: enough to print it and to recompute its totals. */
export interface PlanRowSnapshot {
  productName: string;
  companyName: string | null;
  form: NutritionProductInfo['form'];
  composition: Composition;
  doseUnit: DoseUnit;
}


type Row = FertilizationTemplateInput['fertilizationPlans'][number];

export function planRowOf(r: Pick<Row, 'key' | 'stage' | 'windowStart' | 'windowEnd' | 'plantNutritionProductId' | 'dose' | 'waterVolume' | 'method' | 'applications' | 'intervalDays'>): Omit<PlanRow, 'doseUnit'> {
  return { key: r.key, stage: r.stage, windowStart: r.windowStart, windowEnd: r.windowEnd, plantNutritionProductId: r.plantNutritionProductId, dose: r.dose, waterVolume: r.waterVolume, method: r.method, applications: r.applications, intervalDays: r.intervalDays };
}

export const isPlanKind = (kind: number) => kind === PrescriptionKind.Fertilization || kind === PrescriptionKind.FertilizationToProducer;

/** The product names of these plans' rows, in order, by plan: the list's productNames. */
export async function planProductNames(db: Orm, ids: number[]): Promise<Map<number, string[]>> {
  const byPlan = new Map<number, string[]>();
  if (ids.length === 0) return byPlan;
  const rows = await db
    .select({ prescriptionId: fertilizationPlanRows.prescriptionId, snapshot: fertilizationPlanRows.snapshot })
    .from(fertilizationPlanRows)
    .where(inArray(fertilizationPlanRows.prescriptionId, ids))
    .orderBy(fertilizationPlanRows.prescriptionId, fertilizationPlanRows.position);
  for (const r of rows) {
    const names = byPlan.get(r.prescriptionId) ?? [];
    const name = (r.snapshot as PlanRowSnapshot).productName;
    if (!names.includes(name)) names.push(name);
    byPlan.set(r.prescriptionId, names);
  }
  return byPlan;
}

/** A plan's rows and totals as GET prescription/{id} answers them; empty for other kinds. */
export async function fertilizationOf(db: Orm, row: PrescriptionRow): Promise<{ fertilizationPlans: FertilizationPlanRow[]; nutrientTotals: NutrientTotalsDto | null; template: { id: number; title: string | null } | null }> {
  if (!isPlanKind(row.kind)) return { fertilizationPlans: [], nutrientTotals: null, template: null };
  const rows = await db.select().from(fertilizationPlanRows).where(eq(fertilizationPlanRows.prescriptionId, row.id)).orderBy(asc(fertilizationPlanRows.position));
  const plans = rows.map((r): FertilizationPlanRow => {
    const s = r.snapshot as PlanRowSnapshot;
    return {
      key: r.key,
      position: r.position,
      stage: r.stage as FertilizationPlanRow['stage'],
      windowStart: r.windowStart,
      windowEnd: r.windowEnd,
      plantNutritionProductId: r.plantNutritionProductId,
      productName: s.productName,
      companyName: s.companyName,
      composition: s.composition,
      dose: r.dose,
      doseUnit: { id: s.doseUnit.id, symbol: s.doseUnit.symbol },
      waterVolume: r.waterVolume,
      method: r.method as FertilizationPlanRow['method'],
      applications: r.applications,
      intervalDays: r.intervalDays,
      notes: r.notes,
    };
  });
  // The totals from the snapshots: what was printed, whatever the products are now.
  const snapshotProducts = new Map<number, NutritionProductInfo>(
    rows.map((r) => {
      const s = r.snapshot as PlanRowSnapshot;
      return [r.plantNutritionProductId, { id: r.plantNutritionProductId, name: s.productName, active: true, form: s.form, composition: s.composition, doseMin: null, doseMax: null, doseUnit: null }];
    }),
  );
  const planRows: PlanRow[] = rows.map((r) => ({ ...planRowOf({ ...r, stage: r.stage as Row['stage'], method: r.method as Row["method"] }), doseUnit: (r.snapshot as PlanRowSnapshot).doseUnit }));
  let template: { id: number; title: string | null } | null = null;
  if (row.kind === PrescriptionKind.FertilizationToProducer && row.sourceId !== null) {
    const [t] = await db.select({ id: prescriptions.id, title: prescriptions.title }).from(prescriptions).where(and(eq(prescriptions.id, row.sourceId), isNull(prescriptions.deletedAt)));
    template = t ?? null;
  }
  return { fertilizationPlans: plans, nutrientTotals: nutrientTotals(planRows, snapshotProducts, row.decares), template };
}

/** A plan as its public page shows it (GET prescription/verify/{link}); null for other kinds. */
export async function publicFertilizationOf(db: Orm, row: PrescriptionRow): Promise<PublicPrescription['fertilization']> {
  if (!isPlanKind(row.kind)) return null;
  const { fertilizationPlans, nutrientTotals: totals } = await fertilizationOf(db, row);
  return {
    info: row.fertilizationInfo,
    rows: fertilizationPlans.map((r) => ({
      stage: stageLabel(r),
      window: r.stage !== 'date-window' && r.windowStart && r.windowEnd ? stageLabel({ stage: 'date-window', windowStart: r.windowStart, windowEnd: r.windowEnd }) : null,
      productName: r.productName,
      dose: r.dose,
      doseUnit: r.doseUnit.symbol,
      method: FertilizationMethodLabel[r.method],
      applications: r.applications,
      intervalDays: r.intervalDays,
      notes: r.notes,
    })),
    perDecare: totals!.perDecare,
  };
}
