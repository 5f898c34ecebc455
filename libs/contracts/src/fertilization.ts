// Fertilization plans (gübreleme planı) and instruction templates: spec §2 (`gubreleme-yaz`),
// §3 "Prescription" (fertilizationInfo, fertilizationPlans), "Instruction template", §4 (a
// plan row is set or removed by index), §7 (the three calls, their body names exactly),
// kinds Fertilization 4 and FertilizationToProducer 5. What the spec leaves open
// (a plan row's fields, how `producers` names an area) is ours, in docs/api.md.
//
// A plan written on `gubreleme-yaz` is saved as the member's template (kind 4): editable,
// listed among the instruction templates. Sent to producers it becomes one kind-5 plan per
// producer (or per area), issued with a number and final like any prescription.
import { z } from 'zod';
import { bodyIdSchema, dateField, numberField, optionalText, requiredText } from './definitions/common';
import { NutrientFields, type NutrientKey } from './definitions/plant-nutrition-product';
import { PrescriptionKind } from './enums';
import { plantingTypeSchema } from './producers';
import { findingKeySchema, findingSchema } from './findings';
import { textSchema } from './text';

/** Growth stages a plan row is given for; `date-window` is a window of dates instead. */
export const FertilizationStages = ['before-planting', 'planting', 'vegetative', 'flowering', 'fruit-set', 'fruit-growth', 'ripening', 'post-harvest', 'date-window'] as const;
export type FertilizationStage = (typeof FertilizationStages)[number];
export const FertilizationStageLabel: Record<FertilizationStage, string> = {
  'before-planting': 'Dikim öncesi',
  planting: 'Dikim',
  vegetative: 'Vejetatif gelişme',
  flowering: 'Çiçeklenme',
  'fruit-set': 'Meyve tutumu',
  'fruit-growth': 'Meyve büyümesi',
  ripening: 'Olgunlaşma',
  'post-harvest': 'Hasat sonrası',
  'date-window': 'Tarih aralığı',
};

/** How a row's product is applied: base dressing, through the drip line, on the leaves. */
export const FertilizationMethods = ['base', 'drip', 'foliar'] as const;
export type FertilizationMethod = (typeof FertilizationMethods)[number];
export const FertilizationMethodLabel: Record<FertilizationMethod, string> = {
  base: 'Taban gübresi',
  drip: 'Damla sulama',
  foliar: 'Yapraktan',
};

export const MAX_PLAN_ROWS = 40;
export const MAX_PLAN_APPLICATIONS = 60;
/** At most this many producers (or areas) in one send. */
export const MAX_PLAN_RECIPIENTS = 200;

const rowKeySchema = textSchema('Satır', { error: 'Satır anahtarı gerekli' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'Satır anahtarı harf, rakam, - ya da _ olmalıdır' });

const optionalDate = (label: string) =>
  z
    .union([dateField(label), z.null()])
    .optional()
    .transform((v) => v ?? null);

/** One row of a plan (spec §3 fertilizationPlans). */
export const fertilizationPlanRowInputSchema = z
  .object({
    /** The client's id of the row: findings name it. */
    key: rowKeySchema,
    stage: z.enum(FertilizationStages, { error: 'Dönem seçin' }),
    windowStart: optionalDate('Başlangıç tarihi'),
    windowEnd: optionalDate('Bitiş tarihi'),
    plantNutritionProductId: bodyIdSchema,
    /** Per decare (a dose-area unit) or per 100 L of spray water (a dose-water unit, foliar). */
    dose: numberField('Doz', { positive: true, max: 1_000_000 }),
    doseUnitId: bodyIdSchema,
    /** Spray water, litres per decare: turns a per-100-L dose into a per-decare amount. */
    waterVolume: numberField('Su miktarı (L/da)', { positive: true, max: 10_000 })
      .nullish()
      .transform((v) => v ?? null),
    method: z.enum(FertilizationMethods, { error: 'Uygulama şekli taban, damla ya da yapraktan olmalıdır' }),
    applications: numberField('Uygulama sayısı', { integer: true, min: 1, max: MAX_PLAN_APPLICATIONS }).default(1),
    /** Days between two applications of the row. */
    intervalDays: numberField('Uygulama aralığı (gün)', { integer: true, min: 1, max: 365 })
      .nullish()
      .transform((v) => v ?? null),
    notes: optionalText('Not', 300),
  })
  .superRefine((row, ctx) => {
    if (row.stage === 'date-window') {
      if (!row.windowStart) ctx.addIssue({ code: 'custom', path: ['windowStart'], message: 'Tarih aralığının başlangıcını girin' });
      if (!row.windowEnd) ctx.addIssue({ code: 'custom', path: ['windowEnd'], message: 'Tarih aralığının bitişini girin' });
    }
    if (row.windowStart && row.windowEnd && row.windowStart > row.windowEnd) ctx.addIssue({ code: 'custom', path: ['windowEnd'], message: 'Bitiş tarihi başlangıçtan önce olamaz' });
    if (row.applications > 1 && row.intervalDays === null) ctx.addIssue({ code: 'custom', path: ['intervalDays'], message: 'Birden çok uygulamada aralığı (gün) girin' });
  });
