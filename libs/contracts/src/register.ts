// The producer's register (Üretici Kayıt Defteri, the second half of B-Reçete): what was
// actually applied and harvested on each production area, recorded against the issued
// prescriptions, and the spray-window planner that proposes when to apply. The paths are our
// design (docs/api.md "Register"). An application or a harvest is never overwritten: a
// correction keeps the earlier version with its reason, a withdrawal keeps the record.
// A TRC lot's spraying or harvest stage and a register record of the same event are one
// event: each is stored once and both views show it (`source`).
import { z } from 'zod';
import { bodyIdSchema, dateField, numberField, optionalNumberField, optionalText, recordIdSchema, requiredText } from './definitions/common';
import { findingSchema } from './findings';
import { textSchema } from './text';
import { HarvestUnits } from './traceability';
import { MAX_PHOTOS_PER_STAGE, PhotoContentTypes } from './traceability-public';

// ---------------------------------------------------------------- enums

/** Who applied: the regulation's authorised applicator, the producer, a professional applicator. */
export const ApplicatorKinds = ['authorised', 'producer', 'professional'] as const;
export type ApplicatorKind = (typeof ApplicatorKinds)[number];
export const ApplicatorKindLabel: Record<ApplicatorKind, string> = {
  authorised: 'Yetkili uygulayıcı',
  producer: 'Üretici',
  professional: 'Profesyonel uygulayıcı',
};
/** Kinds whose certificate number is required. */
export const CertifiedApplicatorKinds: readonly ApplicatorKind[] = ['authorised', 'professional'];

/** The units an applied amount is written in (the product's: liquid or solid). */
export const AppliedAmountUnits = ['ml', 'L', 'g', 'kg'] as const;
export type AppliedAmountUnit = (typeof AppliedAmountUnits)[number];

/** Where a register entry is stored: recorded in RCT's register, or a TRC lot's stage. */
export const RegisterSources = ['rct', 'trc'] as const;
export type RegisterSource = (typeof RegisterSources)[number];
export const RegisterSourceLabel: Record<RegisterSource, string> = { rct: 'Kayıt defteri', trc: 'İzlenebilirlik partisi' };

/** Stable codes of register answers beyond the generic ones. */
export const RegisterErrorCode = {
  /** The same event (area, date, product / harvest) is already recorded, here or as a TRC stage (409). */
  Duplicate: 'REGISTER_DUPLICATE',
  /** The prescription is cancelled, deleted or not an area prescription (409). */
  PrescriptionNotApplicable: 'REGISTER_PRESCRIPTION_NOT_APPLICABLE',
  /** The record was withdrawn: it can no longer be corrected (409). */
  Withdrawn: 'REGISTER_WITHDRAWN',
  /** A correction sent against an older version than the stored one (409). */
  StaleVersion: 'REGISTER_STALE_VERSION',
} as const;

