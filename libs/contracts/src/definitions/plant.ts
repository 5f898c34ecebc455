// bitki-tanimi (DESIGN.md §8 "Plant"): name, Latin name, EU product code (joins the MRLs).
import { z } from 'zod';
import { textSchema } from '../text';
import { aliasesInputSchema, aliasesSchema } from './aliases';
import { definitionRowSchema, listQuerySchema, optionalText, requiredText, bodyIdSchema } from './common';

/** EU product code of Reg. (EC) No 396/2005 Annex I: seven digits, 0231010 for tomatoes. */
export const euCodeSchema = textSchema('AB ürün kodu', { error: 'AB ürün kodu metin olmalıdır' })
  .trim()
  .regex(/^\d{7}$/, { error: 'AB ürün kodu 7 haneli olmalıdır (ör. 0231010)' });

export const plantInputSchema = z.object({
  name: requiredText('Bitki adı', 120),
  latinName: optionalText('Latince adı', 160),
  euCode: z
    .union([euCodeSchema, z.literal(''), z.null()])
    .optional()
    .transform((v) => (v ? v : null)),
  /** Other names search finds it by (ekşi elma, bamya…): Turkish spellings, common and old names. */
  aliases: aliasesInputSchema,
});
export type PlantInput = z.infer<typeof plantInputSchema>;
export const plantEditSchema = plantInputSchema.extend({ id: bodyIdSchema });

export const plantSchema = definitionRowSchema.extend({
  name: z.string(),
  latinName: z.string().nullable(),
  euCode: z.string().nullable(),
  aliases: aliasesSchema.optional(),
});
export type Plant = z.infer<typeof plantSchema>;

export const PlantSortKeys = ['name', 'latinName', 'euCode', 'status'] as const;
export const plantListQuerySchema = listQuerySchema(PlantSortKeys);
