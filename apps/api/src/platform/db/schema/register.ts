// The producer's register (Üretici Kayıt Defteri; contracts register.ts): applications of
// issued prescriptions' lines and harvests, per member's production area. A record is never
// overwritten: each step (recorded, corrected, withdrawn) writes its full state to
// register_versions, and the row holds the latest. The area key includes member_id, so
// another member's area cannot be named. A TRC lot's spraying or harvest stage is the other
// store of the same kind of event; the API refuses a second record of one event in either.
import { sql } from 'drizzle-orm';
import { bigint, check, date, foreignKey, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members';
import { prescriptions } from './prescriptions';
import { productionAreas } from './producers';
import { restrictFk } from './reference/columns';
import { licences } from './reference/licences';

const withdrawalColumns = () => ({
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  withdrawnReason: text('withdrawn_reason'),
  withdrawnByName: text('withdrawn_by_name'),
});

const recordingColumns = () => ({
  /** 1 when recorded, +1 per correction. */
  version: integer('version').notNull().default(1),
  recordedBy: bigint('recorded_by', { mode: 'number' }).notNull(),
  recordedByName: text('recorded_by_name').notNull(),
  updatedBy: bigint('updated_by', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export const registerApplications = pgTable(
  'register_applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    productionAreaId: bigint('production_area_id', { mode: 'number' }).notNull(),
    prescriptionId: bigint('prescription_id', { mode: 'number' }).notNull(),
    prescriptionLineKey: text('prescription_line_key').notNull(),
    /** The product of the line, as recorded (its trade name kept). */
    licenceId: bigint('licence_id', { mode: 'number' }).notNull(),
    productName: text('product_name').notNull(),
    appliedOn: date('applied_on', { mode: 'string' }).notNull(),
    /** HH:MM, Europe/Istanbul. */
    startTime: text('start_time').notNull(),
    /** ApplicatorKinds (contracts). */
    applicatorKind: text('applicator_kind').notNull(),
    applicatorName: text('applicator_name').notNull(),
    applicatorCertificateNo: text('applicator_certificate_no'),
    amount: numeric('amount', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    amountUnit: text('amount_unit').notNull(),
    waterVolumeLitres: numeric('water_volume_litres', { precision: 14, scale: 2, mode: 'number' }),
    decares: numeric('decares', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** WeatherSnapshot (contracts) of the application's hour; null with the reason beside it. */
    weather: jsonb('weather'),
    weatherUnavailableReason: text('weather_unavailable_reason'),
    notes: text('notes'),
    ...withdrawalColumns(),
    ...recordingColumns(),
  },
  (t) => [
    foreignKey({ name: 'register_applications_member_fk', columns: [t.memberId], foreignColumns: [members.id] }).onDelete('cascade'),
    foreignKey({ name: 'register_applications_area_fk', columns: [t.productionAreaId, t.memberId], foreignColumns: [productionAreas.id, productionAreas.memberId] }).onDelete('restrict'),
    restrictFk('register_applications_prescription_fk', t.prescriptionId, prescriptions.id),
    restrictFk('register_applications_licence_fk', t.licenceId, licences.id),
    // The area's register and its season's checks, in date order.
    index('register_applications_area_date_idx').on(t.memberId, t.productionAreaId, t.appliedOn, t.id),
    index('register_applications_prescription_idx').on(t.prescriptionId, t.prescriptionLineKey),
    index('register_applications_licence_idx').on(t.licenceId),
    check('register_applications_kind_chk', sql`${t.applicatorKind} in ('authorised', 'producer', 'professional')`),
    check('register_applications_unit_chk', sql`${t.amountUnit} in ('ml', 'L', 'g', 'kg')`),
    check('register_applications_amount_chk', sql`${t.amount} > 0 and ${t.decares} > 0 and (${t.waterVolumeLitres} is null or ${t.waterVolumeLitres} > 0)`),
    check('register_applications_time_chk', sql`${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('register_applications_certificate_chk', sql`${t.applicatorKind} = 'producer' or ${t.applicatorCertificateNo} is not null`),
    check('register_applications_withdrawn_chk', sql`(${t.withdrawnAt} is null) = (${t.withdrawnReason} is null)`),
    check('register_applications_version_chk', sql`${t.version} >= 1`),
  ],
);

/** An application's photos: stored on local disk or an S3-compatible store under `storage_key` (as lot_stage_photos). */
export const registerApplicationPhotos = pgTable(
  'register_application_photos',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => registerApplications.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('register_application_photos_key_uq').on(t.storageKey),
    index('register_application_photos_application_idx').on(t.applicationId, t.id),
    check('register_application_photos_size_chk', sql`${t.byteSize} > 0`),
  ],
);

export const registerHarvests = pgTable(
  'register_harvests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    productionAreaId: bigint('production_area_id', { mode: 'number' }).notNull(),
    harvestedOn: date('harvested_on', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    /** HarvestUnits (contracts). */
    unit: text('unit').notNull(),
    lotOrBuyer: text('lot_or_buyer'),
    notes: text('notes'),
    ...withdrawalColumns(),
    ...recordingColumns(),
  },
  (t) => [
    foreignKey({ name: 'register_harvests_member_fk', columns: [t.memberId], foreignColumns: [members.id] }).onDelete('cascade'),
    foreignKey({ name: 'register_harvests_area_fk', columns: [t.productionAreaId, t.memberId], foreignColumns: [productionAreas.id, productionAreas.memberId] }).onDelete('restrict'),
    index('register_harvests_area_date_idx').on(t.memberId, t.productionAreaId, t.harvestedOn, t.id),
    check('register_harvests_amount_chk', sql`${t.amount} > 0`),
    check('register_harvests_unit_chk', sql`${t.unit} in ('kg', 'ton', 'adet', 'kasa')`),
    check('register_harvests_withdrawn_chk', sql`(${t.withdrawnAt} is null) = (${t.withdrawnReason} is null)`),
    check('register_harvests_version_chk', sql`${t.version} >= 1`),
  ],
);

/** Every step of a register record with its full state after the step: the history a correction never erases. */
export const registerVersions = pgTable(
  'register_versions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    recordType: text('record_type').notNull(),
    recordId: bigint('record_id', { mode: 'number' }).notNull(),
    version: integer('version').notNull(),
    /** recorded, corrected, withdrawn */
    step: text('step').notNull(),
    /** The record's columns after the step (the API's row, as JSON). */
    state: jsonb('state').notNull(),
    reason: text('reason'),
    byUserId: bigint('by_user_id', { mode: 'number' }),
    byName: text('by_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('register_versions_step_uq').on(t.recordType, t.recordId, t.version, t.step),
    index('register_versions_member_idx').on(t.memberId),
    check('register_versions_type_chk', sql`${t.recordType} in ('application', 'harvest')`),
    check('register_versions_step_chk', sql`${t.step} in ('recorded', 'corrected', 'withdrawn')`),
    check('register_versions_reason_chk', sql`${t.step} = 'recorded' or ${t.reason} is not null`),
  ],
);

export type RegisterApplicationRow = typeof registerApplications.$inferSelect;
export type RegisterApplicationPhotoRow = typeof registerApplicationPhotos.$inferSelect;
export type RegisterHarvestRow = typeof registerHarvests.$inferSelect;
export type RegisterVersionRow = typeof registerVersions.$inferSelect;
