// Licensed products (ruhsat-tanimi), their active substances, and their registered uses
// (ruhsat-detay-tanimi): the tables the prescription checks run on (DESIGN.md §8).
import type { Origin } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, foreignKey, index, integer, numeric, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { activeSubstances } from './active-substances';
import { auditColumns, identityColumns, idRef, listColumns, restrictFk, searchIndex, searchKeyColumn, searchKeyIndex } from './columns';
import { licenceCompanies } from './companies';
import { formulations } from './formulations';
import { licenceGroups } from './groups';
import { harmfulOrganisms, plants } from './plants';
import { unitsOfMeasure } from './units';

export const LicenceStatus = ['valid', 'cancelled'] as const;
export type LicenceStatus = (typeof LicenceStatus)[number];

/** Toxicity to honey bees as the label states it. */
export const BeeToxicity = ['none', 'low', 'moderate', 'high'] as const;
export type BeeToxicity = (typeof BeeToxicity)[number];

/**
 * A licensed plant-protection product. It is valid on day D when licence_status is
 * 'valid', licence_date <= D and (expiry_date is null or D <= expiry_date).
 */
export const licences = pgTable(
  'licences',
  {
    ...identityColumns(),
    tradeName: text('trade_name').notNull(),
    /** Ruhsat numarası: the natural key. */
    licenceNumber: text('licence_number').notNull(),
    licenceDate: date('licence_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }),
    licenceStatus: text('licence_status', { enum: LicenceStatus }).notNull().default('valid'),
    cancelledOn: date('cancelled_on', { mode: 'string' }),
    companyId: idRef('company_id').notNull(),
    formulationId: idRef('formulation_id').notNull(),
    licenceGroupId: idRef('licence_group_id').notNull(),
    /** Origin code (spec §3): Manufactured 0, Imported 1; licences_origin_chk holds it to them. */
    origin: smallint('origin').$type<Origin>().notNull(),
    beeToxicity: text('bee_toxicity', { enum: BeeToxicity }),
    /** Label warnings (Turkish). */
    warnings: text('warnings'),
    searchKey: searchKeyColumn("trade_name, null::text, '{}'::text[], array[licence_number]"),
    ...listColumns(),
  },
  (t) => [
    uniqueIndex('licences_licence_number_uq').on(t.licenceNumber),
    check('licences_status_chk', sql`${t.licenceStatus} in ('valid', 'cancelled')`),
    check('licences_cancelled_on_chk', sql`${t.cancelledOn} is null or ${t.licenceStatus} = 'cancelled'`),
    check('licences_dates_chk', sql`${t.expiryDate} is null or ${t.expiryDate} >= ${t.licenceDate}`),
    check('licences_origin_chk', sql`${t.origin} in (0, 1)`),
    check('licences_bee_toxicity_chk', sql`${t.beeToxicity} in ('none', 'low', 'moderate', 'high')`),
    restrictFk('licences_company_fk', t.companyId, licenceCompanies.id),
    restrictFk('licences_formulation_fk', t.formulationId, formulations.id),
    restrictFk('licences_licence_group_fk', t.licenceGroupId, licenceGroups.id),
    index('licences_company_idx').on(t.companyId),
    index('licences_formulation_idx').on(t.formulationId),
    index('licences_licence_group_idx').on(t.licenceGroupId),
    // The licence list without a term, in Turkish order: the first page read from the index, not sorted from all.
    index('licences_active_trade_name_tr_idx').on(sql`${t.tradeName} collate "tr_tr"`, t.id).where(sql`${t.status}`),
    searchIndex('licences', t.searchText),
    searchKeyIndex('licences', t.searchKey),
  ],
);

/**
 * What a licensed product contains: one row per active substance with its concentration
 * (e.g. 18 g/L). Part of the licence: removed with it (CASCADE); a substance in use by a
 * licence cannot be deleted (RESTRICT).
 */
export const licenceActiveSubstances = pgTable(
  'licence_active_substances',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    licenceId: idRef('licence_id').notNull(),
    activeSubstanceId: idRef('active_substance_id').notNull(),
    concentration: numeric('concentration', { precision: 12, scale: 4, mode: 'number' }).notNull(),
    /** A unit of kind 'concentration' (g/L, g/kg, %). */
    unitId: idRef('unit_id').notNull(),
    /** True on seeded sample rows. */
    sample: boolean('sample').notNull().default(false),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('licence_active_substances_uq').on(t.licenceId, t.activeSubstanceId),
    index('licence_active_substances_substance_idx').on(t.activeSubstanceId),
    check('licence_active_substances_concentration_chk', sql`${t.concentration} > 0`),
    foreignKey({ name: 'licence_active_substances_licence_fk', columns: [t.licenceId], foreignColumns: [licences.id] }).onDelete('cascade'),
    restrictFk('licence_active_substances_substance_fk', t.activeSubstanceId, activeSubstances.id),
    restrictFk('licence_active_substances_unit_fk', t.unitId, unitsOfMeasure.id),
  ],
);