/** The Istanbul calendar date of `at` (YYYY-MM-DD): the day a Turkish field is in. */
export function istanbulDate(at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The Istanbul wall-clock time of `at` (HH:MM). */
export function istanbulTime(at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Istanbul', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
}

/** A date of something that has happened: not after today in Istanbul. */
const pastDateField = (label: string) =>
  dateField(label).refine((v) => v <= istanbulDate(), { error: `${label} bugünden sonra olamaz` });

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const startTimeSchema = textSchema('Başlama saati', { error: 'Başlama saati SS:DD biçiminde olmalıdır' })
  .trim()
  .regex(TIME_PATTERN, { error: 'Başlama saati SS:DD biçiminde olmalıdır (ör. 06:30)' });

const lineKeySchema = textSchema('Reçete satırı', { error: 'Reçetedeki ürünü seçin' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'Reçete satırı geçersiz' });

const reasonSchema = (label: string) =>
  textSchema(label, { error: `${label} zorunludur`, multiline: true })
    .trim()
    .min(3, { error: `${label} en az 3 karakter olmalıdır` })
    .max(500, { error: `${label} en fazla 500 karakter olabilir` });

// ---------------------------------------------------------------- applications

const applicationFields = {
  appliedOn: pastDateField('Uygulama tarihi'),
  startTime: startTimeSchema,
  applicatorKind: z.enum(ApplicatorKinds, { error: 'Uygulayıcı türü yetkili uygulayıcı, üretici ya da profesyonel uygulayıcı olmalıdır' }),
  applicatorName: requiredText('Uygulayıcının adı', 120),
  applicatorCertificateNo: optionalText('Uygulayıcı belge numarası', 40),
  /** Product actually used on the sprayed area, in `amountUnit`. */
  // The smallest step each column keeps (numeric scale): less would be stored as 0.
  amount: numberField('Kullanılan miktar', { positive: true, min: 0.0001, max: 1_000_000 }),
  amountUnit: z.enum(AppliedAmountUnits, { error: 'Miktar birimi ml, L, g ya da kg olmalıdır' }),
  /** Spray liquid used in total, litres. */
  waterVolumeLitres: optionalNumberField('Su miktarı (L)', { positive: true, min: 0.01, max: 10_000_000 }),
  /** The part of the area sprayed, decares (at most the area's size). */
  decares: numberField('Uygulanan alan (da)', { positive: true, min: 0.01, max: 1_000_000 }),
  notes: optionalText('Not', 2000, { multiline: true }),
};

const requireCertificate = (a: { applicatorKind: ApplicatorKind; applicatorCertificateNo: string | null }, ctx: z.RefinementCtx) => {
  if (CertifiedApplicatorKinds.includes(a.applicatorKind) && !a.applicatorCertificateNo) {
    ctx.addIssue({ code: 'custom', path: ['applicatorCertificateNo'], message: `${ApplicatorKindLabel[a.applicatorKind]} için belge numarası zorunludur` });
  }
};

export const FUTURE_START_TIME_MESSAGE = 'Uygulama saati gelecekte olamaz';

// A later day is refused by the date's field; a start time later today is refused here. A
// malformed time already has its own message.
const refuseFutureStart = (a: { appliedOn: string; startTime: string }, ctx: z.RefinementCtx) => {
  const now = new Date();
  if (TIME_PATTERN.test(a.startTime) && a.appliedOn === istanbulDate(now) && a.startTime > istanbulTime(now)) {
    ctx.addIssue({ code: 'custom', path: ['startTime'], message: FUTURE_START_TIME_MESSAGE });
  }
};

const refineApplication = (a: { appliedOn: string; startTime: string; applicatorKind: ApplicatorKind; applicatorCertificateNo: string | null }, ctx: z.RefinementCtx) => {
  requireCertificate(a, ctx);
  refuseFutureStart(a, ctx);
};

/** POST register/application (and …/check): one line of an issued area prescription carried out on its area. */
export const applicationInputSchema = z
  .object({ prescriptionId: bodyIdSchema, prescriptionLineKey: lineKeySchema, ...applicationFields })
  .superRefine(refineApplication);
export type ApplicationInput = z.infer<typeof applicationInputSchema>;
export type ApplicationInputRaw = z.input<typeof applicationInputSchema>;

/** PUT register/application/{id}: a correction; the stored version is kept with the reason. */
export const applicationCorrectionSchema = z
  .object({ ...applicationFields, version: numberField('Sürüm', { integer: true, min: 1, max: 1_000_000 }), reason: reasonSchema('Düzeltme nedeni') })
  .superRefine(refineApplication);
export type ApplicationCorrection = z.infer<typeof applicationCorrectionSchema>;

/** PATCH register/application/{id}/withdraw and register/harvest/{id}/withdraw. */
export const withdrawInputSchema = z.object({ reason: reasonSchema('Geri çekme nedeni') });
export type WithdrawInput = z.infer<typeof withdrawInputSchema>;

export const registerIdParamsSchema = z.object({ id: recordIdSchema });
export const registerPhotoParamsSchema = z.object({ id: recordIdSchema, photoId: recordIdSchema });

/** At most this many photos per application (as per TRC stage). */
export const MAX_PHOTOS_PER_APPLICATION = MAX_PHOTOS_PER_STAGE;
/** POST register/application/{id}/photo: the photo as stored (its bytes at GET …/photo/{photoId}). */
export const registerPhotoSchema = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  contentType: z.enum(PhotoContentTypes),
  byteSize: z.number().int(),
  createdAt: z.string(),
});
export type RegisterPhoto = z.infer<typeof registerPhotoSchema>;
export const registerPhotoResponseSchema = z.object({ data: registerPhotoSchema });

