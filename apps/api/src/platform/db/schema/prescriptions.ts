// Prescriptions (reçete) of a member (DESIGN.md §8 "Prescription"). Issued is final:
// the printed facts (products, doses, active substances, the producer, the area) are kept as
// they were on the day of issue, in the lines' snapshots and the jsonb columns, so a later
// change of the reference data never changes a signed document. Every row carries member_id;
// producer and area keys include it, so another member's producer or area cannot be named.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members';
import { outboxMessages } from './outbox';
import { producers, productionAreas } from './producers';
import { restrictFk } from './reference/columns';
import { licenceDetails, licences } from './reference/licences';
import { plantNutritionProducts } from './reference/plant-nutrition';
import { harmfulOrganisms, plants } from './reference/plants';
import { unitsOfMeasure } from './reference/units';

/** A stored acknowledgement of a warning: which, its sentence, who and when. */
export interface StoredAcknowledgement {
  key: string;
  message: string;
  userId: number;
  by: string;
  at: string;
}

export const prescriptions = pgTable(
  'prescriptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull().unique().default(sql`gen_random_uuid()::text`),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** PrescriptionKind: Producer 0, ProductionArea 1, Fast 2 (4, 5: fertilization plans). */
    kind: smallint('kind').notNull(),
    state: text('state', { enum: ['issued', 'cancelled'] }).notNull().default('issued'),
    archived: boolean('archived').notNull().default(false),
    /** Deleted (PATCH …/delete): hidden everywhere; its number stays used. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Who deleted it, as the public page names them (kept as written then, like the prescriber). */
    deletedBy: bigint('deleted_by', { mode: 'number' }),
    deletedByName: text('deleted_by_name'),
    deletedByRole: text('deleted_by_role'),
    /** Year and sequence of the number: gap-free per member and year (prescription_number_counters). */
    year: smallint('year').notNull(),
    seq: integer('seq').notNull(),
    /** RCT-2026-000123 */
    prescriptionNo: text('prescription_no').notNull(),
    title: text('title'),
    producerId: bigint('producer_id', { mode: 'number' }),
    productionAreaId: bigint('production_area_id', { mode: 'number' }),
    plantId: bigint('plant_id', { mode: 'number' }).notNull(),
    plantingType: smallint('planting_type'),
    areaType: smallint('area_type'),
    /** The size the amounts were computed for: the area's, or typed on a fast prescription. */
    decares: numeric('decares', { precision: 12, scale: 2, mode: 'number' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    plannedHarvestDate: date('planned_harvest_date', { mode: 'string' }),
    maintenanceInfo: text('maintenance_info'),
    /** A fertilization plan's general info (kinds 4 and 5, spec §3 fertilizationInfo). */
    fertilizationInfo: text('fertilization_info'),
    notes: text('notes'),
    includeWeatherData: boolean('include_weather_data').notNull().default(false),
    weatherData: jsonb('weather_data'),
    market: text('market').notNull().default('TR'),
    /** Snapshots at issue: the producer, the area, the plant, the organisms, nutrition products and notes. */
    producerSnapshot: jsonb('producer_snapshot'),
    areaSnapshot: jsonb('area_snapshot'),
    plantName: text('plant_name').notNull(),
    organisms: jsonb('organisms').notNull().default([]),
    nutritionProducts: jsonb('nutrition_products').notNull().default([]),
    notesWarnings: jsonb('notes_warnings').notNull().default([]),
    /** The checks' findings at issue, and the warnings the prescriber acknowledged. */
    findings: jsonb('findings').notNull().default([]),
    acknowledgements: jsonb('acknowledgements').$type<StoredAcknowledgement[]>().notNull().default([]),
    prescriberUserId: bigint('prescriber_user_id', { mode: 'number' }).notNull(),
    prescriberName: text('prescriber_name').notNull(),
    prescriberTitle: text('prescriber_title').notNull(),
    authorizationNumber: text('authorization_number'),
    memberName: text('member_name').notNull(),
    /** The prescription this one corrects; the fast prescription this one was attached from. */
    correctsId: bigint('corrects_id', { mode: 'number' }),
    sourceId: bigint('source_id', { mode: 'number' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** foldForSearch of the number, producer, area, plant and product names. */
    searchText: text('search_text').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    foreignKey({ name: 'prescriptions_member_fk', columns: [t.memberId], foreignColumns: [members.id] }).onDelete('cascade'),
    foreignKey({ name: 'prescriptions_producer_fk', columns: [t.producerId, t.memberId], foreignColumns: [producers.id, producers.memberId] }).onDelete('restrict'),
    foreignKey({ name: 'prescriptions_area_fk', columns: [t.productionAreaId, t.memberId], foreignColumns: [productionAreas.id, productionAreas.memberId] }).onDelete('restrict'),
    restrictFk('prescriptions_plant_fk', t.plantId, plants.id),
    foreignKey({ name: 'prescriptions_corrects_fk', columns: [t.correctsId], foreignColumns: [t.id] }).onDelete('restrict'),
    foreignKey({ name: 'prescriptions_source_fk', columns: [t.sourceId], foreignColumns: [t.id] }).onDelete('restrict'),
    unique('prescriptions_member_no_uq').on(t.memberId, t.prescriptionNo),
    unique('prescriptions_member_year_seq_uq').on(t.memberId, t.year, t.seq),
    check('prescriptions_kind_chk', sql`${t.kind} in (0, 1, 2, 4, 5)`),
    check('prescriptions_state_chk', sql`${t.state} in ('issued', 'cancelled')`),
    check('prescriptions_cancel_chk', sql`(${t.state} = 'cancelled') = (${t.cancelledAt} is not null)`),
    check('prescriptions_area_chk', sql`${t.kind} not in (0, 1) or ${t.productionAreaId} is not null`),
    check('prescriptions_seq_chk', sql`${t.seq} >= 1`),
    // A deletion always says who made it.
    check('prescriptions_deleted_by_chk', sql`(${t.deletedAt} is null) = (${t.deletedByName} is null)`),
    // A plan sent to a producer is the producer's.
    check('prescriptions_plan_producer_chk', sql`${t.kind} <> 5 or ${t.producerId} is not null`),
    // The member's list (read.ts listOfMember), newest first, on the rows it shows. The filter
    // columns and search_text make its count, and a search's pass over the member's own rows,
    // index-only: a tenant's search need not go through the trigram index, whose matches are
    // every member's (docs/benchmarks.md, "Prescriptions on the large dataset"). A btree row
    // holds at most 2,704 bytes: search_text stays far below (about 100 characters, 1,300 with
    // twenty 40-character product names; it is compressed above 500 bytes).
    index('prescriptions_member_list_idx')
      .on(t.memberId, t.createdAt, t.id, t.kind, t.archived, t.state, t.searchText)
      .where(sql`${t.deletedAt} is null`),
    // The area's history for the checks.
    index('prescriptions_area_date_idx').on(t.productionAreaId, t.startDate),
    index('prescriptions_producer_idx').on(t.producerId),
    index('prescriptions_plant_idx').on(t.plantId),
    index('prescriptions_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // The keys deleting a row elsewhere looks up (ON DELETE RESTRICT, or a member's cascade):
    // without an index each deleted plant or prescription would read the whole table.
    index('prescriptions_corrects_idx').on(t.correctsId).where(sql`${t.correctsId} is not null`),
    index('prescriptions_source_idx').on(t.sourceId).where(sql`${t.sourceId} is not null`),
  ],
);

/** One product line: the chosen use and dose, and what was printed (snapshot: the contracts' PrescriptionLine). */
export const prescriptionLines = pgTable(
  'prescription_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    prescriptionId: bigint('prescription_id', { mode: 'number' }).notNull(),
    position: smallint('position').notNull(),
    key: text('key').notNull(),
    licenceId: bigint('licence_id', { mode: 'number' }).notNull(),
    harmfulOrganismId: bigint('harmful_organism_id', { mode: 'number' }).notNull(),
    /** The registered use on the prescription's plant; null when none (an attached fast one may have none). */
    licenceDetailId: bigint('licence_detail_id', { mode: 'number' }),
    dose: numeric('dose', { precision: 12, scale: 4, mode: 'number' }).notNull(),
    doseUnitId: bigint('dose_unit_id', { mode: 'number' }).notNull(),
    waterVolume: numeric('water_volume', { precision: 10, scale: 2, mode: 'number' }),
    tankSize: numeric('tank_size', { precision: 10, scale: 2, mode: 'number' }),
    packSize: numeric('pack_size', { precision: 12, scale: 2, mode: 'number' }),
    snapshot: jsonb('snapshot').notNull(),
  },
  (t) => [
    foreignKey({ name: 'prescription_lines_prescription_fk', columns: [t.prescriptionId], foreignColumns: [prescriptions.id] }).onDelete('cascade'),
    restrictFk('prescription_lines_licence_fk', t.licenceId, licences.id),
    restrictFk('prescription_lines_organism_fk', t.harmfulOrganismId, harmfulOrganisms.id),
    restrictFk('prescription_lines_detail_fk', t.licenceDetailId, licenceDetails.id),
    restrictFk('prescription_lines_unit_fk', t.doseUnitId, unitsOfMeasure.id),
    uniqueIndex('prescription_lines_position_uq').on(t.prescriptionId, t.position),
    index('prescription_lines_licence_idx').on(t.licenceId),
    // For the restricting keys: deleting a use, an organism or a unit looks its lines up.
    index('prescription_lines_detail_idx').on(t.licenceDetailId).where(sql`${t.licenceDetailId} is not null`),
    index('prescription_lines_organism_idx').on(t.harmfulOrganismId),
    index('prescription_lines_unit_idx').on(t.doseUnitId),
    check('prescription_lines_dose_chk', sql`${t.dose} > 0`),
  ],
);

/**
 * A fertilization plan's rows (kinds 4 and 5), in order. A template's rows are replaced when
 * it is edited; a sent plan's rows are copied from the template with the product as it was.
 */
export const fertilizationPlanRows = pgTable(
  'fertilization_plan_rows',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    prescriptionId: bigint('prescription_id', { mode: 'number' }).notNull(),
    position: smallint('position').notNull(),
    key: text('key').notNull(),
    /** FertilizationStages (contracts): before-planting … post-harvest, date-window. */
    stage: text('stage').notNull(),
    windowStart: date('window_start', { mode: 'string' }),
    windowEnd: date('window_end', { mode: 'string' }),
    plantNutritionProductId: bigint('plant_nutrition_product_id', { mode: 'number' }).notNull(),
    dose: numeric('dose', { precision: 12, scale: 4, mode: 'number' }).notNull(),
    doseUnitId: bigint('dose_unit_id', { mode: 'number' }).notNull(),
    waterVolume: numeric('water_volume', { precision: 10, scale: 2, mode: 'number' }),
    /** base, drip, foliar */
    method: text('method').notNull(),
    applications: smallint('applications').notNull().default(1),
    intervalDays: smallint('interval_days'),
    notes: text('notes'),
    /** The product as printed: name, company, composition, the dose unit's symbol (contracts FertilizationPlanRow). */
    snapshot: jsonb('snapshot').notNull(),
  },
  (t) => [
    foreignKey({ name: 'fertilization_plan_rows_prescription_fk', columns: [t.prescriptionId], foreignColumns: [prescriptions.id] }).onDelete('cascade'),
    restrictFk('fertilization_plan_rows_product_fk', t.plantNutritionProductId, plantNutritionProducts.id),
    restrictFk('fertilization_plan_rows_unit_fk', t.doseUnitId, unitsOfMeasure.id),
    uniqueIndex('fertilization_plan_rows_position_uq').on(t.prescriptionId, t.position),
    // For the restricting keys: deleting a product or a unit looks its rows up.
    index('fertilization_plan_rows_product_idx').on(t.plantNutritionProductId),
    index('fertilization_plan_rows_unit_idx').on(t.doseUnitId),
    check('fertilization_plan_rows_dose_chk', sql`${t.dose} > 0`),
    check('fertilization_plan_rows_applications_chk', sql`${t.applications} between 1 and 60`),
    check('fertilization_plan_rows_stage_chk', sql`${t.stage} in ('before-planting', 'planting', 'vegetative', 'flowering', 'fruit-set', 'fruit-growth', 'ripening', 'post-harvest', 'date-window')`),
    check('fertilization_plan_rows_method_chk', sql`${t.method} in ('base', 'drip', 'foliar')`),
    check('fertilization_plan_rows_window_chk', sql`${t.windowStart} is null or ${t.windowEnd} is null or ${t.windowStart} <= ${t.windowEnd}`),
  ],
);

/** The last number given per member and year; the row lock serialises concurrent issues. */
export const prescriptionNumberCounters = pgTable(
  'prescription_number_counters',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    lastSeq: integer('last_seq').notNull(),
  },
  (t) => [primaryKey({ name: 'prescription_number_counters_pk', columns: [t.memberId, t.year] })],
);

