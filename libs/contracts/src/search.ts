// Search, the SRC app and the home panels (spec §2 `anasayfa`, `search?section=…`,
// `mrl`, `src-dashboard`; §6: any logged-in session). Spec §7 names no call for them: the
// shapes below are our design (docs/api.md "Search"). Every call is a read of the reference
// data under `/api/v1/search`, open to every signed-in session, so the definition routes
// (`definition/*`, `mrl/*`) stay with the data roles.
import { z } from 'zod';
import { textSchema } from './text';
import { queryBoolean, recordIdSchema } from './definitions/common';
import { listQuerySchema } from './definitions/common';
import { aliasesSchema } from './definitions/aliases';
import { HarmfulOrganismType } from './enums';
import { enumCodes } from './enums';
import { productSubstanceSchema } from './prescriptions';
import { ReferenceChangeKindLabels, referenceChangeEntrySchema, type ReferenceChange } from './reference-changes';

// ---------------------------------------------------------------- sections and the URL

/** The four tabs of `search?section=…` (spec §2), in the tiles' order. */
export const SearchSections = ['licenses', 'plants', 'harmful-orgs', 'active-substances'] as const;
export type SearchSection = (typeof SearchSections)[number];

export const SearchSectionLabels: Record<SearchSection, string> = {
  licenses: 'İlaç / Ruhsat',
  plants: 'Bitki',
  'harmful-orgs': 'Hastalık / Zararlı',
  'active-substances': 'Aktif Madde',
};

/** The detail page of each kind, under the app's routes: `search/{section}/{id}`. */
export const searchDetailPath = (section: SearchSection, id: number) => `/search/${section}/${id}`;

/** The plant × pest query (★): `search/kullanim?bitki=…&zararli=…`. */
export const USES_PATH = '/search/kullanim';

/** At most this many products are compared side by side. */
export const MAX_COMPARED = 3;

/** Typeahead: at least 2 characters, at most this many hits per section. */
export const SUGGEST_MIN_CHARS = 2;
export const SUGGEST_PER_SECTION = 5;

/** A bee toxicity that counts as bee-safe for the filter. */
export const BeeSafeToxicities = ['none', 'low'] as const;

const id = z.number().int();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const named = z.object({ id, name: z.string() });
const beeToxicity = z.enum(['none', 'low', 'moderate', 'high']).nullable();
const licenceStatus = z.enum(['valid', 'cancelled']);

/** A mode-of-action code as a query value: `IRAC 4A`, `FRAC M01`. */
export const moaCodeQuerySchema = textSchema('Etki grubu').regex(/^(FRAC|IRAC|HRAC) [0-9A-Za-z.]{1,8}$/, { error: 'Etki grubu "IRAC 4A" biçiminde olmalıdır' });

// ---------------------------------------------------------------- typeahead

/** At most this many "did you mean" names. */
export const SUGGESTIONS_MAX = 5;
/** Closest names to a term that found nothing (empty otherwise); optional so that older answers and test doubles still parse. */
export const didYouMeanSchema = z.array(z.string()).optional();