/** The weather at the application's hour, from the weather service's hourly data; stored with the record. */
export const weatherSnapshotSchema = z.object({
  /** Local time of the hour (Europe/Istanbul), YYYY-MM-DDTHH:MM. */
  time: z.string(),
  temperature: z.number(),
  relativeHumidity: z.number(),
  precipitation: z.number(),
  windSpeed: z.number(),
  windGusts: z.number().nullable(),
  deltaT: z.number(),
  /** The planner's rating of that hour. */
  level: z.enum(['good', 'caution', 'unsuitable']),
  reasons: z.array(z.string()),
  fetchedAt: z.string(),
});
export type WeatherSnapshot = z.infer<typeof weatherSnapshotSchema>;

const recordedBySchema = z.object({ id: z.number().int().nullable(), name: z.string() });
const withdrawnSchema = z.object({ at: z.string(), reason: z.string(), by: z.string() }).nullable();

export const registerApplicationSchema = z.object({
  /** The register record's id (source rct) or the lot stage's id (source trc). */
  id: z.number().int(),
  source: z.enum(RegisterSources),
  productionAreaId: z.number().int(),
  areaName: z.string(),
  prescriptionId: z.number().int().nullable(),
  prescriptionNo: z.string().nullable(),
  prescriptionLineKey: z.string().nullable(),
  licenceId: z.number().int(),
  productName: z.string(),
  appliedOn: z.string(),
  startTime: z.string().nullable(),
  applicatorKind: z.enum(ApplicatorKinds).nullable(),
  applicatorName: z.string(),
  applicatorCertificateNo: z.string().nullable(),
  amount: z.number().nullable(),
  amountUnit: z.string().nullable(),
  waterVolumeLitres: z.number().nullable(),
  decares: z.number().nullable(),
  weather: weatherSnapshotSchema.nullable(),
  /** Why no weather was stored (no location, service down, the hour beyond its data); null when stored. */
  weatherUnavailableReason: z.string().nullable(),
  notes: z.string().nullable(),
  photoIds: z.array(z.number().int()),
  /** 1 at recording, +1 per correction. */
  version: z.number().int(),
  withdrawn: withdrawnSchema,
  /** For a TRC stage: its lot. */
  lot: z.object({ id: z.number().int(), code: z.string() }).nullable(),
  /** Outside what the prescription allows: another product, more than the amount, the PHI short of the planned harvest. */
  flags: z.array(findingSchema),
  recordedBy: recordedBySchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RegisterApplication = z.infer<typeof registerApplicationSchema>;
export const registerApplicationResponseSchema = z.object({ data: registerApplicationSchema });

/** POST register/application/check: what saving would flag, without saving. */
export const applicationCheckResultSchema = z.object({ flags: z.array(findingSchema), weather: weatherSnapshotSchema.nullable(), weatherUnavailableReason: z.string().nullable() });
export type ApplicationCheckResult = z.infer<typeof applicationCheckResultSchema>;

// ---------------------------------------------------------------- harvests

const harvestFields = {
  harvestedOn: pastDateField('Hasat tarihi'),
  amount: numberField('Hasat miktarı', { positive: true, min: 0.001, max: 1_000_000_000 }),
  unit: z.enum(HarvestUnits, { error: 'Birim kg, ton, adet ya da kasa olmalıdır' }),
  /** The lot number or the buyer, as the producer writes it. */
  lotOrBuyer: optionalText('Parti / alıcı', 200),
  notes: optionalText('Not', 2000, { multiline: true }),
};

/** POST register/harvest */
export const harvestInputSchema = z.object({ productionAreaId: bodyIdSchema, ...harvestFields });
export type HarvestInput = z.infer<typeof harvestInputSchema>;
export type HarvestInputRaw = z.input<typeof harvestInputSchema>;

/** PUT register/harvest/{id} */
export const harvestCorrectionSchema = z.object({ ...harvestFields, version: numberField('Sürüm', { integer: true, min: 1, max: 1_000_000 }), reason: reasonSchema('Düzeltme nedeni') });
export type HarvestCorrection = z.infer<typeof harvestCorrectionSchema>;

export const registerHarvestSchema = z.object({
  id: z.number().int(),
  source: z.enum(RegisterSources),
  productionAreaId: z.number().int(),
  areaName: z.string(),
  harvestedOn: z.string(),
  amount: z.number(),
  unit: z.enum(HarvestUnits),
  lotOrBuyer: z.string().nullable(),
  notes: z.string().nullable(),
  version: z.number().int(),
  withdrawn: withdrawnSchema,
  lot: z.object({ id: z.number().int(), code: z.string() }).nullable(),
  /** Inside the waiting period of a recorded application. */
  flags: z.array(findingSchema),
  recordedBy: recordedBySchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RegisterHarvest = z.infer<typeof registerHarvestSchema>;
export const registerHarvestResponseSchema = z.object({ data: registerHarvestSchema });

// ---------------------------------------------------------------- history

/** GET register/application/{id}/history and register/harvest/{id}/history: newest first. */
export const registerHistoryEntrySchema = z.object({
  version: z.number().int(),
  kind: z.enum(['recorded', 'corrected', 'withdrawn']),
  at: z.string(),
  by: z.string(),
  reason: z.string().nullable(),
  /** Fields changed by this step: label, value before, value after (Turkish display text). */
  changes: z.array(z.object({ field: z.string(), label: z.string(), before: z.string().nullable(), after: z.string().nullable() })),
});
export type RegisterHistoryEntry = z.infer<typeof registerHistoryEntrySchema>;
export const registerHistoryResponseSchema = z.object({ data: z.array(registerHistoryEntrySchema) });

// ---------------------------------------------------------------- the register

/** GET register/area/{id}, register/producer/{id} (+ /pdf, /export): a season is a calendar year. */
// Strict: the one parameter is optional, so a misspelt one would otherwise answer the current season.
export const registerQuerySchema = z.strictObject({
  season: z.coerce
    .number({ error: 'Sezon bir yıl olmalıdır' })
    .int({ error: 'Sezon bir yıl olmalıdır' })
    .min(2000, { error: 'Sezon 2000 ile 2100 arasında olmalıdır' })
    .max(2100, { error: 'Sezon 2000 ile 2100 arasında olmalıdır' })
    .optional(),
}, { error: 'Yalnızca season (ve dışa aktarmada format) verilebilir' });
export type RegisterQuery = z.infer<typeof registerQuerySchema>;
export const registerExportQuerySchema = registerQuerySchema.extend({
  format: z.enum(['csv', 'xlsx'], { error: 'Biçim csv ya da xlsx olmalıdır' }).default('csv'),
});

export const registerPrescriptionSchema = z.object({
  id: z.number().int(),
  prescriptionNo: z.string(),
  issuedAt: z.string(),
  startDate: z.string(),
  plannedHarvestDate: z.string().nullable(),
  plantName: z.string(),
  prescriberName: z.string(),
  state: z.enum(['issued', 'cancelled']),
  lines: z.array(
    z.object({
      key: z.string(),
      licenceId: z.number().int(),
      tradeName: z.string(),
      dose: z.number(),
      doseUnit: z.string(),
      phiDays: z.number().int().nullable(),
      /** The product the line allows on the whole area, in `amountUnit`; null when the dose is not per area. */
      amountTotal: z.number().nullable(),
      amountUnit: z.string().nullable(),
      /** Recorded applications of this line (rct and trc, not withdrawn). */
      applied: z.number().int(),
    }),
  ),
});
export type RegisterPrescription = z.infer<typeof registerPrescriptionSchema>;

/** One row of the register in date order. */
export const registerEntrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('prescription'), date: z.string(), prescription: registerPrescriptionSchema }),
  z.object({ type: z.literal('application'), date: z.string(), application: registerApplicationSchema }),
  z.object({ type: z.literal('harvest'), date: z.string(), harvest: registerHarvestSchema }),
]);
export type RegisterEntry = z.infer<typeof registerEntrySchema>;

