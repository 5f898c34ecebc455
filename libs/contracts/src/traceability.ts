// Traceability (TRC; DESIGN.md §8 "Traceability (TRC)"). A lot is one production area
// × plant × season of a TRC member; field controllers record its stages in order (the B-Reçete
// "Üretici Kayıt Defteri"), and every spraying before a harvest is checked against the product's
// PHI. The paths are our design (docs/api.md "Traceability").
import { z } from 'zod';
import { bodyIdSchema, dateField, listQuerySchema, numberField, optionalNumberField, optionalText, recordIdSchema, requiredText } from './definitions/common';
import { textSchema } from './text';

// ---------------------------------------------------------------- stage kinds

/** The stages in their order in a season. */
export const StageKinds = ['sowing', 'planting', 'irrigation', 'fertilization', 'spraying', 'harvest', 'packing'] as const;
export type StageKind = (typeof StageKinds)[number];
export const StageKindLabel: Record<StageKind, string> = {
  sowing: 'Ekim',
  planting: 'Dikim',
  irrigation: 'Sulama',
  fertilization: 'Gübreleme',
  spraying: 'İlaçlama',
  harvest: 'Hasat',
  packing: 'Paketleme',
};
/** 0 … 6: the order a season goes through. */
export const StageOrder: Record<StageKind, number> = Object.fromEntries(StageKinds.map((k, i) => [k, i])) as Record<StageKind, number>;
export const stageKindSchema = z.enum(StageKinds, { error: 'Aşama türü geçersiz' });

export const HarvestUnits = ['kg', 'ton', 'adet', 'kasa'] as const;
export type HarvestUnit = (typeof HarvestUnits)[number];
export const HarvestUnitLabel: Record<HarvestUnit, string> = { kg: 'kg', ton: 'ton', adet: 'adet', kasa: 'kasa' };

export const LotStatuses = ['open', 'closed'] as const;
export type LotStatus = (typeof LotStatuses)[number];
export const LotStatusLabel: Record<LotStatus, string> = { open: 'Açık', closed: 'Kapalı' };

/** Where the phone's point lies against the area's polygon; null when no point was sent. */
export const LocationChecks = ['inside', 'outside', 'no-polygon'] as const;
export type LocationCheck = (typeof LocationChecks)[number];
export const LocationCheckLabel: Record<LocationCheck, string> = {
  inside: 'Alan içinde',
  outside: 'Alan dışında',
  'no-polygon': 'Alanın sınırı çizilmemiş',
};

/** Stable codes of traceability answers beyond the generic ones. */
export const TraceabilityErrorCode = {
  /** A harvest inside a spraying's PHI, sent without `phiOverrideReason` (409). */
  PhiNotKept: 'TRC_PHI_NOT_KEPT',
  /** A stage out of order: a harvest before sowing/planting, a packing before a harvest (409). */
  StageOrder: 'TRC_STAGE_ORDER',
  /** The lot is closed: no stage can be added or deleted (409). */
  LotClosed: 'TRC_LOT_CLOSED',
  /** The caller's member does not use the TRC application (403). */
  NotTrcMember: 'TRC_NOT_MEMBER',
} as const;

// ---------------------------------------------------------------- lots

/** GS1 GTIN-8/12/13/14: digits only here; the check digit is verified by @portal/domain/traceability. */
export const gtinSchema = textSchema('GTIN', { error: 'GTIN metin olmalıdır' })
  .trim()
  .regex(/^(\d{8}|\d{12}|\d{13}|\d{14})$/, { error: 'GTIN 8, 12, 13 ya da 14 haneli olmalıdır' });

const lotBody = {
  productionAreaId: bodyIdSchema,
  plantId: bodyIdSchema,
  variety: optionalText('Çeşit', 100),
  /** A year (`2026`) or a label (`2026 güz`). */
  season: requiredText('Sezon', 40),
  gtin: gtinSchema.nullish().transform((v) => (v ? v : null)),
  /** The producer agreed that their first name is shown on the consumer page. */
  consumerFirstNameConsent: z.boolean({ error: 'Ad gösterme izni evet ya da hayır olmalıdır' }).default(false),
};

/** POST lot */
export const lotInputSchema = z.object(lotBody);
export type LotInput = z.infer<typeof lotInputSchema>;
/** PUT lot/{id}: the same fields but the area, which stays (a lot is of one area). */
export const lotEditSchema = z.object(lotBody).omit({ productionAreaId: true });
export type LotEdit = z.infer<typeof lotEditSchema>;
/** PATCH lot/{id}/status */
export const lotStatusInputSchema = z.object({ status: z.enum(LotStatuses, { error: 'Durum open ya da closed olmalıdır' }) });
export type LotStatusInput = z.infer<typeof lotStatusInputSchema>;