/** GET search/suggest?q=: up to five hits in each section, found by the Turkish-folded name. */
export const suggestQuerySchema = z.object({
  q: textSchema('Arama')
    .trim()
    .min(SUGGEST_MIN_CHARS, { error: `En az ${SUGGEST_MIN_CHARS} karakter yazın` })
    .max(100, { error: 'Arama en fazla 100 karakter olabilir' }),
});
export const suggestionSchema = z.object({
  id,
  /** What the hit is called: trade name, plant, organism or substance name. */
  label: z.string(),
  /** A second line: licence number and company, Latin name, CAS number and group. */
  detail: z.string().nullable(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestResponseSchema = z.object({
  data: z.object({
    licenses: z.array(suggestionSchema),
    plants: z.array(suggestionSchema),
    'harmful-orgs': z.array(suggestionSchema),
    'active-substances': z.array(suggestionSchema),
  }),
  /** "Did you mean": when every section is empty, the closest names (at most SUGGESTIONS_MAX); empty otherwise. */
  suggestions: didYouMeanSchema,
});
export type SuggestResponse = z.infer<typeof suggestResponseSchema>;

// ---------------------------------------------------------------- filter options

/**
 * GET search/filters?plantId&harmfulOrganismId&includeInvalid: the current plant × pest query.
 * With both ids, `moaCodes` lists only the groups of the products that query answers (the
 * "other mode-of-action group" choice); without them, every group in use.
 */
// Strict: every parameter is optional, so a misspelt one would otherwise answer the unfiltered choices.
export const searchFiltersQuerySchema = z.strictObject({
  plantId: recordIdSchema.optional(),
  harmfulOrganismId: recordIdSchema.optional(),
  includeInvalid: queryBoolean.optional(),
});
export type SearchFiltersQuery = z.input<typeof searchFiltersQuerySchema>;

/** GET search/filters: the choices of every section's filters (active records only). */
export const searchFiltersSchema = z.object({
  licenceGroups: z.array(named),
  companies: z.array(named),
  formulations: z.array(z.object({ id, code: z.string(), name: z.string() })),
  activeSubstanceGroups: z.array(named),
  /** Every mode-of-action code in use: `IRAC 4A`. */
  moaCodes: z.array(z.string()),
  plants: z.array(named),
  harmfulOrganisms: z.array(named.extend({ type: enumCodes(HarmfulOrganismType) })),
});
export type SearchFilters = z.infer<typeof searchFiltersSchema>;

// ---------------------------------------------------------------- the four lists

export const LicenseSearchSortKeys = ['tradeName', 'licenceNumber', 'licenceDate', 'company'] as const;
/** GET search/licenses */
export const licenseSearchQuerySchema = listQuerySchema(LicenseSearchSortKeys)
  .omit({ id: true, status: true })
  .extend({
    licenceGroupId: recordIdSchema.optional(),
    companyId: recordIdSchema.optional(),
    formulationId: recordIdSchema.optional(),
    /** valid: valid today; cancelled: cancelled or expired. */
    licenceStatus: z.enum(['valid', 'cancelled'], { error: 'Durum valid ya da cancelled olmalıdır' }).optional(),
    plantId: recordIdSchema.optional(),
    harmfulOrganismId: recordIdSchema.optional(),
    activeSubstanceId: recordIdSchema.optional(),
    moaCode: moaCodeQuerySchema.optional(),
  });
export type LicenseSearchQuery = z.infer<typeof licenseSearchQuerySchema>;

export const licenseHitSchema = z.object({
  id,
  tradeName: z.string(),
  licenceNumber: z.string(),
  licenceDate: day,
  expiryDate: day.nullable(),
  licenceStatus,
  /** Valid today in Türkiye (status valid, dates around today). */
  validToday: z.boolean(),
  company: named,
  formulation: z.object({ id, code: z.string(), name: z.string() }),
  licenceGroup: named,
  beeToxicity,
  activeSubstances: z.array(productSubstanceSchema),
});
export type LicenseHit = z.infer<typeof licenseHitSchema>;

export const PlantSearchSortKeys = ['name', 'latinName'] as const;
/** GET search/plants */
export const plantSearchQuerySchema = listQuerySchema(PlantSearchSortKeys).omit({ id: true, status: true });
export const plantHitSchema = z.object({
  id,
  name: z.string(),
  latinName: z.string().nullable(),
  euCode: z.string().nullable(),
  /** Organisms with a registered use on it, and the valid products registered on it. */
  organismCount: z.number().int(),
  productCount: z.number().int(),
});
export type PlantHit = z.infer<typeof plantHitSchema>;

export const HarmfulOrgSearchSortKeys = ['name', 'latinName', 'type'] as const;
/** GET search/harmful-orgs */
export const harmfulOrgSearchQuerySchema = listQuerySchema(HarmfulOrgSearchSortKeys)
  .omit({ id: true, status: true })
  .extend({ type: z.coerce.number().pipe(enumCodes(HarmfulOrganismType)).optional(), plantId: recordIdSchema.optional() });
export const harmfulOrgHitSchema = z.object({
  id,
  name: z.string(),
  latinName: z.string().nullable(),
  type: enumCodes(HarmfulOrganismType),
  plantCount: z.number().int(),
  productCount: z.number().int(),
});
export type HarmfulOrgHit = z.infer<typeof harmfulOrgHitSchema>;

export const ActiveSubstanceSearchSortKeys = ['name', 'casNumber', 'moaCode'] as const;
/** GET search/active-substances */
export const activeSubstanceSearchQuerySchema = listQuerySchema(ActiveSubstanceSearchSortKeys)
  .omit({ id: true, status: true })
  .extend({
    activeSubstanceGroupId: recordIdSchema.optional(),
    moaCode: moaCodeQuerySchema.optional(),
    prescriptionRequired: queryBoolean.optional(),
  });
export const activeSubstanceHitSchema = z.object({
  id,
  name: z.string(),
  casNumber: z.string().nullable(),
  group: named.nullable(),
  moaScheme: z.enum(['FRAC', 'IRAC', 'HRAC']).nullable(),
  moaCode: z.string().nullable(),
  prescriptionRequired: z.boolean(),
  lowRisk: z.boolean(),
  /** Valid products that contain it. */
  productCount: z.number().int(),
});
export type ActiveSubstanceHit = z.infer<typeof activeSubstanceHitSchema>;

/**
 * A search list's answer. `suggestions` ("did you mean"): when a `search` term found
 * nothing, the closest names of the list's kind (at most SUGGESTIONS_MAX), each meant to
 * be run as the new `search`; empty otherwise.
 */
export const searchListResponse = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), count: z.number().int(), suggestions: didYouMeanSchema });