export const seasonCountSchema = z.object({
  kind: z.enum(['product', 'substance']),
  id: z.number().int(),
  name: z.string(),
  count: z.number().int(),
  maxApplications: z.number().int().nullable(),
  source: z.enum(['recorded', 'planned', 'both']),
  text: z.string(),
});

export const areaRegisterSchema = z.object({
  season: z.number().int(),
  area: z.object({ id: z.number().int(), name: z.string(), decares: z.number().nullable(), plantName: z.string().nullable(), province: z.string().nullable(), district: z.string().nullable() }),
  producer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  entries: z.array(registerEntrySchema),
  /** The season counted from what was done (recorded where it exists, planned otherwise). */
  counts: z.array(seasonCountSchema),
  findings: z.array(findingSchema),
});
export type AreaRegister = z.infer<typeof areaRegisterSchema>;
export const areaRegisterResponseSchema = z.object({ data: areaRegisterSchema });

export const producerRegisterSchema = z.object({
  season: z.number().int(),
  producer: z.object({ id: z.number().int(), name: z.string() }),
  areas: z.array(areaRegisterSchema),
});
export type ProducerRegister = z.infer<typeof producerRegisterSchema>;
export const producerRegisterResponseSchema = z.object({ data: producerRegisterSchema });

// ---------------------------------------------------------------- spray-window planner

