// mrl-oran (spec §3 "MRL entities": id, product, active_substance, rate, description, date,
// status, expire_status): the maximum residue limit (mg/kg) of a substance in a product, per
// market. Spec §7 posts `product, active_substance, rate, description, date` (snake_case ids);
// `market` is our addition ('TR' unless given) for the export-market check (DESIGN.md §8).
import { z } from 'zod';
import { textSchema } from '../text';
import { dateField, definitionRowSchema, listQuerySchema, numberField, optionalText, queryBoolean, recordIdSchema, refIdSchema, bodyIdSchema } from './common';

/** The market whose limit it is: 'TR', an ISO 3166-1 alpha-2 code (RU, US…) or 'EU'. */
export const mrlMarketSchema = textSchema('Pazar', { error: 'Pazar metin olmalıdır' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'Pazar iki harfli ülke kodu olmalıdır (ör. TR, EU, RU)' });

export const DefaultMrlMarket = 'TR';

/** mg/kg with at most four decimals (the column's scale), so a saved value reads back unchanged. */
const rateSchema = numberField('MRL oranı', { min: 0, max: 100_000 }).refine((n) => Math.abs(n * 10_000 - Math.round(n * 10_000)) < 1e-6, {
  error: 'MRL oranı en fazla 4 ondalık basamak olabilir',
});

export const mrlRateInputSchema = z.object({
  product: refIdSchema('Ürün'),
  active_substance: refIdSchema('Aktif madde'),
  rate: rateSchema,
  description: optionalText('Açıklama', 500, { multiline: true }),
  date: dateField('Tarih'),
  market: z
    .union([mrlMarketSchema, z.literal(''), z.null()], { error: 'Pazar metin olmalıdır' })
    .optional()
    .transform((v) => v || DefaultMrlMarket),
});
export type MrlRateInput = z.infer<typeof mrlRateInputSchema>;
export const mrlRateEditSchema = mrlRateInputSchema.extend({ id: bodyIdSchema });

export const mrlRateSchema = definitionRowSchema.extend({
  product: z.object({ id: z.number().int(), name: z.string(), code: z.string(), sub_code: z.string().nullable() }),
  active_substance: z.object({ id: z.number().int(), name: z.string() }),
  /** mg/kg */
  rate: z.number(),
  description: z.string().nullable(),
  /** YYYY-MM-DD: the date the limit applies from. */
  date: z.string(),
  market: z.string(),
  /** True once the limit is no longer in force (PATCH mrl/mrl-rates/expire). */
  expire_status: z.boolean(),
});
export type MrlRate = z.infer<typeof mrlRateSchema>;

export const MrlRateSortKeys = ['id', 'product', 'productCode', 'active_substance', 'rate', 'description', 'market', 'date', 'status', 'expire_status'] as const;

/** Page sizes of the rate list: spec §9 "defaults to limit 1 and page 1 when none is given". */
export const MrlRatePageSizes = [1, 10, 25, 50, 100] as const;

/**
 * GET /mrl/mrl-rates?search&expire&plantid&substanceid&limit&page (spec §7): `expire`
 * true/false filters on expire_status, `plantid` is an MRL product id, `substanceid` an MRL
 * substance id.
 */
export const mrlRateListQuerySchema = listQuerySchema(MrlRateSortKeys, { limits: MrlRatePageSizes, defaultLimit: 1 }).extend({
  expire: queryBoolean.optional(),
  plantid: recordIdSchema.optional(),
  substanceid: recordIdSchema.optional(),
});
export type MrlRateListQuery = z.input<typeof mrlRateListQuerySchema>;