// ---------------------------------------------------------------- detail pages

const doseUnit = z.object({ id, symbol: z.string() });

/** A registered use's terms: dose range and unit, spray water, waiting periods, limits and notes. */
const useTermsShape = {
  doseMin: z.number(),
  doseMax: z.number(),
  doseUnit,
  waterVolumeMin: z.number().nullable(),
  waterVolumeMax: z.number().nullable(),
  phiDays: z.number().int().nullable(),
  beeWaitingDays: z.number().int().nullable(),
  reEntryHours: z.number().int().nullable(),
  maxApplications: z.number().int().nullable(),
  applicationIntervalDays: z.number().int().nullable(),
  notes: z.string().nullable(),
};

/** One registered use as the detail pages show it. */
export const registeredUseSchema = z.object({
  licenceDetailId: id,
  plant: named,
  harmfulOrganism: named.extend({ latinName: z.string().nullable(), type: enumCodes(HarmfulOrganismType) }),
  ...useTermsShape,
});
export type RegisteredUse = z.infer<typeof registeredUseSchema>;

/** An MRL as search shows it: the limit of a substance in a product for a market. */
export const mrlEntrySchema = z.object({
  id,
  product: z.object({ id, name: z.string(), code: z.string(), subCode: z.string().nullable() }),
  activeSubstance: named,
  /** mg/kg */
  rate: z.number(),
  market: z.string(),
  date: day,
  description: z.string().nullable(),
  /** The record's status switch (active/passive). */
  status: z.boolean(),
  /** No longer in force. */
  expireStatus: z.boolean(),
});
export type MrlEntry = z.infer<typeof mrlEntrySchema>;

/** GET search/licenses/{id} */
export const licenseDetailSchema = licenseHitSchema.extend({
  origin: z.number().int(),
  cancelledOn: day.nullable(),
  warnings: z.string().nullable(),
  uses: z.array(registeredUseSchema),
  /** The limits of its substances in force (TR and export markets), by substance and product. */
  mrls: z.array(mrlEntrySchema),
});
export type LicenseDetail = z.infer<typeof licenseDetailSchema>;

/** A product registered for a use, as the plant and organism pages list them. */
export const productForUseSchema = z.object({
  licenceDetailId: id,
  licenceId: id,
  tradeName: z.string(),
  licenceNumber: z.string(),
  validToday: z.boolean(),
  doseMin: z.number(),
  doseMax: z.number(),
  doseUnit,
  phiDays: z.number().int().nullable(),
  activeSubstances: z.array(z.object({ id, name: z.string() })),
});
export type ProductForUse = z.infer<typeof productForUseSchema>;

/** GET search/plants/{id}: its organisms, each with the products registered against it. */
export const plantDetailSchema = z.object({
  id,
  name: z.string(),
  latinName: z.string().nullable(),
  euCode: z.string().nullable(),
  /** Its other names (Diğer adları), shown on its page; absent from older answers. */
  aliases: aliasesSchema.optional(),
  organisms: z.array(
    z.object({
      harmfulOrganism: named.extend({ latinName: z.string().nullable(), type: enumCodes(HarmfulOrganismType) }),
      products: z.array(productForUseSchema),
    }),
  ),
});
export type PlantDetail = z.infer<typeof plantDetailSchema>;

