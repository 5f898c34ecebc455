// mrl-urun (spec §3 "MRL entities": id, name, code, sub_code, status): the products of the
// MRL regulation, keyed by the EU product code of Reg. (EC) No 396/2005 Annex I. Spec §7
// sends `name, code, sub_code` in snake_case, so the contract keeps `sub_code`.
import { z } from 'zod';
import { textSchema } from '../text';
import { definitionRowSchema, listQuerySchema, requiredText, bodyIdSchema } from './common';

/** Annex I product code: seven digits (0231010 for tomatoes). */
export const mrlProductCodeSchema = textSchema('Ürün kodu', { error: 'Ürün kodu zorunludur' })
  .trim()
  .min(1, { error: 'Ürün kodu zorunludur' })
  .regex(/^\d{7}$/, { error: 'Ürün kodu 7 haneli olmalıdır (ör. 0231010)' });

/** Annex I part B sub-product: three digits after the code (0231010-001); empty for the product itself. */
export const mrlProductSubCodeSchema = z
  .union([
    textSchema('Alt kod', { error: 'Alt kod metin olmalıdır' })
      .trim()
      .regex(/^(\d{3})?$/, { error: 'Alt kod 3 haneli olmalıdır (ör. 001)' }),
    z.null(),
  ], { error: 'Alt kod metin olmalıdır' })
  .optional()
  .transform((v) => (v ? v : null));

export const mrlPlantInputSchema = z.object({
  name: requiredText('Ürün adı', 160),
  code: mrlProductCodeSchema,
  sub_code: mrlProductSubCodeSchema,
});
export type MrlPlantInput = z.infer<typeof mrlPlantInputSchema>;
export const mrlPlantEditSchema = mrlPlantInputSchema.extend({ id: bodyIdSchema });

export const mrlPlantSchema = definitionRowSchema.extend({
  name: z.string(),
  code: z.string(),
  sub_code: z.string().nullable(),
});
export type MrlPlant = z.infer<typeof mrlPlantSchema>;

/** The product code as the lists show it: 0231010, or 0231010-001 for a sub-product. */
export function mrlProductCodeText(p: { code: string; sub_code: string | null }): string {
  return p.sub_code ? `${p.code}-${p.sub_code}` : p.code;
}

export const MrlPlantSortKeys = ['name', 'code', 'status'] as const;
export const mrlPlantListQuerySchema = listQuerySchema(MrlPlantSortKeys);
