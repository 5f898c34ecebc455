// olcu-birimi (DESIGN.md §8 "unit of measure"): ml/da, g/100 L su, g/L, kg… A dose unit
// carries its basis (1 da, 100 L, 100 kg, 1 ağaç) so the prescription can compute amounts.
import { z } from 'zod';
import { definitionRowSchema, listQuerySchema, optionalNumberField, optionalText, requiredText, bodyIdSchema } from './common';

/** What a unit measures; the codes are units_of_measure.kind. */
export const UnitKinds = ['dose-area', 'dose-water', 'dose-seed', 'dose-plant', 'concentration', 'quantity'] as const;
export type UnitKind = (typeof UnitKinds)[number];

export const UnitKindLabel: Record<UnitKind, string> = {
  'dose-area': 'Alana göre doz',
  'dose-water': '100 L suya göre doz',
  'dose-seed': 'Tohuma göre doz',
  'dose-plant': 'Bitki/ağaç başına doz',
  concentration: 'Konsantrasyon',
  quantity: 'Miktar',
};

/** The bases a per-area dose may have: decare or hectare. */
export const AreaBasisUnits = ['da', 'ha'] as const;

const unitKindSchema = z.enum(UnitKinds, { error: `Birim türü şunlardan biri olmalıdır: ${Object.values(UnitKindLabel).join(', ')}` });

const unitShape = {
  name: requiredText('Birim adı', 80),
  symbol: requiredText('Sembol', 30),
  kind: unitKindSchema,
  /** The measured amount: ml, g, L, kg, %. */
  amountUnit: requiredText('Miktar birimi', 20),
  /** The basis: 1 (da), 100 (L)…; with perUnit, or neither. */
  perQuantity: optionalNumberField('Temel miktar', { positive: true, max: 1_000_000 }),
  perUnit: optionalText('Temel birim', 20),
};

type UnitFields = { kind: UnitKind; perQuantity: number | null; perUnit: string | null };

/** The table's checks, as field messages: the basis is both-or-neither; a dose has one; an area dose is per da or ha. */
function checkBasis(unit: UnitFields, ctx: z.RefinementCtx) {
  const hasQuantity = unit.perQuantity !== null;
  const hasUnit = unit.perUnit !== null;
  if (hasQuantity && !hasUnit) ctx.addIssue({ code: 'custom', path: ['perUnit'], message: 'Temel miktar girildiğinde temel birim de girilmelidir' });
  if (hasUnit && !hasQuantity) ctx.addIssue({ code: 'custom', path: ['perQuantity'], message: 'Temel birim girildiğinde temel miktar da girilmelidir' });
  if (unit.kind.startsWith('dose-') && !hasQuantity && !hasUnit) {
    ctx.addIssue({ code: 'custom', path: ['perUnit'], message: 'Doz birimlerinin temeli olmalıdır (ör. 1 da, 100 L)' });
  }
  if (unit.kind === 'dose-area' && hasUnit && !(AreaBasisUnits as readonly string[]).includes(unit.perUnit!)) {
    ctx.addIssue({ code: 'custom', path: ['perUnit'], message: 'Alana göre dozun temel birimi da ya da ha olmalıdır' });
  }
}

export const unitInputSchema = z.object(unitShape).superRefine(checkBasis);
export type UnitInput = z.infer<typeof unitInputSchema>;
export const unitEditSchema = z.object({ ...unitShape, id: bodyIdSchema }).superRefine(checkBasis);

export const unitSchema = definitionRowSchema.extend({
  name: z.string(),
  symbol: z.string(),
  kind: z.enum(UnitKinds),
  amountUnit: z.string(),
  perQuantity: z.number().nullable(),
  perUnit: z.string().nullable(),
});
export type Unit = z.infer<typeof unitSchema>;

export const UnitSortKeys = ['name', 'symbol', 'kind', 'amountUnit', 'status'] as const;
export const unitListQuerySchema = listQuerySchema(UnitSortKeys).extend({ kind: unitKindSchema.optional() });