/** GET search/harmful-orgs/{id}: the plants it is registered on, each with its products. */
export const harmfulOrgDetailSchema = z.object({
  id,
  name: z.string(),
  latinName: z.string().nullable(),
  type: enumCodes(HarmfulOrganismType),
  /** Its other names (Diğer adları), shown on its page; absent from older answers. */
  aliases: aliasesSchema.optional(),
  plants: z.array(z.object({ plant: named, products: z.array(productForUseSchema) })),
});
export type HarmfulOrgDetail = z.infer<typeof harmfulOrgDetailSchema>;

/** GET search/active-substances/{id} */
export const activeSubstanceDetailSchema = activeSubstanceHitSchema.extend({
  /** Its other names (Diğer adları: abamektin), shown on its page; absent from older answers. */
  aliases: aliasesSchema.optional(),
  products: z.array(
    z.object({
      licenceId: id,
      tradeName: z.string(),
      licenceNumber: z.string(),
      licenceStatus,
      validToday: z.boolean(),
      company: named,
      concentration: z.number(),
      concentrationUnit: z.string(),
    }),
  ),
  /** Its limits by product (the MRL substance it maps to); empty when it maps to none. */
  mrls: z.array(mrlEntrySchema),
});
export type ActiveSubstanceDetail = z.infer<typeof activeSubstanceDetailSchema>;

// ---------------------------------------------------------------- plant × pest (★)

/** GET search/uses: what can I use on this plant against this pest? */
export const usesQuerySchema = z.object({
  plantId: recordIdSchema,
  harmfulOrganismId: recordIdSchema,
  /** PHI at most this many days (a use with no PHI passes). */
  maxPhiDays: z.coerce.number({ error: 'Bekleme süresi bir sayı olmalıdır' }).int({ error: 'Bekleme süresi tam gün olmalıdır' }).min(0, { error: 'Bekleme süresi 0 ya da daha büyük olmalıdır' }).max(365, { error: 'Bekleme süresi en çok 365 gün olabilir' }).optional(),
  /** Only products whose bee toxicity is none or low. */
  beeSafe: queryBoolean.optional(),
  /** Leave out products with a substance in any of these mode-of-action groups (the last one used). */
  excludeMoa: textSchema('Etki grubu')
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const codes = v.split(',').map((c) => c.trim());
      for (const c of codes) {
        if (!moaCodeQuerySchema.safeParse(c).success) {
          ctx.addIssue({ code: 'custom', message: 'Etki grubu "IRAC 4A" biçiminde olmalıdır' });
          return z.NEVER;
        }
      }
      return codes;
    }),
  /** Only products made of biological / low-risk substances. */
  lowRisk: queryBoolean.optional(),
  /** Include products whose licence is not valid today (shown as such). */
  includeInvalid: queryBoolean.optional(),
});
export type UsesQuery = z.input<typeof usesQuerySchema>;

/** One ranked answer: the registered use with everything the comparison shows. */
export const useOptionSchema = z.object({
  licenceDetailId: id,
  licenceId: id,
  tradeName: z.string(),
  licenceNumber: z.string(),
  licenceStatus,
  validToday: z.boolean(),
  company: named,
  formulation: z.object({ id, code: z.string(), name: z.string() }),
  licenceGroup: named,
  beeToxicity,
  lowRisk: z.boolean(),
  activeSubstances: z.array(productSubstanceSchema),
  ...useTermsShape,
});
export type UseOption = z.infer<typeof useOptionSchema>;
/**
 * Ranked: valid today first, then the shorter PHI (none last), then bee-safe before not,
 * then fewer prescription-required substances, then the trade name (tr-TR).
 */
export const usesResponseSchema = z.object({
  data: z.object({ plant: named, harmfulOrganism: named, options: z.array(useOptionSchema) }),
});
export type UsesResponse = z.infer<typeof usesResponseSchema>;

// ---------------------------------------------------------------- MRL (spec §2 `mrl`)

/** The limit assumed where none is set: Reg. (EC) No 396/2005 Art. 18(1)(b), and Türkiye's MRL regulation. */
export const DEFAULT_MRL_MG_PER_KG = 0.01;

/** GET search/mrl: residue limits by product (plant) and substance, paged. */
export const mrlSearchQuerySchema = listQuerySchema(['product', 'activeSubstance', 'rate', 'date'] as const)
  .omit({ id: true, status: true })
  .extend({
    mrlProductId: recordIdSchema.optional(),
    /** A plant: its EU code's product. */
    plantId: recordIdSchema.optional(),
    mrlActiveSubstanceId: recordIdSchema.optional(),
    market: textSchema('Pazar').regex(/^[A-Z]{2}$/, { error: 'Pazar iki büyük harf olmalıdır (TR, EU…)' }).optional(),
    /** Include limits no longer in force. */
    includeExpired: queryBoolean.optional(),
  });