export type FertilizationPlanRowInput = z.infer<typeof fertilizationPlanRowInputSchema>;

const acknowledgedFindings = z.array(findingKeySchema).max(100).default([]);

/** POST prescription/fertilization-template and PUT prescription/{id}/edit (spec §7, the same fields). */
export const fertilizationTemplateInputSchema = z.object({
  plantId: bodyIdSchema,
  plantingType: z.union([...plantingTypeSchema.options, z.null()], { error: 'Dikim şekli tohum, fide ya da fidan olmalıdır' }).default(null),
  /** General fertilization info printed above the rows. */
  fertilizationInfo: optionalText('Genel gübreleme bilgisi', 4000, { multiline: true }),
  prescriptionTitle: requiredText('Plan başlığı', 150),
  fertilizationPlans: z
    .array(fertilizationPlanRowInputSchema, { error: 'Plan satırları gerekli' })
    .min(1, { error: 'En az bir plan satırı ekleyin' })
    .max(MAX_PLAN_ROWS, { error: `En fazla ${MAX_PLAN_ROWS} plan satırı eklenebilir` })
    .refine((rows) => new Set(rows.map((r) => r.key)).size === rows.length, { error: 'Satır anahtarları tekil olmalıdır' }),
  /** The warnings the writer read and accepts (finding keys). */
  acknowledgedFindings,
});
export type FertilizationTemplateInput = z.infer<typeof fertilizationTemplateInputSchema>;

/** A recipient: a producer id (the plan's totals per decare), or a producer with one of their areas (its size used for the totals). */
export const planRecipientSchema = z.union(
  [bodyIdSchema.transform((producerId) => ({ producerId, productionAreaId: null as number | null })), z.object({ producerId: bodyIdSchema, productionAreaId: z.union([bodyIdSchema, z.null()]).default(null) })],
  { error: 'Üretici bir kayıt numarası ya da { producerId, productionAreaId } olmalıdır' },
);

/** POST prescription/fertilization-template-to-producer (spec §7): one kind-5 plan per recipient. */
export const fertilizationToProducerInputSchema = z.object({
  prescriptionId: bodyIdSchema,
  producers: z
    .array(planRecipientSchema, { error: 'Üretici listesi gerekli' })
    .min(1, { error: 'En az bir üretici seçin' })
    .max(MAX_PLAN_RECIPIENTS, { error: `En fazla ${MAX_PLAN_RECIPIENTS} üretici seçilebilir` })
    .refine((list) => new Set(list.map((r) => `${r.producerId}:${r.productionAreaId ?? ''}`)).size === list.length, { error: 'Aynı üretici ya da alan iki kez seçilemez' }),
  acknowledgedFindings,
});
export type FertilizationToProducerInput = z.infer<typeof fertilizationToProducerInputSchema>;
/** What a client sends: a recipient may be a bare producer id. */
export type FertilizationToProducerBody = z.input<typeof fertilizationToProducerInputSchema>;

