// The fertilization plan being written: kept per route in sessionStorage under the
// prescriptions' draft prefix, so it survives a reload and logout removes it with the others
// (state/draft.ts clearAllDrafts). Read back through a schema: a draft of another client
// version starts afresh. The body sent, the client's field errors (the contracts' schema
// itself) and the domain rows for the live totals are all made from it here.
import {
  FertilizationMethods,
  FertilizationStages,
  fertilizationTemplateInputSchema,
  type FertilizationTemplateInput,
  type PlantNutritionProduct,
  type Prescription,
  type Unit,
} from '@portal/contracts';
import type { NutritionProductInfo, PlanRow } from '@portal/domain/fertilization';
import type { DoseUnit } from '@portal/domain/prescription';
import { schemaErrors } from '@portal/shared/ui';
import type { FormErrors } from '@mantine/form';
import { z } from 'zod';
import { DRAFT_STORAGE_PREFIX } from '../state/draft';

const rowDraftSchema = z.object({
  key: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
  stage: z.enum(FertilizationStages),
  windowStart: z.string().nullable(),
  windowEnd: z.string().nullable(),
  productId: z.number().int().positive().nullable(),
  dose: z.number().nullable(),
  doseUnitId: z.number().int().positive().nullable(),
  waterVolume: z.number().nullable(),
  method: z.enum(FertilizationMethods),
  applications: z.number().nullable(),
  intervalDays: z.number().nullable(),
  notes: z.string(),
});
export type PlanRowDraft = z.infer<typeof rowDraftSchema>;

export const planDraftSchema = z.object({
  title: z.string(),
  plant: z.object({ id: z.number().int().positive(), name: z.string() }).nullable(),
  plantingType: z.number().int().nullable(),
  info: z.string(),
  rows: z.array(rowDraftSchema),
  acknowledgedFindings: z.array(z.string()),
});
export type PlanDraft = z.infer<typeof planDraftSchema>;

/** The sessionStorage key of a route's plan: a new one, or the template `id` being edited. */
export const planStorageKey = (id: number | null) => `${DRAFT_STORAGE_PREFIX}gubreleme-yaz${id === null ? '' : `/${id}`}`;

let serial = 0;
/** A row key unique in the plan (findings and acknowledgements name it). */
export const newRowKey = () => `p${Date.now().toString(36)}${(serial++).toString(36)}`;

export function emptyRow(seed: Partial<PlanRowDraft> = {}): PlanRowDraft {
  return { key: newRowKey(), stage: 'vegetative', windowStart: null, windowEnd: null, productId: null, dose: null, doseUnitId: null, waterVolume: null, method: 'drip', applications: 1, intervalDays: null, notes: '', ...seed };
}

export function emptyPlan(): PlanDraft {
  return { title: '', plant: null, plantingType: null, info: '', rows: [emptyRow({ stage: 'before-planting', method: 'base' })], acknowledgedFindings: [] };
}

/** A template as the editor opens it (PUT …/edit sends the same fields back). */
export function planDraftOf(p: Prescription): PlanDraft {
  return {
    title: p.title ?? '',
    plant: { id: p.plantId, name: p.plant.name },
    plantingType: p.plantingType,
    info: p.fertilizationInfo ?? '',
    rows: p.fertilizationPlans.map((r) => ({
      key: r.key,
      stage: r.stage,
      windowStart: r.windowStart,
      windowEnd: r.windowEnd,
      productId: r.plantNutritionProductId,
      dose: r.dose,
      doseUnitId: r.doseUnit.id,
      waterVolume: r.waterVolume,
      method: r.method,
      applications: r.applications,
      intervalDays: r.intervalDays,
      notes: r.notes ?? '',
    })),
    acknowledgedFindings: p.acknowledgements.map((a) => a.key),
  };
}

