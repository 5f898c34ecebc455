// aktif-madde-tanimi (DESIGN.md §8 "Active substance"): name, CAS number, chemical group,
// mode-of-action scheme + code (FRAC/IRAC/HRAC), the B-Reçete "prescription required" flag
// and the MRL substance whose limits apply. Natural key: name. Not named by the spec's
// section list (it keeps activeSubstanceList); our addition, already in the menus.
import { z } from 'zod';
import { textSchema } from '../text';
import { aliasesInputSchema, aliasesSchema } from './aliases';
import { definitionRowSchema, listQuerySchema, optionalText, queryBoolean, recordIdSchema, refIdSchema, requiredText, bodyIdSchema } from './common';

/** Resistance action committees: FRAC (fungicides), IRAC (insecticides, acaricides), HRAC (herbicides). */
export const MoaSchemes = ['FRAC', 'IRAC', 'HRAC'] as const;
export type MoaScheme = (typeof MoaSchemes)[number];

const CAS_FORMAT = /^(\d{2,7})-(\d{2})-(\d)$/;

/**
 * The CAS Registry Number's check digit: the other digits, read from the right, times
 * 1, 2, 3…, summed, modulo 10 (71751-41-2: 1·1 + 4·2 + 1·3 + 5·4 + 7·5 + 1·6 + 7·7 = 122 → 2).
 */
export function casCheckDigitValid(cas: string): boolean {
  const m = CAS_FORMAT.exec(cas);
  if (!m) return false;
  const digits = `${m[1]}${m[2]}`;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (i + 1);
  return sum % 10 === Number(m[3]);
}

export const casNumberSchema = textSchema('CAS numarası', { error: 'CAS numarası metin olmalıdır' })
  .trim()
  .regex(CAS_FORMAT, { error: 'CAS numarası NNNNNNN-NN-N biçiminde olmalıdır (ör. 71751-41-2)' })
  .refine(casCheckDigitValid, { error: 'CAS numarasının kontrol hanesi tutmuyor; numarayı denetleyin' });

/** An optional reference chosen in a select: null when none. */
const optionalRef = (what: string) =>
  refIdSchema(what)
    .nullish()
    .transform((v) => v ?? null);

const activeSubstanceFields = z.object({
  name: requiredText('Aktif madde adı', 120),
  casNumber: z
    .union([z.literal(''), casNumberSchema, z.null()])
    .optional()
    .transform((v) => (v ? v : null)),
  activeSubstanceGroupId: optionalRef('Aktif madde grubu'),
  moaScheme: z
    .union([z.literal(''), z.enum(MoaSchemes), z.null()], { error: 'Etki mekanizması sınıflandırması FRAC, IRAC ya da HRAC olmalıdır' })
    .optional()
    .transform((v) => (v ? v : null)),
  /** IRAC 4A, FRAC M01, HRAC 9… (stored upper case). */
  moaCode: optionalText('Etki mekanizması kodu', 8).pipe(
    z
      .string()
      .regex(/^[0-9A-Za-z]{1,8}$/, { error: 'Etki mekanizması kodu yalnız harf ve rakam olmalıdır (ör. 4A, M01)' })
      .transform((v) => v.toUpperCase())
      .nullable(),
  ),
  prescriptionRequired: z
    .boolean({ error: 'B-Reçete gerekli alanı evet ya da hayır olmalıdır' })
    .nullish()
    .transform((v) => v ?? false),
  /** Biological or low-risk (EU Reg. 1107/2009 Art. 22, or allowed in organic farming): search's "biyolojik / düşük riskli" filter. */
  lowRisk: z
    .boolean({ error: 'Biyolojik / düşük riskli alanı evet ya da hayır olmalıdır' })
    .nullish()
    .transform((v) => v ?? false),
  mrlActiveSubstanceId: optionalRef('MRL aktif maddesi'),
  /** Needs no MRL (Reg. (EC) No 396/2005 Annex IV): the only thing that silences the 0,01 mg/kg default in the prescription checks. */
  mrlExempt: z
    .boolean({ error: 'MRL muaf alanı evet ya da hayır olmalıdır' })
    .nullish()
    .transform((v) => v ?? false),
  /** Other names search finds it by: the Turkish spelling (abamektin), the common name (kükürt), old names. */
  aliases: aliasesInputSchema,
});

/** The scheme and its code come together: both or neither. */
function moaTogether(v: { moaScheme: MoaScheme | null; moaCode: string | null }, ctx: z.RefinementCtx) {
  if (v.moaScheme && !v.moaCode) ctx.addIssue({ code: 'custom', path: ['moaCode'], message: `${v.moaScheme} etki mekanizması kodunu girin (ör. IRAC 4A)` });
  if (!v.moaScheme && v.moaCode) ctx.addIssue({ code: 'custom', path: ['moaScheme'], message: 'Etki mekanizması kodunun sınıflandırmasını seçin (FRAC, IRAC ya da HRAC)' });
}

export const activeSubstanceInputSchema = activeSubstanceFields.superRefine(moaTogether);
export type ActiveSubstanceInput = z.infer<typeof activeSubstanceInputSchema>;
export const activeSubstanceEditSchema = activeSubstanceFields.extend({ id: bodyIdSchema }).superRefine(moaTogether);

export const activeSubstanceSchema = definitionRowSchema.extend({
  name: z.string(),
  casNumber: z.string().nullable(),
  activeSubstanceGroupId: z.number().int().nullable(),
  activeSubstanceGroupName: z.string().nullable(),
  moaScheme: z.enum(MoaSchemes).nullable(),
  moaCode: z.string().nullable(),
  prescriptionRequired: z.boolean(),
  lowRisk: z.boolean().optional().default(false),
  mrlActiveSubstanceId: z.number().int().nullable(),
  mrlActiveSubstanceName: z.string().nullable(),
  mrlExempt: z.boolean().optional().default(false),
  aliases: aliasesSchema.optional(),
});
export type ActiveSubstance = z.infer<typeof activeSubstanceSchema>;

export const ActiveSubstanceSortKeys = ['name', 'casNumber', 'activeSubstanceGroupName', 'moaCode', 'prescriptionRequired', 'mrlActiveSubstanceName', 'status'] as const;
export const activeSubstanceListQuerySchema = listQuerySchema(ActiveSubstanceSortKeys).extend({
  /** Only the substances of this group. */
  activeSubstanceGroupId: recordIdSchema.optional(),
  /** Only those on (true) or off (false) the B-Reçete list. */
  prescriptionRequired: queryBoolean.optional(),
});
