// Traceability (TRC; DESIGN.md §8 "Traceability (TRC)"): a member's lots, their
// stages and the stages' photos. A lot is one production area × plant × season; every row is
// reached through the member of the access token. The lot's (production_area_id, member_id) key
// means another member's area cannot be named. A spraying keeps what it was recorded with (the
// product's name, the PHI on the lot's plant), so the compliance check does not move when the
// reference data changes later.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, doublePrecision, foreignKey, index, integer, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, unique } from 'drizzle-orm/pg-core';
import { members } from './members';
import { prescriptions } from './prescriptions';
import { productionAreas } from './producers';
import { restrictFk } from './reference/columns';
import { licences } from './reference/licences';
import { plants } from './reference/plants';
import { unitsOfMeasure } from './reference/units';

export const lots = pgTable(
  'lots',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    productionAreaId: bigint('production_area_id', { mode: 'number' }).notNull(),
    plantId: bigint('plant_id', { mode: 'number' }).notNull(),
    /** Year and sequence of the code: gap-free per member and year (lot_number_counters). */
    year: smallint('year').notNull(),
    seq: integer('seq').notNull(),
    /** TRC-2026-000123 */
    code: text('code').notNull(),
    variety: text('variety'),
    season: text('season').notNull(),
    /** GS1 GTIN-8/12/13/14 with a valid check digit; null: the consumer link is /lot/{token}. */
    gtin: text('gtin'),
    /** The producer agreed to show their first name on the consumer page. */
    consumerFirstNameConsent: boolean('consumer_first_name_consent').notNull().default(false),
    status: text('status', { enum: ['open', 'closed'] }).notNull().default('open'),
    /** The consumer page's link (DESIGN.md §4, as prescription_links): SHA-256 of the token, hex. */
    publicTokenHash: text('public_token_hash'),
    /** The token sealed with the server's key (platform/secrets), so the member sees it again. */
    publicTokenSealed: text('public_token_sealed'),
    publicRevokedAt: timestamp('public_revoked_at', { withTimezone: true }),
    /** foldForSearch of the code, area, producer, plant and variety. */
    searchText: text('search_text').notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    foreignKey({ name: 'lots_member_fk', columns: [t.memberId], foreignColumns: [members.id] }).onDelete('cascade'),
    foreignKey({ name: 'lots_area_fk', columns: [t.productionAreaId, t.memberId], foreignColumns: [productionAreas.id, productionAreas.memberId] }).onDelete('restrict'),
    restrictFk('lots_plant_fk', t.plantId, plants.id),
    unique('lots_member_code_uq').on(t.memberId, t.code),
    unique('lots_member_year_seq_uq').on(t.memberId, t.year, t.seq),
    uniqueIndex('lots_public_token_uq').on(t.publicTokenHash).where(sql`${t.publicTokenHash} is not null`),
    check('lots_status_chk', sql`${t.status} in ('open', 'closed')`),
    check('lots_seq_chk', sql`${t.seq} >= 1`),
    check('lots_gtin_chk', sql`${t.gtin} is null or ${t.gtin} ~ '^([0-9]{8}|[0-9]{12,14})$'`),
    // The member's list, newest first; the GTIN + code lookup of the consumer link.
    index('lots_member_created_idx').on(t.memberId, t.createdAt, t.id),
    index('lots_area_idx').on(t.productionAreaId),
    index('lots_plant_idx').on(t.plantId),
    index('lots_gtin_code_idx').on(t.gtin, t.code).where(sql`${t.gtin} is not null`),
  ],
);

/** The last lot sequence given per member and year; the row lock serialises concurrent creates. */
export const lotNumberCounters = pgTable(
  'lot_number_counters',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    lastSeq: integer('last_seq').notNull(),
  },
  (t) => [primaryKey({ name: 'lot_number_counters_pk', columns: [t.memberId, t.year] })],
);

