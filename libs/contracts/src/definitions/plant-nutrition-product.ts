// bitki-besleme-urunleri (DESIGN.md §8 "Plant-nutrition product"): name, company, form,
// dose range with its unit, the declared nutrient contents (% by weight, in the fertiliser
// regulation's oxide forms), other components and a description. Natural key: name.
import { z } from 'zod';
import { definitionRowSchema, listQuerySchema, numberField, optionalText, recordIdSchema, refIdSchema, requiredText, bodyIdSchema } from './common';

export const NutritionForms = ['liquid', 'soluble-powder', 'crystal', 'granule', 'suspension'] as const;
export type NutritionForm = (typeof NutritionForms)[number];

export const NutritionFormLabels: Record<NutritionForm, string> = {
  liquid: 'Sıvı',
  'soluble-powder': 'Suda çözünür toz',
  crystal: 'Kristal',
  granule: 'Granül',
  suspension: 'Süspansiyon',
};

const formMessage = 'Form Sıvı, Suda çözünür toz, Kristal, Granül ya da Süspansiyon olmalıdır';

/** The nutrient columns: field, form label and the import/export header (plain digits, easy to type). */
export const NutrientFields = [
  { key: 'nitrogen', label: 'Azot (N)', header: 'Azot (N) %' },
  { key: 'phosphorusPentoxide', label: 'Fosfor (P₂O₅)', header: 'Fosfor (P2O5) %' },
  { key: 'potassiumOxide', label: 'Potasyum (K₂O)', header: 'Potasyum (K2O) %' },
  { key: 'calciumOxide', label: 'Kalsiyum (CaO)', header: 'Kalsiyum (CaO) %' },
  { key: 'magnesiumOxide', label: 'Magnezyum (MgO)', header: 'Magnezyum (MgO) %' },
  { key: 'sulphurTrioxide', label: 'Kükürt (SO₃)', header: 'Kükürt (SO3) %' },
  { key: 'iron', label: 'Demir (Fe)', header: 'Demir (Fe) %' },
  { key: 'manganese', label: 'Mangan (Mn)', header: 'Mangan (Mn) %' },
  { key: 'zinc', label: 'Çinko (Zn)', header: 'Çinko (Zn) %' },
  { key: 'copper', label: 'Bakır (Cu)', header: 'Bakır (Cu) %' },
  { key: 'boron', label: 'Bor (B)', header: 'Bor (B) %' },
  { key: 'molybdenum', label: 'Molibden (Mo)', header: 'Molibden (Mo) %' },
] as const;
export type NutrientKey = (typeof NutrientFields)[number]['key'];

export const NutritionComponentUnits = ['%', 'g/L', 'mg/kg'] as const;
export type NutritionComponentUnit = (typeof NutritionComponentUnits)[number];

/** Whether `v` has at most `places` decimals (the column's scale; more would be rounded away silently). */
const hasDecimals = (v: number, places: number) => Math.abs(v * 10 ** places - Math.round(v * 10 ** places)) < 1e-6;

const decimalNumber = (label: string, places: number, options: Parameters<typeof numberField>[1]) =>
  numberField(label, options).refine((v) => hasDecimals(v, places), { error: `${label} en fazla ${places} ondalık basamak olabilir` });

const optionalDecimal = (label: string, places: number, options: Parameters<typeof numberField>[1]) =>
  decimalNumber(label, places, options)
    .nullish()
    .transform((v) => v ?? null);

const optionalRef = (what: string) =>
  refIdSchema(what)
    .nullish()
    .transform((v) => v ?? null);

export const nutritionComponentSchema = z
  .object({
    name: requiredText('Bileşen adı', 80).refine((v) => !v.includes(';'), { error: 'Bileşen adında ; kullanılamaz' }),
    value: decimalNumber('Bileşen miktarı', 4, { min: 0, max: 1_000_000 }),
    unit: z.enum(NutritionComponentUnits, { error: 'Bileşen birimi %, g/L ya da mg/kg olmalıdır' }),
  })
  .refine((c) => c.unit !== '%' || c.value <= 100, { error: 'Yüzde olarak verilen bileşen en fazla 100 olabilir', path: ['value'] });
export type NutritionComponent = z.infer<typeof nutritionComponentSchema>;

const nutrientShape = Object.fromEntries(NutrientFields.map((f) => [f.key, optionalDecimal(f.label, 3, { min: 0, max: 100 })])) as Record<
  NutrientKey,
  ReturnType<typeof optionalDecimal>
>;