export type MrlSearchQuery = z.infer<typeof mrlSearchQuerySchema>;

/** GET search/mrl/options?kind=product|substance&q=: pickers of the MRL page (at most 20). */
export const mrlOptionsQuerySchema = z.object({
  kind: z.enum(['product', 'substance'], { error: 'kind product ya da substance olmalıdır' }),
  q: textSchema('Arama').trim().max(100, { error: 'Arama en fazla 100 karakter olabilir' }).optional(),
});
export const mrlOptionSchema = z.object({ id, label: z.string(), detail: z.string().nullable() });
export type MrlOption = z.infer<typeof mrlOptionSchema>;

/** mg/kg as typed: positive, at most 4 decimals. */
const mgPerKg = z
  .number({ error: 'Kalıntı miktarı bir sayı olmalıdır' })
  .min(0, { error: 'Kalıntı miktarı 0 ya da daha büyük olmalıdır' })
  .max(100_000, { error: 'Kalıntı miktarı çok büyük' })
  // The check compares in whole 1/10000 mg/kg: a fifth decimal would be rounded away unseen.
  .refine((v) => Math.abs(v * 10_000 - Math.round(v * 10_000)) < 1e-6, { error: 'Kalıntı miktarı en fazla 4 ondalık basamak olabilir' });

/** POST search/mrl/check: a lab result for a product (plant), checked per substance. */
export const mrlCheckBodySchema = z.object({
  mrlProductId: z.number({ error: 'Ürün seçin' }).int({ error: 'Ürün seçin' }).min(1, { error: 'Ürün seçin' }),
  market: z.string().regex(/^[A-Z]{2}$/, { error: 'Pazar iki büyük harf olmalıdır (TR, EU…)' }).default('TR'),
  results: z
    .array(
      z.object({
        mrlActiveSubstanceId: z.number({ error: 'Aktif madde seçin' }).int({ error: 'Aktif madde seçin' }).min(1, { error: 'Aktif madde seçin' }),
        mgPerKg,
      }),
      { error: 'Sonuç listesi gerekli' },
    )
    .min(1, { error: 'En az bir sonuç girin' })
    .max(50, { error: 'En çok 50 sonuç girilebilir' })
    .refine((rows) => new Set(rows.map((r) => r.mrlActiveSubstanceId)).size === rows.length, { error: 'Bir aktif madde bir kez girilebilir' }),
});
export type MrlCheckBody = z.input<typeof mrlCheckBodySchema>;

export const mrlVerdicts = ['within', 'exceeds'] as const;
export const mrlCheckRowSchema = z.object({
  activeSubstance: named,
  measured: z.number(),
  /** The limit in force for the product and market; null when none is set. */
  limit: z.number().nullable(),
  /** The limit the verdict used: `limit`, or DEFAULT_MRL_MG_PER_KG when none is set. */
  appliedLimit: z.number(),
  defaultApplied: z.boolean(),
  /** measured ≤ appliedLimit */
  verdict: z.enum(mrlVerdicts),
  /** appliedLimit − measured (negative when over), mg/kg, 4 decimals. */
  margin: z.number(),
  /** measured / appliedLimit × 100, 1 decimal. */
  percentOfLimit: z.number(),
  /** The date of the limit applied, when one is set. */
  limitDate: day.nullable(),
});
export type MrlCheckRow = z.infer<typeof mrlCheckRowSchema>;
export const mrlCheckResponseSchema = z.object({
  data: z.object({
    product: z.object({ id, name: z.string(), code: z.string(), subCode: z.string().nullable() }),
    market: z.string(),
    rows: z.array(mrlCheckRowSchema),
    /** Every row within its limit. */
    compliant: z.boolean(),
  }),
});
export type MrlCheckResponse = z.infer<typeof mrlCheckResponseSchema>;

// ---------------------------------------------------------------- changes (★)

// The kinds, the feed's entry and a prescription's flags live in reference-changes.ts (the
// prescription read carries them too, and prescriptions.ts cannot import this file).
export * from './reference-changes';

// ---------------------------------------------------------------- notifications