export const SprayLevels = ['good', 'caution', 'unsuitable'] as const;
export type SprayLevelCode = (typeof SprayLevels)[number];
export const SprayLevelLabel: Record<SprayLevelCode, string> = { good: 'Uygun', caution: 'Dikkat', unsuitable: 'Uygun değil' };

const sprayPeriodSchema = z.object({ start: z.string(), end: z.string(), hours: z.number().int() });

/** The domain's SprayPlan (libs/domain/prescription spray-planner) as sent. */
export const sprayPlanSchema = z.object({
  rainfastHours: z.number(),
  minWindowHours: z.number().int(),
  hours: z.array(
    z.object({
      time: z.string(),
      temperature: z.number(),
      relativeHumidity: z.number(),
      precipitation: z.number(),
      precipitationProbability: z.number().nullable(),
      windSpeed: z.number(),
      windGusts: z.number().nullable(),
      level: z.enum(SprayLevels),
      reasons: z.array(z.string()),
      deltaT: z.number(),
      rainFreeHours: z.number().int(),
    }),
  ),
  nextGoodWindow: sprayPeriodSchema.extend({ text: z.string() }).nullable(),
  days: z.array(
    z.object({
      date: z.string(),
      level: z.enum(SprayLevels),
      counts: z.object({ good: z.number().int(), caution: z.number().int(), unsuitable: z.number().int() }),
      goodPeriods: z.array(sprayPeriodSchema),
      text: z.string(),
    }),
  ),
});
export type SprayPlanDto = z.infer<typeof sprayPlanSchema>;

/**
 * GET productionArea/{id}/spray-plan, prescription/{id}/spray-plan and the public
 * prescription's spray plan: the next 72 hours, or why there is none (no location, the
 * weather service down).
 */
export const areaSprayPlanSchema = z.discriminatedUnion('available', [
  z.object({ available: z.literal(true), fetchedAt: z.string(), plan: sprayPlanSchema }),
  z.object({ available: z.literal(false), reason: z.string() }),
]);
export type AreaSprayPlanDto = z.infer<typeof areaSprayPlanSchema>;
export const areaSprayPlanResponseSchema = z.object({ data: areaSprayPlanSchema });

/** The longest rainfast time a label gives is a few hours; 72 is the plan's own reach. */
export const MAX_RAINFAST_HOURS = 72;

/**
 * GET production-area/{id}/spray-plan?rainfastHours: the product's rainfast time in whole or
 * part hours (0–72; absent or 0: no label value, the planner assumes 6 hours).
 */
export const sprayPlanQuerySchema = z.strictObject(
  {
    rainfastHours: z.coerce
      .number({ error: 'Yağmura dayanıklılık süresi bir sayı olmalıdır' })
      .min(0, { error: 'Yağmura dayanıklılık süresi 0 ile 72 saat arasında olmalıdır' })
      .max(MAX_RAINFAST_HOURS, { error: 'Yağmura dayanıklılık süresi 0 ile 72 saat arasında olmalıdır' })
      .optional(),
  },
  { error: 'Yalnızca rainfastHours verilebilir' },
);
export type SprayPlanQuery = z.input<typeof sprayPlanQuerySchema>;
