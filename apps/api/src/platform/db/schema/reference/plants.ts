// Plants (bitki-tanimi) and harmful organisms (zararli-organizma-tanimi).
import type { HarmfulOrganismType } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { aliasesColumn, identityColumns, listColumns, searchIndex, searchKeyColumn, searchKeyIndex } from './columns';

export const plants = pgTable(
  'plants',
  {
    ...identityColumns(),
    /** Domates */
    name: text('name').notNull(),
    /** Solanum lycopersicum */
    latinName: text('latin_name'),
    /**
     * EU product code of Reg. (EC) No 396/2005 Annex I (0231010 for tomatoes): joins
     * mrl_products.code (the row with no sub_code) for the MRL check.
     */
    euCode: text('eu_code'),
    aliases: aliasesColumn(),
    searchKey: searchKeyColumn("name, latin_name, aliases, array[eu_code]"),
    ...listColumns(),
  },
  (t) => [
    uniqueIndex('plants_name_uq').on(t.name),
    check('plants_eu_code_chk', sql`${t.euCode} ~ '^[0-9]{7}$'`),
    index('plants_eu_code_idx').on(t.euCode),
    searchIndex('plants', t.searchText),
    searchKeyIndex('plants', t.searchKey),
  ],
);

/** Harmful organism type (spec §3): Disease 0, Harmful (pest) 1, Weed 2. */
export const harmfulOrganisms = pgTable(
  'harmful_organisms',
  {
    ...identityColumns(),
    /** İki noktalı kırmızı örümcek */
    name: text('name').notNull(),
    /** Tetranychus urticae */
    latinName: text('latin_name'),
    /** HarmfulOrganismType code; the check below holds it to the type's codes. */
    type: smallint('type').$type<HarmfulOrganismType>().notNull(),
    aliases: aliasesColumn(),
    searchKey: searchKeyColumn("name, latin_name, aliases, '{}'::text[]"),
    ...listColumns(),
  },
  (t) => [
    // One organism per name and Latin name ("Külleme" exists for several hosts).
    uniqueIndex('harmful_organisms_name_latin_uq').on(t.name, sql`coalesce(${t.latinName}, '')`),
    check('harmful_organisms_type_chk', sql`${t.type} in (0, 1, 2)`),
    index('harmful_organisms_type_idx').on(t.type),
    searchIndex('harmful_organisms', t.searchText),
    searchKeyIndex('harmful_organisms', t.searchKey),
  ],
);

export type PlantRow = typeof plants.$inferSelect;
export type HarmfulOrganismRow = typeof harmfulOrganisms.$inferSelect;
