// formulasyon-tanimi (DESIGN.md §8 "Formulation"): CropLife International codes (EC, SC, WG…)
// with the Turkish names on labels.
import { z } from 'zod';
import { textSchema } from '../text';
import { definitionRowSchema, listQuerySchema, optionalText, requiredText, bodyIdSchema } from './common';

/** Upper-case letters and digits, at most 6: 'ec' is taken as 'EC'. */
export const formulationCodeSchema = textSchema('Formülasyon kodu', { error: 'Formülasyon kodu zorunludur' })
  .trim()
  .toUpperCase()
  .min(1, { error: 'Formülasyon kodu zorunludur' })
  .regex(/^[A-Z0-9]{1,6}$/, { error: 'Formülasyon kodu en fazla 6 harf ya da rakam olmalıdır (ör. EC, WG)' });

export const formulationInputSchema = z.object({
  code: formulationCodeSchema,
  name: requiredText('Formülasyon adı', 120),
  description: optionalText('Açıklama', 500, { multiline: true }),
});
export type FormulationInput = z.infer<typeof formulationInputSchema>;
export const formulationEditSchema = formulationInputSchema.extend({ id: bodyIdSchema });

export const formulationSchema = definitionRowSchema.extend({
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
});
export type Formulation = z.infer<typeof formulationSchema>;

export const FormulationSortKeys = ['code', 'name', 'status'] as const;
export const formulationListQuerySchema = listQuerySchema(FormulationSortKeys);