export const LotSortKeys = ['code', 'createdAt', 'season'] as const;
/** GET lot */
export const lotListQuerySchema = listQuerySchema(LotSortKeys).omit({ status: true, id: true }).extend({
  status: z.enum(LotStatuses, { error: 'Durum open ya da closed olmalıdır' }).optional(),
  productionAreaId: recordIdSchema.optional(),
  plantId: recordIdSchema.optional(),
});
export type LotListQuery = z.infer<typeof lotListQuerySchema>;

export const lotIdParamsSchema = z.object({ id: recordIdSchema });
export const stageIdParamsSchema = z.object({ id: recordIdSchema, stageId: recordIdSchema });

export const lotSchema = z.object({
  id: z.number().int(),
  /** TRC-2026-000123: gap-free per member and year. */
  code: z.string(),
  productionArea: z.object({ id: z.number().int(), name: z.string(), province: z.string(), district: z.string() }),
  producer: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
  plant: z.object({ id: z.number().int(), name: z.string() }),
  variety: z.string().nullable(),
  season: z.string(),
  gtin: z.string().nullable(),
  consumerFirstNameConsent: z.boolean(),
  status: z.enum(LotStatuses),
  /** The latest stage recorded, for the controller's list. */
  lastStage: z.object({ kind: stageKindSchema, date: z.string() }).nullable(),
  createdAt: z.string(),
});
export type Lot = z.infer<typeof lotSchema>;
export const lotListSchema = z.object({ data: z.array(lotSchema), count: z.number().int() });
export type LotList = z.infer<typeof lotListSchema>;

// ---------------------------------------------------------------- stages

export const stageLocationSchema = z.object({
  lat: numberField('Enlem', { min: -90, max: 90 }),
  lon: numberField('Boylam', { min: -180, max: 180 }),
  accuracyM: optionalNumberField('Konum doğruluğu (m)', { min: 0, max: 100_000 }).optional(),
});
export type StageLocation = z.infer<typeof stageLocationSchema>;

const prescriptionLineKeySchema = textSchema('Reçete satırı', { error: 'Reçete satırı gerekli' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'Reçete satırı geçersiz' });

/**
 * POST lot/{id}/stage and …/stage/check. A spraying names a prescription's line
 * (`prescriptionId` + `prescriptionLineKey`) or a product directly (`licenceId` + `dose` +
 * `doseUnitId`), never both. `clientId` is the phone's idempotency key.
 */
export const stageInputSchema = z
  .object({
    clientId: textSchema('İstemci kimliği', { error: 'İstemci kimliği zorunludur' })
      .trim()
      .toLowerCase()
      .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, { error: 'İstemci kimliği geçerli bir UUID olmalıdır' }),
    kind: stageKindSchema,
    date: dateField('Tarih'),
    notes: optionalText('Not', 2000, { multiline: true }),
    location: stageLocationSchema.nullish().transform((v) => v ?? null),
    prescriptionId: bodyIdSchema.nullish().transform((v) => v ?? null),
    prescriptionLineKey: prescriptionLineKeySchema.nullish().transform((v) => v ?? null),
    licenceId: bodyIdSchema.nullish().transform((v) => v ?? null),
    dose: optionalNumberField('Doz', { positive: true, max: 1_000_000 }),
    doseUnitId: bodyIdSchema.nullish().transform((v) => v ?? null),
    amount: optionalNumberField('Miktar', { positive: true, max: 1_000_000_000 }),
    unit: z.enum(HarvestUnits, { error: 'Birim kg, ton, adet ya da kasa olmalıdır' }).nullish().transform((v) => v ?? null),
    packages: optionalNumberField('Koli sayısı', { positive: true, integer: true, max: 10_000_000 }),
    packageUnit: optionalText('Ambalaj', 40),
    phiOverrideReason: optionalText('Bekleme süresi gerekçesi', 500, { multiline: true }),
  })
  .superRefine((s, ctx) => {
    const fromPrescription = s.prescriptionId !== null || s.prescriptionLineKey !== null;
    const direct = s.licenceId !== null || s.dose !== null || s.doseUnitId !== null;
    if (s.kind === 'spraying') {
      if (fromPrescription && direct) {
        ctx.addIssue({ code: 'custom', path: ['prescriptionId'], message: 'İlaçlama ya reçeteden ya da doğrudan ürünle girilir, ikisi birden değil' });
      } else if (fromPrescription) {
        if (s.prescriptionId === null) ctx.addIssue({ code: 'custom', path: ['prescriptionId'], message: 'Reçete seçin' });
        if (s.prescriptionLineKey === null) ctx.addIssue({ code: 'custom', path: ['prescriptionLineKey'], message: 'Reçetedeki ürünü seçin' });
      } else {
        if (s.licenceId === null) ctx.addIssue({ code: 'custom', path: ['licenceId'], message: 'Reçete ya da ürün seçin' });
        if (s.dose === null) ctx.addIssue({ code: 'custom', path: ['dose'], message: 'Doz zorunludur' });
        if (s.doseUnitId === null) ctx.addIssue({ code: 'custom', path: ['doseUnitId'], message: 'Doz birimi seçin' });
      }
    } else if (fromPrescription || direct) {
      ctx.addIssue({ code: 'custom', path: ['kind'], message: 'Reçete ve ürün yalnızca ilaçlama aşamasında girilir' });
    }
    if (s.kind === 'harvest') {
      if (s.amount === null) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Hasat miktarı zorunludur' });
      if (s.unit === null) ctx.addIssue({ code: 'custom', path: ['unit'], message: 'Hasat birimi seçin' });
    } else {
      if (s.amount !== null || s.unit !== null) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Miktar yalnızca hasat aşamasında girilir' });
      if (s.phiOverrideReason !== null) ctx.addIssue({ code: 'custom', path: ['phiOverrideReason'], message: 'Bekleme süresi gerekçesi yalnızca hasatta girilir' });
    }
    if (s.kind !== 'packing' && (s.packages !== null || s.packageUnit !== null)) {
      ctx.addIssue({ code: 'custom', path: ['packages'], message: 'Koli bilgisi yalnızca paketleme aşamasında girilir' });
    }
  });