/** What is sent: the spec §7 names; an empty field as the API reads it (it answers 400 on it). */
export function planBodyOf(d: PlanDraft): FertilizationTemplateInput {
  return {
    plantId: d.plant?.id ?? 0,
    plantingType: d.plantingType as FertilizationTemplateInput['plantingType'],
    fertilizationInfo: d.info.trim() || null,
    prescriptionTitle: d.title.trim(),
    fertilizationPlans: d.rows.map((r) => ({
      key: r.key,
      stage: r.stage,
      windowStart: r.windowStart,
      windowEnd: r.windowEnd,
      plantNutritionProductId: r.productId ?? 0,
      dose: r.dose ?? 0,
      doseUnitId: r.doseUnitId ?? 0,
      waterVolume: r.waterVolume,
      method: r.method,
      applications: r.applications ?? 0,
      intervalDays: r.intervalDays,
      notes: r.notes.trim() || null,
    })),
    acknowledgedFindings: d.acknowledgedFindings,
  };
}

/** The contracts' own rules, keyed as the API's 400 keys them ('fertilizationPlans.2.dose'). */
export function planErrors(d: PlanDraft): FormErrors {
  const errors = schemaErrors(fertilizationTemplateInputSchema, planBodyOf(d));
  // A missing choice reads better than "a positive number".
  if (!d.plant) errors['plantId'] = 'Bitki seçin';
  d.rows.forEach((r, i) => {
    if (r.productId === null) errors[`fertilizationPlans.${i}.plantNutritionProductId`] = 'Ürün seçin';
    if (r.doseUnitId === null) errors[`fertilizationPlans.${i}.doseUnitId`] = 'Doz birimi seçin';
    if (r.dose === null) errors[`fertilizationPlans.${i}.dose`] = 'Dozu girin';
  });
  return errors;
}

/** A plant, and every row with its product, dose and unit: what the live totals and checks need first. */
export const planComplete = (d: PlanDraft) => d.plant !== null && d.rows.length > 0 && d.rows.every((r) => r.productId !== null && r.dose !== null && r.dose > 0 && r.doseUnitId !== null);

/**
 * Ready for the live checks: complete, and a body the contract accepts. Anything else the API
 * answers 400, e.g. while several applications wait for their interval to be typed.
 */
export const planCheckable = (d: PlanDraft) => planComplete(d) && fertilizationTemplateInputSchema.safeParse(planBodyOf(d)).success;

export function doseUnitOf(u: Pick<Unit, 'id' | 'symbol' | 'kind' | 'amountUnit' | 'perQuantity' | 'perUnit'>): DoseUnit | null {
  if (u.kind !== 'dose-area' && u.kind !== 'dose-water' && u.kind !== 'dose-plant' && u.kind !== 'dose-seed') return null;
  return { id: u.id, symbol: u.symbol, kind: u.kind, amountUnit: u.amountUnit, perQuantity: u.perQuantity, perUnit: u.perUnit };
}

/** The reference products as the domain's arithmetic reads them. */
export function productInfoOf(p: PlantNutritionProduct, units: ReadonlyMap<number, DoseUnit>): NutritionProductInfo {
  return {
    id: p.id,
    name: p.name,
    active: p.status,
    form: p.form,
    composition: {
      nitrogen: p.nitrogen,
      phosphorusPentoxide: p.phosphorusPentoxide,
      potassiumOxide: p.potassiumOxide,
      calciumOxide: p.calciumOxide,
      magnesiumOxide: p.magnesiumOxide,
      sulphurTrioxide: p.sulphurTrioxide,
      iron: p.iron,
      manganese: p.manganese,
      zinc: p.zinc,
      copper: p.copper,
      boron: p.boron,
      molybdenum: p.molybdenum,
    },
    doseMin: p.doseMin,
    doseMax: p.doseMax,
    doseUnit: p.unitId === null ? null : (units.get(p.unitId) ?? null),
  };
}

/** The rows the live totals can count (a row still missing its product, dose or unit is left out). */
export function domainRowsOf(d: PlanDraft, units: ReadonlyMap<number, DoseUnit>): PlanRow[] {
  return d.rows.flatMap((r) => {
    const unit = r.doseUnitId === null ? undefined : units.get(r.doseUnitId);
    if (r.productId === null || r.dose === null || !(r.dose > 0) || !unit) return [];
    return [{ key: r.key, stage: r.stage, windowStart: r.windowStart, windowEnd: r.windowEnd, plantNutritionProductId: r.productId, dose: r.dose, doseUnit: unit, waterVolume: r.waterVolume, method: r.method, applications: r.applications ?? 1, intervalDays: r.intervalDays }];
  });
}