/** Public links (DESIGN.md §4): the token's hash finds it; the sealed token lets the owner see it again. */
export const prescriptionLinks = pgTable(
  'prescription_links',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    prescriptionId: bigint('prescription_id', { mode: 'number' })
      .notNull()
      .references(() => prescriptions.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token, hex. */
    tokenHash: text('token_hash').notNull(),
    /** The token sealed with the server's key (platform/secrets), shown to the member again. */
    tokenSealed: text('token_sealed').notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('prescription_links_token_uq').on(t.tokenHash),
    // At most one live link per prescription.
    uniqueIndex('prescription_links_live_uq').on(t.prescriptionId).where(sql`${t.revokedAt} is null`),
  ],
);

/**
 * Every delivery of a prescription: e-mails and SMS (their state is the outbox row's) and
 * WhatsApp shares (no outbox row: the user sends it from WhatsApp, so only the share is known).
 */
export const prescriptionEmails = pgTable(
  'prescription_emails',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    prescriptionId: bigint('prescription_id', { mode: 'number' })
      .notNull()
      .references(() => prescriptions.id, { onDelete: 'cascade' }),
    outboxMessageId: bigint('outbox_message_id', { mode: 'number' }).references(() => outboxMessages.id),
    channel: text('channel', { enum: ['mail', 'sms', 'whatsapp'] }).notNull().default('mail'),
    recipient: text('recipient').notNull(),
    recipientName: text('recipient_name'),
    /** producer or member */
    audience: text('audience', { enum: ['producer', 'member'] }).notNull(),
    sentBy: bigint('sent_by', { mode: 'number' }).notNull(),
    sentByName: text('sent_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('prescription_emails_prescription_idx').on(t.prescriptionId, t.createdAt),
    check('prescription_emails_channel_check', sql`${t.channel} in ('mail', 'sms', 'whatsapp')`),
    // Mail and SMS go through the outbox; only a WhatsApp share has no message of its own.
    check('prescription_emails_outbox_check', sql`(${t.outboxMessageId} is null) = (${t.channel} = 'whatsapp')`),
  ],
);

export type PrescriptionRow = typeof prescriptions.$inferSelect;
export type PrescriptionLineRow = typeof prescriptionLines.$inferSelect;
export type FertilizationPlanRowRow = typeof fertilizationPlanRows.$inferSelect;