export type StageInput = z.infer<typeof stageInputSchema>;
export type StageInputRaw = z.input<typeof stageInputSchema>;

export const stageSchema = z.object({
  id: z.number().int(),
  lotId: z.number().int(),
  clientId: z.string(),
  kind: stageKindSchema,
  date: z.string(),
  recordedBy: z.object({ id: z.number().int(), name: z.string() }),
  notes: z.string().nullable(),
  location: z.object({ lat: z.number(), lon: z.number(), accuracyM: z.number().nullable() }).nullable(),
  locationCheck: z.enum(LocationChecks).nullable(),
  prescriptionId: z.number().int().nullable(),
  prescriptionNo: z.string().nullable(),
  prescriptionLineKey: z.string().nullable(),
  licenceId: z.number().int().nullable(),
  /** The product's trade name as recorded. */
  productName: z.string().nullable(),
  dose: z.number().nullable(),
  doseUnitId: z.number().int().nullable(),
  doseUnit: z.string().nullable(),
  /** The PHI (days) of the product on the lot's plant at recording; null when none is registered. */
  phiDays: z.number().int().nullable(),
  amount: z.number().nullable(),
  unit: z.enum(HarvestUnits).nullable(),
  packages: z.number().int().nullable(),
  packageUnit: z.string().nullable(),
  phiOverrideReason: z.string().nullable(),
  /** A harvest recorded inside a PHI (with a reason): shown red on the lot. */
  phiFlagged: z.boolean(),
  photoIds: z.array(z.number().int()),
  createdAt: z.string(),
  /**
   * trc: a stage of this lot. rct: an application or harvest of the producer's register on the
   * lot's area in the lot's season, shown read-only (one event, stored once: in the register).
   */
  source: z.enum(['trc', 'rct']).default('trc'),
  /** For source rct: the register record's id (register/application/{id} or register/harvest/{id}). */
  registerRecordId: z.number().int().nullable().default(null),
});
export type Stage = z.infer<typeof stageSchema>;
export const stageListSchema = z.object({ data: z.array(stageSchema) });

// ---------------------------------------------------------------- PHI compliance

/** One spraying before a harvest against that harvest (or the next one to come). */
export const phiCheckSchema = z.object({
  sprayingStageId: z.number().int().nullable(),
  product: z.string(),
  sprayedOn: z.string(),
  phiDays: z.number().int().nullable(),
  /** sprayedOn + phiDays: the first day a harvest is allowed; null without a PHI. */
  earliestHarvest: z.string().nullable(),
  harvestStageId: z.number().int().nullable().optional(),
  harvestDate: z.string().nullable().optional(),
  ok: z.boolean(),
});
export type PhiCheck = z.infer<typeof phiCheckSchema>;

/** GET lot/{id}/compliance */
export const complianceSchema = z.object({
  compliant: z.boolean(),
  /** The first day every spraying so far allows a harvest; null when none constrains. */
  earliestHarvest: z.string().nullable(),
  checks: z.array(phiCheckSchema),
});
export type Compliance = z.infer<typeof complianceSchema>;

/** POST lot/{id}/stage/check: what saving would say, without saving. */
export const stageCheckResultSchema = z.object({
  ok: z.boolean(),
  /** Blocking problems (order, closed lot, a PHI not kept without a reason). */
  errors: z.array(z.object({ code: z.string(), message: z.string() })),
  locationCheck: z.enum(LocationChecks).nullable(),
  /** For a harvest: the PHI checks it would be judged by. */
  phi: z.array(phiCheckSchema),
  phiFlagged: z.boolean(),
});
export type StageCheckResult = z.infer<typeof stageCheckResultSchema>;