export const lotStages = pgTable(
  'lot_stages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    lotId: bigint('lot_id', { mode: 'number' }).notNull(),
    /** The phone's idempotency key: an offline stage sent twice is stored once. */
    clientId: text('client_id').notNull(),
    /** StageKinds (contracts). */
    kind: text('kind').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    recordedBy: bigint('recorded_by', { mode: 'number' }).notNull(),
    recordedByName: text('recorded_by_name').notNull(),
    notes: text('notes'),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    accuracyM: doublePrecision('accuracy_m'),
    /** inside, outside, no-polygon; null without a point. */
    locationCheck: text('location_check'),
    // spraying: from a prescription's line, or a product directly
    prescriptionId: bigint('prescription_id', { mode: 'number' }),
    prescriptionNo: text('prescription_no'),
    prescriptionLineKey: text('prescription_line_key'),
    licenceId: bigint('licence_id', { mode: 'number' }),
    productName: text('product_name'),
    dose: numeric('dose', { precision: 12, scale: 4, mode: 'number' }),
    doseUnitId: bigint('dose_unit_id', { mode: 'number' }),
    doseUnit: text('dose_unit'),
    /** The product's PHI on the lot's plant when recorded (the longest of its uses); null: none. */
    phiDays: smallint('phi_days'),
    // harvest and packing
    amount: numeric('amount', { precision: 14, scale: 3, mode: 'number' }),
    unit: text('unit'),
    packages: integer('packages'),
    packageUnit: text('package_unit'),
    /** Why a harvest inside a PHI was recorded anyway; its presence flags the harvest. */
    phiOverrideReason: text('phi_override_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'lot_stages_lot_fk', columns: [t.lotId], foreignColumns: [lots.id] }).onDelete('cascade'),
    restrictFk('lot_stages_prescription_fk', t.prescriptionId, prescriptions.id),
    restrictFk('lot_stages_licence_fk', t.licenceId, licences.id),
    restrictFk('lot_stages_unit_fk', t.doseUnitId, unitsOfMeasure.id),
    uniqueIndex('lot_stages_client_uq').on(t.lotId, t.clientId),
    index('lot_stages_lot_date_idx').on(t.lotId, t.date, t.id),
    index('lot_stages_prescription_idx').on(t.prescriptionId).where(sql`${t.prescriptionId} is not null`),
    index('lot_stages_licence_idx').on(t.licenceId).where(sql`${t.licenceId} is not null`),
    index('lot_stages_unit_idx').on(t.doseUnitId).where(sql`${t.doseUnitId} is not null`),
    check('lot_stages_kind_chk', sql`${t.kind} in ('sowing', 'planting', 'irrigation', 'fertilization', 'spraying', 'harvest', 'packing')`),
    check('lot_stages_location_chk', sql`${t.locationCheck} is null or ${t.locationCheck} in ('inside', 'outside', 'no-polygon')`),
    check('lot_stages_point_chk', sql`(${t.lat} is null) = (${t.lon} is null)`),
    check('lot_stages_spraying_chk', sql`${t.kind} <> 'spraying' or ${t.licenceId} is not null`),
    check('lot_stages_harvest_chk', sql`${t.kind} <> 'harvest' or (${t.amount} > 0 and ${t.unit} in ('kg', 'ton', 'adet', 'kasa'))`),
  ],
);

/** A stage's photos: stored on local disk or an S3-compatible store under `storage_key`. */
export const lotStagePhotos = pgTable(
  'lot_stage_photos',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    stageId: bigint('stage_id', { mode: 'number' })
      .notNull()
      .references(() => lotStages.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lot_stage_photos_key_uq').on(t.storageKey),
    index('lot_stage_photos_stage_idx').on(t.stageId, t.id),
    check('lot_stage_photos_size_chk', sql`${t.byteSize} > 0`),
  ],
);

export type LotRow = typeof lots.$inferSelect;
export type LotStageRow = typeof lotStages.$inferSelect;
export type LotStagePhotoRow = typeof lotStagePhotos.$inferSelect;
