// ruhsat-detay-tanimi (DESIGN.md §8 "Licence detail"): one registered use, licence × plant ×
// harmful organism → dose range, water volume and the waiting periods the checks read.
import { z } from 'zod';
import { definitionRowSchema, listQuerySchema, numberField, optionalNumberField, optionalText, recordIdSchema, refIdSchema, bodyIdSchema } from './common';

const licenceDetailFields = z.object({
  licenceId: refIdSchema('Ruhsat'),
  plantId: refIdSchema('Bitki'),
  harmfulOrganismId: refIdSchema('Zararlı organizma'),
  doseMin: numberField('En az doz', { positive: true, max: 1_000_000 }),
  doseMax: numberField('En çok doz', { positive: true, max: 1_000_000 }),
  /** A dose unit (ml/da, g/100 L…). */
  doseUnitId: refIdSchema('Doz birimi'),
  /** Spray water, litres per decare. */
  waterVolumeMin: optionalNumberField('En az su miktarı', { positive: true, max: 100_000 }),
  waterVolumeMax: optionalNumberField('En çok su miktarı', { positive: true, max: 100_000 }),
  phiDays: optionalNumberField('Son ilaçlama ile hasat arası süre', { integer: true, min: 0, max: 3650 }),
  beeWaitingDays: optionalNumberField('Arı bekleme süresi', { integer: true, min: 0, max: 365 }),
  reEntryHours: optionalNumberField('Alana yeniden giriş süresi', { integer: true, min: 0, max: 8760 }),
  maxApplications: optionalNumberField('En çok uygulama sayısı', { integer: true, min: 1, max: 100 }),
  applicationIntervalDays: optionalNumberField('Uygulama aralığı', { integer: true, min: 0, max: 365 }),
  notes: optionalText('Uygulama notları', 2000, { multiline: true }),
});

type LicenceDetailFields = z.infer<typeof licenceDetailFields>;

function checkLicenceDetail(v: LicenceDetailFields, ctx: z.RefinementCtx) {
  if (v.doseMin > v.doseMax) ctx.addIssue({ code: 'custom', path: ['doseMax'], message: 'En çok doz en az dozdan küçük olamaz' });
  if (v.waterVolumeMin !== null && v.waterVolumeMax !== null && v.waterVolumeMin > v.waterVolumeMax) {
    ctx.addIssue({ code: 'custom', path: ['waterVolumeMax'], message: 'En çok su miktarı en az su miktarından küçük olamaz' });
  }
}

export const licenceDetailInputSchema = licenceDetailFields.superRefine(checkLicenceDetail);
export type LicenceDetailInput = z.infer<typeof licenceDetailInputSchema>;
export const licenceDetailEditSchema = licenceDetailFields.extend({ id: bodyIdSchema }).superRefine(checkLicenceDetail);

export const licenceDetailSchema = definitionRowSchema.extend({
  licenceId: z.number().int(),
  licenceTradeName: z.string(),
  licenceNumber: z.string(),
  plantId: z.number().int(),
  plantName: z.string(),
  harmfulOrganismId: z.number().int(),
  harmfulOrganismName: z.string(),
  doseMin: z.number(),
  doseMax: z.number(),
  doseUnitId: z.number().int(),
  doseUnitSymbol: z.string(),
  waterVolumeMin: z.number().nullable(),
  waterVolumeMax: z.number().nullable(),
  phiDays: z.number().int().nullable(),
  beeWaitingDays: z.number().int().nullable(),
  reEntryHours: z.number().int().nullable(),
  maxApplications: z.number().int().nullable(),
  applicationIntervalDays: z.number().int().nullable(),
  notes: z.string().nullable(),
});
export type LicenceDetail = z.infer<typeof licenceDetailSchema>;

/** `id`, the default, is the order of entry: the one order a 100k-row list pages through by index alone. */
export const LicenceDetailSortKeys = [
  'id',
  'licenceTradeName',
  'licenceNumber',
  'plantName',
  'harmfulOrganismName',
  'doseMin',
  'phiDays',
  'status',
] as const;
export const licenceDetailListQuerySchema = listQuerySchema(LicenceDetailSortKeys).extend({
  licenceId: recordIdSchema.optional(),
  plantId: recordIdSchema.optional(),
  harmfulOrganismId: recordIdSchema.optional(),
});
