// karisabilirlik (DESIGN.md §8 "Mixing compatibility"): a pair of licensed products or of
// active substances → compatible / incompatible / caution, with a note. A pair is
// unordered: the input may name its two records in either order; the API keeps the
// smaller id first, so (x, y) and (y, x) are the same record.
import { z } from 'zod';
import { definitionRowSchema, listQuerySchema, optionalText, recordIdSchema, refIdSchema, bodyIdSchema } from './common';

export const MixingPairKindCodes = ['licence', 'active-substance'] as const;
export type MixingPairKindCode = (typeof MixingPairKindCodes)[number];
export const MixingPairKindLabel: Record<MixingPairKindCode, string> = { licence: 'Ruhsat', 'active-substance': 'Aktif madde' };

export const MixingResultCodes = ['compatible', 'incompatible', 'caution'] as const;
export type MixingResultCode = (typeof MixingResultCodes)[number];
export const MixingResultLabel: Record<MixingResultCode, string> = {
  compatible: 'Karışabilir',
  incompatible: 'Karışamaz',
  caution: 'Dikkatli karıştırılmalı',
};

const optionalRef = (what: string) =>
  refIdSchema(what)
    .nullish()
    .transform((v) => v ?? null);

const mixingFields = z.object({
  pairKind: z.enum(MixingPairKindCodes, { error: 'Karışım türü Ruhsat ya da Aktif madde olmalıdır' }),
  /** Set for a licence pair, null otherwise. */
  licenceAId: optionalRef('Birinci ruhsat'),
  licenceBId: optionalRef('İkinci ruhsat'),
  /** Set for an active-substance pair, null otherwise. */
  activeSubstanceAId: optionalRef('Birinci aktif madde'),
  activeSubstanceBId: optionalRef('İkinci aktif madde'),
  result: z.enum(MixingResultCodes, { error: 'Sonuç Karışabilir, Karışamaz ya da Dikkatli karıştırılmalı olmalıdır' }),
  note: optionalText('Not', 1000, { multiline: true }),
});

type MixingFields = z.infer<typeof mixingFields>;

/** The pair matches its kind: both records of that kind given, different, none of the other kind. */
function checkPair(v: MixingFields, ctx: z.RefinementCtx) {
  const licence = v.pairKind === 'licence';
  const [a, b, aKey, bKey, noun] = licence
    ? ([v.licenceAId, v.licenceBId, 'licenceAId', 'licenceBId', 'ruhsat'] as const)
    : ([v.activeSubstanceAId, v.activeSubstanceBId, 'activeSubstanceAId', 'activeSubstanceBId', 'aktif madde'] as const);
  if (a === null) ctx.addIssue({ code: 'custom', path: [aKey], message: `Birinci ${noun} seçin` });
  if (b === null) ctx.addIssue({ code: 'custom', path: [bKey], message: `İkinci ${noun} seçin` });
  if (a !== null && a === b) ctx.addIssue({ code: 'custom', path: [bKey], message: `İki farklı ${noun} seçin` });
  const others = licence ? (['activeSubstanceAId', 'activeSubstanceBId'] as const) : (['licenceAId', 'licenceBId'] as const);
  for (const key of others) {
    if (v[key] !== null) ctx.addIssue({ code: 'custom', path: [key], message: licence ? 'Ruhsat karışımında aktif madde seçilmez' : 'Aktif madde karışımında ruhsat seçilmez' });
  }
}

/** The stored order: the smaller id first. */
function canonical<T extends MixingFields>(v: T): T {
  const swap = (x: number | null, y: number | null): [number | null, number | null] => (x !== null && y !== null && x > y ? [y, x] : [x, y]);
  const [licenceAId, licenceBId] = swap(v.licenceAId, v.licenceBId);
  const [activeSubstanceAId, activeSubstanceBId] = swap(v.activeSubstanceAId, v.activeSubstanceBId);
  return { ...v, licenceAId, licenceBId, activeSubstanceAId, activeSubstanceBId };
}

export const mixingCompatibilityInputSchema = mixingFields.superRefine(checkPair).transform(canonical);
export type MixingCompatibilityInput = z.infer<typeof mixingCompatibilityInputSchema>;
export const mixingCompatibilityEditSchema = mixingFields.extend({ id: bodyIdSchema }).superRefine(checkPair).transform(canonical);

export const mixingCompatibilitySchema = definitionRowSchema.extend({
  pairKind: z.enum(MixingPairKindCodes),
  licenceAId: z.number().int().nullable(),
  licenceBId: z.number().int().nullable(),
  activeSubstanceAId: z.number().int().nullable(),
  activeSubstanceBId: z.number().int().nullable(),
  /** The first record's name: a licence's trade name or a substance's name. */
  aName: z.string(),
  bName: z.string(),
  /** Licence numbers of a licence pair (null for substances). */
  licenceANumber: z.string().nullable(),
  licenceBNumber: z.string().nullable(),
  result: z.enum(MixingResultCodes),
  note: z.string().nullable(),
});
export type MixingCompatibility = z.infer<typeof mixingCompatibilitySchema>;

export const MixingCompatibilitySortKeys = ['aName', 'bName', 'pairKind', 'result', 'status'] as const;
export const mixingCompatibilityListQuerySchema = listQuerySchema(MixingCompatibilitySortKeys).extend({
  pairKind: z.enum(MixingPairKindCodes, { error: 'Karışım türü licence ya da active-substance olmalıdır' }).optional(),
  result: z.enum(MixingResultCodes, { error: 'Sonuç compatible, incompatible ya da caution olmalıdır' }).optional(),
  /** Pairs with this licence on either side. */
  licenceId: recordIdSchema.optional(),
  /** Pairs with this active substance on either side. */
  activeSubstanceId: recordIdSchema.optional(),
});
