// zararli-organizma-tanimi (DESIGN.md §8 "Harmful organism"): name, Latin name and type
// (HarmfulOrganismType: Disease 0, Harmful 1, Weed 2). Natural key: name + Latin name.
import { z } from 'zod';
import { HarmfulOrganismType } from '../enums';
import { aliasesInputSchema, aliasesSchema } from './aliases';
import { definitionRowSchema, listQuerySchema, optionalText, requiredText, bodyIdSchema } from './common';

/** Turkish labels of HarmfulOrganismType, in code order. */
export const HarmfulOrganismTypeLabels: Record<HarmfulOrganismType, string> = {
  [HarmfulOrganismType.Disease]: 'Hastalık',
  [HarmfulOrganismType.Harmful]: 'Zararlı',
  [HarmfulOrganismType.Weed]: 'Yabancı ot',
};

const typeCodes = Object.values(HarmfulOrganismType) as [HarmfulOrganismType, ...HarmfulOrganismType[]];
const typeMessage = 'Tür Hastalık, Zararlı ya da Yabancı ot olmalıdır';

export const harmfulOrganismTypeSchema = z.literal(typeCodes, { error: typeMessage });

export const harmfulOrganismInputSchema = z.object({
  name: requiredText('Zararlı organizma adı', 120),
  latinName: optionalText('Latince adı', 160),
  type: harmfulOrganismTypeSchema,
  /** Other names search finds it by: common and regional names, old names. */
  aliases: aliasesInputSchema,
});
export type HarmfulOrganismInput = z.infer<typeof harmfulOrganismInputSchema>;
export const harmfulOrganismEditSchema = harmfulOrganismInputSchema.extend({ id: bodyIdSchema });

export const harmfulOrganismSchema = definitionRowSchema.extend({
  name: z.string(),
  latinName: z.string().nullable(),
  type: harmfulOrganismTypeSchema,
  aliases: aliasesSchema.optional(),
});
export type HarmfulOrganism = z.infer<typeof harmfulOrganismSchema>;

export const HarmfulOrganismSortKeys = ['name', 'latinName', 'type', 'status'] as const;
export const harmfulOrganismListQuerySchema = listQuerySchema(HarmfulOrganismSortKeys).extend({
  /** Only this type: ?type=0|1|2 */
  type: z
    .enum(typeCodes.map(String) as [string, ...string[]], { error: typeMessage })
    .transform((v) => Number(v) as HarmfulOrganismType)
    .optional(),
});
