// mrl-aktif-madde (spec §3 "MRL entities": id, name, status): the residue definitions the
// MRL regulation sets limits for; §7 sends `name` on POST and `id, name` on editField.
import { z } from 'zod';
import { definitionRowSchema, listQuerySchema, requiredText, bodyIdSchema } from './common';

export const mrlActiveSubstanceInputSchema = z.object({
  name: requiredText('Aktif madde adı', 160),
});
export type MrlActiveSubstanceInput = z.infer<typeof mrlActiveSubstanceInputSchema>;
export const mrlActiveSubstanceEditSchema = mrlActiveSubstanceInputSchema.extend({ id: bodyIdSchema });

export const mrlActiveSubstanceSchema = definitionRowSchema.extend({
  name: z.string(),
});
export type MrlActiveSubstance = z.infer<typeof mrlActiveSubstanceSchema>;

export const MrlActiveSubstanceSortKeys = ['name', 'status'] as const;
export const mrlActiveSubstanceListQuerySchema = listQuerySchema(MrlActiveSubstanceSortKeys);