const plantNutritionProductFields = z.object({
  name: requiredText('Ürün adı', 160),
  companyId: optionalRef('Firma'),
  form: z.enum(NutritionForms, { error: formMessage }),
  unitId: optionalRef('Doz birimi'),
  doseMin: optionalDecimal('En az doz', 4, { positive: true }),
  doseMax: optionalDecimal('En çok doz', 4, { positive: true }),
  ...nutrientShape,
  otherComponents: z
    .array(nutritionComponentSchema, { error: 'Diğer bileşenler bir liste olmalıdır' })
    .max(20, { error: 'En fazla 20 bileşen girilebilir' })
    .nullish()
    .transform((v) => v ?? []),
  description: optionalText('Açıklama', 1000, { multiline: true }),
});

function doseOrder(v: { doseMin: number | null; doseMax: number | null }, ctx: z.RefinementCtx) {
  if (v.doseMin !== null && v.doseMax !== null && v.doseMin > v.doseMax) ctx.addIssue({ code: 'custom', path: ['doseMax'], message: 'En çok doz en az dozdan küçük olamaz' });
}

export const plantNutritionProductInputSchema = plantNutritionProductFields.superRefine(doseOrder);
export type PlantNutritionProductInput = z.infer<typeof plantNutritionProductInputSchema>;
export const plantNutritionProductEditSchema = plantNutritionProductFields.extend({ id: bodyIdSchema }).superRefine(doseOrder);

const nutrientItemShape = Object.fromEntries(NutrientFields.map((f) => [f.key, z.number().nullable()])) as Record<NutrientKey, z.ZodNullable<z.ZodNumber>>;

export const plantNutritionProductSchema = definitionRowSchema.extend({
  name: z.string(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  form: z.enum(NutritionForms),
  unitId: z.number().int().nullable(),
  unitSymbol: z.string().nullable(),
  doseMin: z.number().nullable(),
  doseMax: z.number().nullable(),
  ...nutrientItemShape,
  otherComponents: z.array(z.object({ name: z.string(), value: z.number(), unit: z.enum(NutritionComponentUnits) })),
  description: z.string().nullable(),
});
export type PlantNutritionProduct = z.infer<typeof plantNutritionProductSchema>;

export const PlantNutritionProductSortKeys = ['name', 'companyName', 'form', 'nitrogen', 'phosphorusPentoxide', 'potassiumOxide', 'status'] as const;
export const plantNutritionProductListQuerySchema = listQuerySchema(PlantNutritionProductSortKeys).extend({
  form: z.enum(NutritionForms, { error: formMessage }).optional(),
  companyId: recordIdSchema.optional(),
});

const trNumber = (v: number) => v.toLocaleString('tr-TR', { maximumFractionDigits: 4, useGrouping: false });

/** N-P-K as a list shows it: '20-20-20', '15,5-0-0'; null when none is declared. */
export function npkOf(p: Pick<PlantNutritionProduct, 'nitrogen' | 'phosphorusPentoxide' | 'potassiumOxide'>): string | null {
  const parts = [p.nitrogen, p.phosphorusPentoxide, p.potassiumOxide];
  if (parts.every((v) => v === null)) return null;
  return parts.map((v) => trNumber(v ?? 0)).join('-');
}

/** Other components as one line of text: 'Hümik asit 12 %; Amino asit 10 %' (the import reads it back). */
export function componentsText(components: readonly NutritionComponent[]): string {
  return components.map((c) => `${c.name} ${trNumber(c.value)} ${c.unit}`).join('; ');
}

const COMPONENT = /^(.+?)\s+(-?\d+(?:[.,]\d+)?)\s*(%|g\/l|mg\/kg)$/i;

/**
 * 'Hümik asit 12 %; Amino asit 10,5 g/L' → components; a part that does not read throws an
 * Error with a Turkish message. Values are checked by nutritionComponentSchema afterwards.
 */
export function parseComponentsText(text: string): Array<{ name: string; value: number; unit: NutritionComponentUnit }> {
  return text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const m = COMPONENT.exec(part);
      if (!m) throw new Error(`'${part}' okunamadı; her bileşeni 'Ad miktar birim' olarak yazın (ör. Hümik asit 12 %; birimler: ${NutritionComponentUnits.join(', ')})`);
      const unit = NutritionComponentUnits.find((u) => u.toLowerCase() === m[3]!.toLowerCase())!;
      return { name: m[1]!.trim(), value: Number(m[2]!.replace(',', '.')), unit };
    });
}
