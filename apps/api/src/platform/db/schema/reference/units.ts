// Units of measure (olcu-birimi): doses, concentrations, quantities.
import { sql } from 'drizzle-orm';
import { check, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityColumns, listColumns, searchIndex } from './columns';

/**
 * What a unit measures. dose-area: per decare/hectare (ml/da); dose-water: per 100 L of
 * spray water (ml/100 L); dose-seed: per 100 kg of seed; dose-plant: per tree or plant;
 * concentration: of an active substance in a product (g/L, %); quantity: plain amounts.
 */
export const UnitKind = ['dose-area', 'dose-water', 'dose-seed', 'dose-plant', 'concentration', 'quantity'] as const;
export type UnitKind = (typeof UnitKind)[number];

export const unitsOfMeasure = pgTable(
  'units_of_measure',
  {
    ...identityColumns(),
    /** Mililitre/dekar */
    name: text('name').notNull(),
    /** ml/da */
    symbol: text('symbol').notNull(),
    kind: text('kind', { enum: UnitKind }).notNull(),
    /** The measured amount: ml, g, l, kg or % (ml of ml/da). */
    amountUnit: text('amount_unit').notNull(),
    /** The basis, e.g. 1 da, 100 L, 100 kg, 1 ağaç; null for plain quantities and %. */
    perQuantity: numeric('per_quantity', { precision: 12, scale: 4, mode: 'number' }),
    /** da, ha, L, kg, ağaç… */
    perUnit: text('per_unit'),
    ...listColumns(),
  },
  (t) => [
    uniqueIndex('units_of_measure_symbol_uq').on(t.symbol),
    check('units_of_measure_kind_chk', sql`${t.kind} in ('dose-area', 'dose-water', 'dose-seed', 'dose-plant', 'concentration', 'quantity')`),
    check('units_of_measure_basis_chk', sql`(${t.perQuantity} is null) = (${t.perUnit} is null) and (${t.perQuantity} is null or ${t.perQuantity} > 0)`),
    check('units_of_measure_area_basis_chk', sql`${t.kind} <> 'dose-area' or ${t.perUnit} in ('da', 'ha')`),
    searchIndex('units_of_measure', t.searchText),
  ],
);

export type UnitOfMeasureRow = typeof unitsOfMeasure.$inferSelect;
