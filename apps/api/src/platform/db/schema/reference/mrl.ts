// MRL (spec §3 "MRL entities", §7): active substances, products (EU product codes) and
// maximum residue limits (mg/kg) of a substance in a product.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityColumns, idRef, listColumns, restrictFk, searchIndex } from './columns';

export const mrlActiveSubstances = pgTable(
  'mrl_active_substances',
  {
    ...identityColumns(),
    name: text('name').notNull(),
    ...listColumns(),
  },
  (t) => [uniqueIndex('mrl_active_substances_name_uq').on(t.name), searchIndex('mrl_active_substances', t.searchText)],
);

export const mrlProducts = pgTable(
  'mrl_products',
  {
    ...identityColumns(),
    /** Domates */
    name: text('name').notNull(),
    /** EU product code, Reg. (EC) No 396/2005 Annex I: 0231010. */
    code: text('code').notNull(),
    /** A sub-product of the code (Annex I part B), e.g. 0231010-001; null for the product itself. */
    subCode: text('sub_code'),
    ...listColumns(),
  },
  (t) => [
    // One row per (code, sub_code); the row with no sub_code is what plants.eu_code joins.
    uniqueIndex('mrl_products_code_uq').on(t.code, sql`coalesce(${t.subCode}, '')`),
    check('mrl_products_code_chk', sql`${t.code} ~ '^[0-9]{7}$'`),
    check('mrl_products_sub_code_chk', sql`${t.subCode} <> ''`),
    searchIndex('mrl_products', t.searchText),
  ],
);

export const mrlRates = pgTable(
  'mrl_rates',
  {
    ...identityColumns(),
    productId: idRef('product_id').notNull(),
    activeSubstanceId: idRef('active_substance_id').notNull(),
    /** Maximum residue limit in mg/kg. */
    rate: numeric('rate', { precision: 12, scale: 4, mode: 'number' }).notNull(),
    description: text('description'),
    /** The date the limit applies from (the regulation's date). */
    date: date('date', { mode: 'string' }).notNull().default(sql`current_date`),
    /**
     * The market whose limit this is: 'TR' for the Turkish regulation, or an export market
     * (ISO 3166-1 alpha-2, or 'EU'); the prescription check uses the chosen export market.
     */
    market: text('market').notNull().default('TR'),
    /** True once the limit is no longer in force (toggled by PATCH mrl/mrl-rates/expire). */
    expireStatus: boolean('expire_status').notNull().default(false),
    ...listColumns(),
  },
  (t) => [
    // Natural key: one limit per product, substance and market from a date; the check
    // takes the newest one not expired.
    uniqueIndex('mrl_rates_natural_uq').on(t.productId, t.activeSubstanceId, t.market, t.date),
    index('mrl_rates_substance_idx').on(t.activeSubstanceId, t.productId),
    check('mrl_rates_rate_chk', sql`${t.rate} >= 0`),
    check('mrl_rates_market_chk', sql`${t.market} ~ '^[A-Z]{2}$'`),
    restrictFk('mrl_rates_product_fk', t.productId, mrlProducts.id),
    restrictFk('mrl_rates_active_substance_fk', t.activeSubstanceId, mrlActiveSubstances.id),
    searchIndex('mrl_rates', t.searchText),
  ],
);

export type MrlActiveSubstanceRow = typeof mrlActiveSubstances.$inferSelect;
export type MrlProductRow = typeof mrlProducts.$inferSelect;
export type MrlRateRow = typeof mrlRates.$inferSelect;