/**
 * One registered use: licence × plant × harmful organism → dose range and waiting
 * periods. The checks before a prescription read it: the use is registered, the dose is
 * within dose_min–dose_max, applications ≤ max_applications, harvest after phi_days…
 */
export const licenceDetails = pgTable(
  'licence_details',
  {
    ...identityColumns(),
    licenceId: idRef('licence_id').notNull(),
    plantId: idRef('plant_id').notNull(),
    harmfulOrganismId: idRef('harmful_organism_id').notNull(),
    doseMin: numeric('dose_min', { precision: 12, scale: 4, mode: 'number' }).notNull(),
    doseMax: numeric('dose_max', { precision: 12, scale: 4, mode: 'number' }).notNull(),
    /** A dose unit (ml/da, g/100 L…). */
    doseUnitId: idRef('dose_unit_id').notNull(),
    /** Spray water in litres per decare. */
    waterVolumeMin: numeric('water_volume_min', { precision: 10, scale: 2, mode: 'number' }),
    waterVolumeMax: numeric('water_volume_max', { precision: 10, scale: 2, mode: 'number' }),
    /** Pre-harvest interval (son ilaçlama ile hasat arası süre) in days; null: not applicable (e.g. pre-emergence). */
    phiDays: integer('phi_days'),
    /** Days bees must be kept away after spraying (arı bekleme süresi). */
    beeWaitingDays: integer('bee_waiting_days'),
    /** Hours before people may re-enter the treated area (yeniden giriş süresi). */
    reEntryHours: integer('re_entry_hours'),
    maxApplications: integer('max_applications'),
    /** Days between two applications. */
    applicationIntervalDays: integer('application_interval_days'),
    /** Application notes (timing, method). */
    notes: text('notes'),
    ...listColumns(),
  },
  (t) => [
    // Natural key; it also serves the look-ups by licence.
    uniqueIndex('licence_details_natural_uq').on(t.licenceId, t.plantId, t.harmfulOrganismId),
    index('licence_details_plant_idx').on(t.plantId, t.harmfulOrganismId),
    index('licence_details_organism_idx').on(t.harmfulOrganismId),
    // The licence search reaches licences through their active uses' plants and organisms: index-only, no heap.
    index('licence_details_plant_licence_active_idx').on(t.plantId, t.licenceId).where(sql`${t.status}`),
    index('licence_details_organism_licence_active_idx').on(t.harmfulOrganismId, t.licenceId).where(sql`${t.status}`),
    index('licence_details_dose_unit_idx').on(t.doseUnitId),
    check('licence_details_dose_chk', sql`${t.doseMin} > 0 and ${t.doseMin} <= ${t.doseMax}`),
    check(
      'licence_details_water_chk',
      sql`(${t.waterVolumeMin} is null or ${t.waterVolumeMin} > 0) and (${t.waterVolumeMax} is null or ${t.waterVolumeMin} is null or ${t.waterVolumeMin} <= ${t.waterVolumeMax})`,
    ),
    check(
      'licence_details_periods_chk',
      sql`coalesce(${t.phiDays}, 0) >= 0 and coalesce(${t.beeWaitingDays}, 0) >= 0 and coalesce(${t.reEntryHours}, 0) >= 0 and coalesce(${t.applicationIntervalDays}, 0) >= 0 and coalesce(${t.maxApplications}, 1) >= 1`,
    ),
    restrictFk('licence_details_licence_fk', t.licenceId, licences.id),
    restrictFk('licence_details_plant_fk', t.plantId, plants.id),
    restrictFk('licence_details_organism_fk', t.harmfulOrganismId, harmfulOrganisms.id),
    restrictFk('licence_details_dose_unit_fk', t.doseUnitId, unitsOfMeasure.id),
    searchIndex('licence_details', t.searchText),
  ],
);

export type LicenceRow = typeof licences.$inferSelect;
export type LicenceActiveSubstanceRow = typeof licenceActiveSubstances.$inferSelect;
export type LicenceDetailRow = typeof licenceDetails.$inferSelect;
