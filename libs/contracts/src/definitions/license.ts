// ruhsat-tanimi (DESIGN.md §8 "Licence"): a licensed plant-protection product with its
// active substances and their concentrations.
import { z } from 'zod';
import { Origin } from '../enums';
import { dateField, definitionRowSchema, listQuerySchema, optionalText, recordIdSchema, refIdSchema, requiredText, bodyIdSchema } from './common';

export const LicenceStatusCodes = ['valid', 'cancelled'] as const;
export type LicenceStatusCode = (typeof LicenceStatusCodes)[number];
export const LicenceStatusLabel: Record<LicenceStatusCode, string> = { valid: 'Geçerli', cancelled: 'İptal' };

/** Toxicity to honey bees as the label states it. */
export const BeeToxicityCodes = ['none', 'low', 'moderate', 'high'] as const;
export type BeeToxicityCode = (typeof BeeToxicityCodes)[number];
export const BeeToxicityLabel: Record<BeeToxicityCode, string> = { none: 'Yok', low: 'Düşük', moderate: 'Orta', high: 'Yüksek' };

export const OriginLabel: Record<Origin, string> = { [Origin.Manufactured]: 'Yerli üretim', [Origin.Imported]: 'İthal' };

/** Most active substances one product lists (the richest mixtures have four or five). */
export const MAX_LICENCE_SUBSTANCES = 10;

/** An ISO date or nothing ('' and null both mean no date). */
function optionalDate(label: string) {
  return z
    .union([dateField(label), z.literal(''), z.null()])
    .optional()
    .transform((v) => (v ? v : null));
}

export const licenceSubstanceInputSchema = z.object({
  activeSubstanceId: refIdSchema('Aktif madde'),
  concentration: z
    .number({ error: 'Konsantrasyon bir sayı olmalıdır' })
    .finite({ error: 'Konsantrasyon bir sayı olmalıdır' })
    .gt(0, { error: 'Konsantrasyon sıfırdan büyük olmalıdır' })
    .max(1_000_000, { error: 'Konsantrasyon en fazla 1000000 olabilir' }),
  /** A unit of kind 'concentration' (g/L, g/kg, %). */
  unitId: refIdSchema('Konsantrasyon birimi'),
});
export type LicenceSubstanceInput = z.infer<typeof licenceSubstanceInputSchema>;

const licenceFields = z.object({
  tradeName: requiredText('Ticari ad', 160),
  licenceNumber: requiredText('Ruhsat numarası', 40),
  licenceDate: dateField('Ruhsat tarihi'),
  expiryDate: optionalDate('Geçerlilik bitiş tarihi'),
  licenceStatus: z.enum(LicenceStatusCodes, { error: 'Ruhsat durumu Geçerli ya da İptal olmalıdır' }),
  cancelledOn: optionalDate('İptal tarihi'),
  companyId: refIdSchema('Ruhsat sahibi firma'),
  formulationId: refIdSchema('Formülasyon'),
  licenceGroupId: refIdSchema('Ruhsat grubu'),
  origin: z.literal([Origin.Manufactured, Origin.Imported], { error: 'Menşe Yerli üretim (0) ya da İthal (1) olmalıdır' }),
  beeToxicity: z
    .enum(BeeToxicityCodes, { error: 'Arıya zehirlilik Yok, Düşük, Orta ya da Yüksek olmalıdır' })
    .nullish()
    .transform((v) => v ?? null),
  warnings: optionalText('Uyarılar', 2000, { multiline: true }),
  /** In the order given: the list shows them, and the export writes them, in that order. */
  activeSubstances: z
    .array(licenceSubstanceInputSchema, { error: 'Aktif maddeler bir liste olmalıdır' })
    .min(1, { error: 'En az bir aktif madde girin' })
    .max(MAX_LICENCE_SUBSTANCES, { error: `En fazla ${MAX_LICENCE_SUBSTANCES} aktif madde girilebilir` }),
});

type LicenceFields = z.infer<typeof licenceFields>;

/** Rules across fields: dates in order, the cancellation date only when cancelled, no substance twice. */
function checkLicence(v: LicenceFields, ctx: z.RefinementCtx) {
  if (v.expiryDate && v.expiryDate < v.licenceDate) {
    ctx.addIssue({ code: 'custom', path: ['expiryDate'], message: 'Geçerlilik bitiş tarihi ruhsat tarihinden önce olamaz' });
  }
  if (v.cancelledOn && v.licenceStatus !== 'cancelled') {
    ctx.addIssue({ code: 'custom', path: ['cancelledOn'], message: 'İptal tarihi yalnızca iptal edilmiş ruhsatta girilir' });
  } else if (v.cancelledOn && v.cancelledOn < v.licenceDate) {
    ctx.addIssue({ code: 'custom', path: ['cancelledOn'], message: 'İptal tarihi ruhsat tarihinden önce olamaz' });
  }
  const seen = new Set<number>();
  v.activeSubstances.forEach((s, i) => {
    if (seen.has(s.activeSubstanceId)) {
      ctx.addIssue({ code: 'custom', path: ['activeSubstances', i, 'activeSubstanceId'], message: 'Aynı aktif madde iki kez girilemez' });
    }
    seen.add(s.activeSubstanceId);
  });
}

export const licenceInputSchema = licenceFields.superRefine(checkLicence);
export type LicenceInput = z.infer<typeof licenceInputSchema>;
export const licenceEditSchema = licenceFields.extend({ id: bodyIdSchema }).superRefine(checkLicence);

export const licenceSubstanceSchema = z.object({
  activeSubstanceId: z.number().int(),
  name: z.string(),
  concentration: z.number(),
  unitId: z.number().int(),
  unitSymbol: z.string(),
});
export type LicenceSubstance = z.infer<typeof licenceSubstanceSchema>;

export const licenceSchema = definitionRowSchema.extend({
  tradeName: z.string(),
  licenceNumber: z.string(),
  licenceDate: z.string(),
  expiryDate: z.string().nullable(),
  licenceStatus: z.enum(LicenceStatusCodes),
  cancelledOn: z.string().nullable(),
  companyId: z.number().int(),
  companyName: z.string(),
  formulationId: z.number().int(),
  formulationCode: z.string(),
  licenceGroupId: z.number().int(),
  licenceGroupName: z.string(),
  origin: z.literal([Origin.Manufactured, Origin.Imported]),
  beeToxicity: z.enum(BeeToxicityCodes).nullable(),
  warnings: z.string().nullable(),
  activeSubstances: z.array(licenceSubstanceSchema),
});
export type Licence = z.infer<typeof licenceSchema>;

export const LicenceSortKeys = [
  'tradeName',
  'licenceNumber',
  'licenceDate',
  'expiryDate',
  'licenceStatus',
  'companyName',
  'formulationCode',
  'licenceGroupName',
  'status',
] as const;
export const licenceListQuerySchema = listQuerySchema(LicenceSortKeys).extend({
  companyId: recordIdSchema.optional(),
  licenceGroupId: recordIdSchema.optional(),
  licenceStatus: z.enum(LicenceStatusCodes, { error: 'Ruhsat durumu valid ya da cancelled olmalıdır' }).optional(),
});
