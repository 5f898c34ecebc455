// Active substances (aktif madde) with their mode-of-action classification.
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { aliasesColumn, identityColumns, idRef, listColumns, restrictFk, searchIndex, searchKeyColumn, searchKeyIndex } from './columns';
import { activeSubstanceGroups } from './groups';
import { mrlActiveSubstances } from './mrl';

/** Resistance action committees: FRAC (fungicides), IRAC (insecticides, acaricides), HRAC (herbicides). */
export const MoaScheme = ['FRAC', 'IRAC', 'HRAC'] as const;
export type MoaScheme = (typeof MoaScheme)[number];

export const activeSubstances = pgTable(
  'active_substances',
  {
    ...identityColumns(),
    /** ISO common name as used in Turkey: Abamectin, Bakır hidroksit… */
    name: text('name').notNull(),
    /** CAS Registry Number: 71751-41-2 */
    casNumber: text('cas_number'),
    activeSubstanceGroupId: idRef('active_substance_group_id'),
    moaScheme: text('moa_scheme', { enum: MoaScheme }),
    /** Mode-of-action group in that scheme: IRAC 4A, FRAC M01, HRAC 9… */
    moaCode: text('moa_code'),
    /** On the B-Reçete risk list: selling or applying it needs a prescription. */
    prescriptionRequired: boolean('prescription_required').notNull().default(false),
    /**
     * A biological or low-risk substance (EU Reg. 1107/2009 Art. 22, or allowed in organic
     * farming): search's "biyolojik / düşük riskli" filter keeps products made only of these.
     */
    lowRisk: boolean('low_risk').notNull().default(false),
    /** The MRL module's substance whose limits apply to this one (the MRL check joins it). */
    mrlActiveSubstanceId: idRef('mrl_active_substance_id'),
    /**
     * Needs no MRL (Reg. (EC) No 396/2005 Annex IV: kaolin, paraffin oil…), set by the data
     * logger. Only this silences the 0,01 mg/kg default; a missing MRL link does not.
     */
    mrlExempt: boolean('mrl_exempt').notNull().default(false),
    aliases: aliasesColumn(),
    searchKey: searchKeyColumn("name, null::text, aliases, array[cas_number, moa_scheme, moa_code]"),
    ...listColumns(),
  },
  (t) => [
    uniqueIndex('active_substances_name_uq').on(t.name),
    uniqueIndex('active_substances_cas_number_uq').on(t.casNumber),
    check('active_substances_cas_number_chk', sql`${t.casNumber} ~ '^[0-9]{2,7}-[0-9]{2}-[0-9]$'`),
    check('active_substances_moa_chk', sql`(${t.moaScheme} is null) = (${t.moaCode} is null) and (${t.moaScheme} is null or ${t.moaScheme} in ('FRAC', 'IRAC', 'HRAC'))`),
    restrictFk('active_substances_group_fk', t.activeSubstanceGroupId, activeSubstanceGroups.id),
    restrictFk('active_substances_mrl_substance_fk', t.mrlActiveSubstanceId, mrlActiveSubstances.id),
    index('active_substances_group_idx').on(t.activeSubstanceGroupId),
    index('active_substances_moa_idx').on(t.moaScheme, t.moaCode),
    index('active_substances_mrl_substance_idx').on(t.mrlActiveSubstanceId),
    searchIndex('active_substances', t.searchText),
    searchKeyIndex('active_substances', t.searchKey),
  ],
);

export type ActiveSubstanceRow = typeof activeSubstances.$inferSelect;
