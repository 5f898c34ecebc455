// Formulation types (formulasyon-tanimi): EC, SC, WG, WP… (CropLife International codes).
import { sql } from 'drizzle-orm';
import { check, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityColumns, listColumns, searchIndex, searchKeyColumn } from './columns';

export const formulations = pgTable(
  'formulations',
  {
    ...identityColumns(),
    /** EC, SC, WG… (upper-case letters and digits). */
    code: text('code').notNull(),
    /** Emülsiyon konsantre */
    name: text('name').notNull(),
    description: text('description'),
    ...listColumns(),
    /** ` sc | suspansiyon konsantre | # `: the licence search matches a licence's formulation on it (15 rows: no index). */
    searchKey: searchKeyColumn("code, name, '{}'::text[], '{}'::text[]"),
  },
  (t) => [
    uniqueIndex('formulations_code_uq').on(t.code),
    check('formulations_code_chk', sql`${t.code} ~ '^[A-Z0-9]{1,6}$'`),
    searchIndex('formulations', t.searchText),
  ],
);

export type FormulationRow = typeof formulations.$inferSelect;