export const fertilizationSentSchema = z.object({
  data: z.array(
    z.object({
      producerId: z.number().int(),
      productionAreaId: z.number().int().nullable(),
      id: z.number().int(),
      prescriptionNo: z.string(),
    }),
  ),
});

// ---------------------------------------------------------------- what is read

const nutrientAmountsShape = Object.fromEntries(NutrientFields.map((f) => [f.key, z.number()])) as Record<NutrientKey, z.ZodNumber>;
/** kg of each nutrient (oxide forms as declared) per decare. */
export const nutrientAmountsSchema = z.object(nutrientAmountsShape);
export type NutrientAmounts = z.infer<typeof nutrientAmountsSchema>;

/** What a plan row printed: the product as it was on the day. */
export const fertilizationPlanRowSchema = z.object({
  key: z.string(),
  position: z.number().int(),
  stage: z.enum(FertilizationStages),
  windowStart: z.string().nullable(),
  windowEnd: z.string().nullable(),
  plantNutritionProductId: z.number().int(),
  productName: z.string(),
  companyName: z.string().nullable(),
  /** % by weight as declared (null: not declared). */
  composition: z.object(Object.fromEntries(NutrientFields.map((f) => [f.key, z.number().nullable()])) as Record<NutrientKey, z.ZodNullable<z.ZodNumber>>),
  dose: z.number(),
  doseUnit: z.object({ id: z.number().int(), symbol: z.string() }),
  waterVolume: z.number().nullable(),
  method: z.enum(FertilizationMethods),
  applications: z.number().int(),
  intervalDays: z.number().int().nullable(),
  notes: z.string().nullable(),
});
export type FertilizationPlanRow = z.infer<typeof fertilizationPlanRowSchema>;

export const nutrientTotalsSchema = z.object({
  perDecare: nutrientAmountsSchema,
  stages: z.array(z.object({ stage: z.enum(FertilizationStages), label: z.string(), perDecare: nutrientAmountsSchema })),
  /** The plan's size (an area's decares) and the totals for it; null without a size. */
  decares: z.number().nullable(),
  forArea: nutrientAmountsSchema.nullable(),
  /** Rows left out of the totals (a per-100-L dose without water, a per-tree dose…). */
  notComputed: z.array(z.string()),
  /** A liquid's litres were taken as kilograms (density 1). */
  densityAssumed: z.boolean(),
});
export type NutrientTotalsDto = z.infer<typeof nutrientTotalsSchema>;

/** The fertilization part of a prescription's record (kinds 4 and 5). */
export const fertilizationRecordSchema = z.object({
  fertilizationInfo: z.string().nullable(),
  fertilizationPlans: z.array(fertilizationPlanRowSchema),
  nutrientTotals: nutrientTotalsSchema.nullable(),
  /** A kind-5 plan: the template it was sent from. */
  template: z.object({ id: z.number().int(), title: z.string().nullable() }).nullable(),
});

/** Instruction templates (spec §3: id, name, type), with what the picker shows. */
export const instructionTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.literal(PrescriptionKind.Fertilization),
  plantName: z.string(),
  rowCount: z.number().int(),
  updatedAt: z.string(),
});
export type InstructionTemplate = z.infer<typeof instructionTemplateSchema>;

/** POST prescription/fertilization-check: the template body, answered with the findings. */
export const fertilizationCheckResultSchema = z.object({
  findings: z.array(findingSchema),
  blocking: z.array(z.string()),
  toAcknowledge: z.array(z.string()),
  canIssue: z.boolean(),
  nutrientTotals: nutrientTotalsSchema,
});
export type FertilizationCheckResult = z.infer<typeof fertilizationCheckResultSchema>;

/** What the public page of a plan shows (GET prescription/verify/{link}). */
export const publicFertilizationSchema = z.object({
  info: z.string().nullable(),
  rows: z.array(
    z.object({
      stage: z.string(),
      window: z.string().nullable(),
      productName: z.string(),
      dose: z.number(),
      doseUnit: z.string(),
      method: z.string(),
      applications: z.number().int(),
      intervalDays: z.number().int().nullable(),
      notes: z.string().nullable(),
    }),
  ),
  perDecare: nutrientAmountsSchema,
});