/** GET notification?unread=true&limit=: the caller's notices, newest first (at most 50; the bell may ask for fewer). */
export const notificationsQuerySchema = z.object({
  unread: queryBoolean.optional(),
  limit: z.coerce.number({ error: 'Bildirim sayısı bir sayı olmalıdır' }).int({ error: 'Bildirim sayısı tam sayı olmalıdır' }).min(1, { error: 'En az 1 bildirim istenebilir' }).max(50, { error: 'En çok 50 bildirim istenebilir' }).default(50),
});
export const notificationSchema = z.object({
  publicId: z.string(),
  createdAt: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationsResponseSchema = z.object({ data: z.array(notificationSchema), unreadCount: z.number().int() });
/** PATCH notification/read: `{ publicIds }`, or `{ all: true }`. */
export const notificationsReadBodySchema = z.union([
  z.object({ publicIds: z.array(z.string().uuid({ error: 'Geçersiz bildirim' })).min(1).max(100) }),
  z.object({ all: z.literal(true) }),
]);

// ---------------------------------------------------------------- home panels

/** GET search/home: the home panels' figures for the caller (SRC and RCT). */
export const homeSummarySchema = z.object({
  counts: z.object({ licences: z.number().int(), plants: z.number().int(), harmfulOrganisms: z.number().int(), activeSubstances: z.number().int(), mrls: z.number().int() }),
  /** The newest reference changes (at most 5). */
  latestChanges: z.array(referenceChangeEntrySchema),
  /** The caller's member's recent prescriptions (RCT professionals; empty for others, at most 5). */
  recentPrescriptions: z.array(
    z.object({
      /** The record's id, the handle of `/receteler/{id}` and GET prescription/{id}; the panel links by it when sent. */
      id: z.number().int().optional(),
      publicId: z.string(),
      prescriptionNo: z.string(),
      kind: z.number().int(),
      producerName: z.string().nullable(),
      plantName: z.string(),
      issuedAt: z.string(),
      flagged: z.boolean(),
      /** For its one display status (prescriptionDisplayStatus); sent by this API, optional for older answers. */
      state: z.enum(['issued', 'cancelled']).optional(),
      archived: z.boolean().optional(),
    }),
  ),
  /** The caller's member's prescriptions: this month and in all; null for non-professionals. */
  prescriptionCounts: z.object({ thisMonth: z.number().int(), total: z.number().int(), flagged: z.number().int() }).nullable(),
});
export type HomeSummary = z.infer<typeof homeSummarySchema>;
export const homeSummaryResponseSchema = z.object({ data: homeSummarySchema });

// ---------------------------------------------------------------- a change in words

/** mg/kg as Turkish users read it: 0,01; 1,5; 12. */
const mgText = (value: number) => `${value.toLocaleString('tr-TR', { maximumFractionDigits: 4 })} mg/kg`;

/**
 * One reference change as a plain Turkish sentence: the feed, the home panels and a flagged
 * prescription's alert all say it the same way.
 */
export function describeReferenceChange(change: Pick<ReferenceChange, 'kind' | 'licence' | 'mrl'>): string {
  const { licence, mrl } = change;
  if (licence) {
    const name = `${licence.tradeName} (${licence.licenceNumber})`;
    if (change.kind === 'licence-registered') return `${name} ruhsatı kaydedildi.`;
    if (change.kind === 'licence-cancelled') return `${name} ruhsatı iptal edildi.`;
    if (change.kind === 'licence-expired') return `${name} ruhsatının süresi doldu.`;
  }
  if (mrl) {
    const where = `${mrl.product.name} (${mrl.product.code}) ürününde ${mrl.activeSubstance.name} için ${mrl.market} MRL'si`;
    if (change.kind === 'mrl-added') return `${where} eklendi${mrl.after === null ? '' : `: ${mgText(mrl.after)}`}.`;
    if (change.kind === 'mrl-changed') {
      if (mrl.before !== null && mrl.after !== null) return `${where} ${mgText(mrl.before)} iken ${mgText(mrl.after)} oldu.`;
      return `${where} değişti${mrl.after === null ? '' : `: ${mgText(mrl.after)}`}.`;
    }
    if (change.kind === 'mrl-expired') return `${where}${mrl.before === null ? '' : ` (${mgText(mrl.before)})`} yürürlükten kalktı.`;
  }
  return `${ReferenceChangeKindLabels[change.kind]}.`;
}
