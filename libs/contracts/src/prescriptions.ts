// Prescriptions (reçete): spec §2 (`receteler`, `hizli-recete`, `recete/:farmAreaId/:farmerId?`,
// `/prescription/:token`), §3 "Prescription", §4 "Prescription", §7 "Prescriptions".
// The §7 paths and body names are the spec's; what it leaves open (the lines, the checks, the
// correction, the link's renewal) is our design, written down in docs/api.md "Prescriptions".
//
// A prescription is written as a draft on the client (it survives a reload there) and sent
// once, complete: the API runs the checks and, when no error blocks it and every warning is
// acknowledged, issues it with its number. Issued is final; a correction cancels it and issues
// a new one that refers to it.
import { z } from 'zod';
import { emailSchema } from './auth';
import { bodyIdSchema, dateField, listQuerySchema, numberField, optionalText, queryBoolean, recordIdSchema } from './definitions/common';
import { AreaType, enumCodes, PrescriptionKind } from './enums';
import { areaTypeSchema, plantingTypeSchema } from './producers';
import { textSchema } from './text';
import { fertilizationRecordSchema, publicFertilizationSchema } from './fertilization';
import { findingKeySchema, findingSchema } from './findings';
import { prescriptionChangeFlagSchema } from './reference-changes';


export const PrescriptionKindLabel: Record<number, string> = {
  [PrescriptionKind.Producer]: 'Üretici reçetesi',
  [PrescriptionKind.ProductionArea]: 'Alan reçetesi',
  [PrescriptionKind.Fast]: 'Hızlı reçete',
  [PrescriptionKind.Fertilization]: 'Gübreleme planı',
  [PrescriptionKind.FertilizationToProducer]: 'Üretici gübreleme planı',
};
export const prescriptionKindSchema = enumCodes(PrescriptionKind);

/** issued: in force; cancelled: replaced by a correction (its number stays used). */
export const PrescriptionStates = ['issued', 'cancelled'] as const;
export type PrescriptionState = (typeof PrescriptionStates)[number];

/** The one status a prescription shows, wherever it is listed: deleted over cancelled over archived. */
export type PrescriptionDisplayStatus = 'deleted' | 'cancelled' | 'archived' | 'active';
export const PrescriptionDisplayStatusLabel: Record<PrescriptionDisplayStatus, string> = {
  deleted: 'Geri çekildi',
  cancelled: 'İptal edildi',
  archived: 'Arşivde',
  active: 'Geçerli',
};

/**
 * The display status of a prescription from its record: the list, the detail and the home panel
 * all call this, so a cancelled one never also shows as active. `status` is the spec's 1 active /
 * 0 archived; `deleted` the withdrawal when there is one.
 */
export function prescriptionDisplayStatus(p: { state: PrescriptionState; status?: number; archived?: boolean; deleted?: unknown }): PrescriptionDisplayStatus {
  if (p.deleted) return 'deleted';
  if (p.state === 'cancelled') return 'cancelled';
  return p.archived === true || p.status === 0 ? 'archived' : 'active';
}

/** At most this many product lines and organisms on one prescription. */
export const MAX_PRESCRIPTION_LINES = 20;
export const MAX_HARMFUL_ORGANISMS = 20;
/** The UI keeps the first 10 prescriptions (spec §9). */
export const FIRST_PRESCRIPTIONS_KEPT = 10;
/** The public page's QR code (spec §9): 144 px, error correction H. */
export const PUBLIC_QR_SIZE = 144;

// ---------------------------------------------------------------- the checks

// ---------------------------------------------------------------- what is written

const lineKeySchema = textSchema('Satır', { error: 'Satır anahtarı gerekli' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'Satır anahtarı harf, rakam, - ya da _ olmalıdır' });

export const prescriptionLineInputSchema = z.object({
  /** The client's id of the line; findings and acknowledgements name it. */
  key: lineKeySchema,
  /** The registered use chosen (licence × plant × organism). */
  licenceDetailId: bodyIdSchema,
  dose: numberField('Doz', { positive: true, max: 1_000_000 }),
  doseUnitId: bodyIdSchema,
  /** Spray water, litres per decare. */
  waterVolume: numberField('Su miktarı (L/da)', { positive: true, max: 10_000 })
    .nullish()
    .transform((v) => v ?? null),
  /** Sprayer tank, litres: the dose calculator's tanks and product per tank. */
  tankSize: numberField('Depo hacmi (L)', { positive: true, max: 100_000 })
    .nullish()
    .transform((v) => v ?? null),
  /** Pack size in the product's amount unit (ml, g, L, kg): the number of packs. */
  packSize: numberField('Ambalaj', { positive: true, max: 1_000_000 })
    .nullish()
    .transform((v) => v ?? null),
});
export type PrescriptionLineInput = z.infer<typeof prescriptionLineInputSchema>;

export const nutritionLineInputSchema = z.object({
  plantNutritionProductId: bodyIdSchema,
  dose: numberField('Doz', { positive: true, max: 1_000_000 })
    .nullish()
    .transform((v) => v ?? null),
  unitId: z
    .union([bodyIdSchema, z.null()])
    .optional()
    .transform((v) => v ?? null),
  note: optionalText('Not', 300),
});
export type NutritionLineInput = z.infer<typeof nutritionLineInputSchema>;

const idList = (what: string, max: number) =>
  z
    .array(bodyIdSchema, { error: `${what} listesi gerekli` })
    .max(max, { error: `En fazla ${max} ${what.toLocaleLowerCase('tr-TR')} seçilebilir` })
    .refine((ids) => new Set(ids).size === ids.length, { error: `Aynı ${what.toLocaleLowerCase('tr-TR')} iki kez seçilemez` });

/** The parts every way of writing shares (spec §3 "Prescription" draft fields). */
const prescriptionBody = {
  title: optionalText('Reçete başlığı', 150),
  /** Application (start) date. */
  startDate: dateField('Uygulama tarihi'),
  plannedHarvestDate: z
    .union([dateField('Planlanan hasat tarihi'), z.null()])
    .optional()
    .transform((v) => v ?? null),
  harmfulOrganismIds: idList('Zararlı organizma', MAX_HARMFUL_ORGANISMS).refine((ids) => ids.length > 0, { error: 'En az bir zararlı organizma seçin' }),
  lines: z
    .array(prescriptionLineInputSchema, { error: 'Ürün satırları gerekli' })
    .min(1, { error: 'En az bir ürün ekleyin' })
    .max(MAX_PRESCRIPTION_LINES, { error: `En fazla ${MAX_PRESCRIPTION_LINES} ürün eklenebilir` })
    .refine((lines) => new Set(lines.map((l) => l.key)).size === lines.length, { error: 'Satır anahtarları tekil olmalıdır' }),
  nutritionProducts: z.array(nutritionLineInputSchema).max(10, { error: 'En fazla 10 bitki besleme ürünü eklenebilir' }).default([]),
  /** Notes and warnings (notlar-uyarilar) printed on the prescription. */
  noteIds: idList('Not', 20).default([]),
  maintenanceInfo: optionalText('Bakım bilgisi', 2000, { multiline: true }),
  notes: optionalText('Notlar', 2000, { multiline: true }),
  /** Store the area's current weather and forecast with the prescription (spec §3). */
  includeWeatherData: z.boolean({ error: 'Hava durumu seçeneği true ya da false olmalıdır' }).default(false),
  /** The MRL market: TR, or an export market (EU, RU…). */
  market: textSchema('Pazar', { error: 'Pazar iki büyük harfli ülke kodu olmalıdır' })
    .regex(/^[A-Z]{2}$/, { error: 'Pazar iki büyük harfli ülke kodu olmalıdır' })
    .default('TR'),
  /** The warnings the prescriber read and accepts (finding keys); stored with the prescription. */
  acknowledgedFindings: z.array(findingKeySchema).max(100).default([]),
};

/** POST prescription/area-linked: an area's plant, planting type and owner come from the record. */
export const areaLinkedInputSchema = z.object({ productionAreaId: bodyIdSchema, ...prescriptionBody });
/** POST prescription/producer-linked: a producer's area. */
export const producerLinkedInputSchema = z.object({ producerId: bodyIdSchema, productionAreaId: bodyIdSchema, ...prescriptionBody });
/** POST prescription/fast: plant, planting type and area type chosen by hand; `decares` only for the amounts. */
export const fastInputSchema = z.object({
  plantId: bodyIdSchema,
  plantingType: z.union([...plantingTypeSchema.options, z.null()], { error: 'Dikim şekli tohum, fide ya da fidan olmalıdır' }).default(null),
  areaType: z.union(areaTypeSchema.options, { error: 'Alan türü sera, tarla, bahçe ya da meyve bahçesi olmalıdır' }).default(AreaType.Greenhouse),
  decares: numberField('Alan (dekar)', { positive: true, max: 100_000 })
    .nullish()
    .transform((v) => v ?? null),
  ...prescriptionBody,
});
export type AreaLinkedInput = z.infer<typeof areaLinkedInputSchema>;
export type ProducerLinkedInput = z.infer<typeof producerLinkedInputSchema>;
export type FastInput = z.infer<typeof fastInputSchema>;

/** POST prescription/check: the same bodies, answered with the findings (nothing is written). */
export const checkInputSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal(PrescriptionKind.Producer), ...producerLinkedInputSchema.shape }),
  z.object({ type: z.literal(PrescriptionKind.ProductionArea), ...areaLinkedInputSchema.shape }),
  z.object({ type: z.literal(PrescriptionKind.Fast), ...fastInputSchema.shape }),
]);
export type CheckInput = z.infer<typeof checkInputSchema>;

export const checkResultSchema = z.object({
  findings: z.array(findingSchema),
  /** Keys of the errors: issue is refused while any is present. */
  blocking: z.array(z.string()),
  /** Keys of the warnings not yet acknowledged. */
  toAcknowledge: z.array(z.string()),
  canIssue: z.boolean(),
});
export type CheckResult = z.infer<typeof checkResultSchema>;

/**
 * Issue refused by the checks: 422 with the error envelope and the check result, so the
 * editor shows every finding (an error to fix, a warning to acknowledge).
 */
export const PrescriptionErrorCode = { ChecksFailed: 'PRESCRIPTION_CHECKS_FAILED', LinkNotFound: 'PRESCRIPTION_LINK_NOT_FOUND' } as const;
export const checksFailedSchema = z.object({ code: z.literal(PrescriptionErrorCode.ChecksFailed), message: z.string(), data: checkResultSchema });

/**
 * POST prescription/fast-to-production-area (spec §7). `kind`: what is made, an area
 * prescription (1, the default) or a producer prescription (0: "Üreticilere uygula" trying its
 * held areas again; an area without a producer still gets an area prescription).
 */
export const fastToAreaInputSchema = z.object({
  prescriptionId: bodyIdSchema,
  productionAreaIds: idList('Üretim alanı', 200).refine((ids) => ids.length > 0, { error: 'En az bir üretim alanı seçin' }),
  acknowledgedFindings: z.array(findingKeySchema).max(100).default([]),
  kind: z.literal([PrescriptionKind.ProductionArea, PrescriptionKind.Producer], { error: 'Reçete türü 1 (alan) ya da 0 (üretici) olmalıdır' }).default(PrescriptionKind.ProductionArea),
});
/** POST prescription/fast-to-producer (spec §7): `producers` are producer ids; each producer's active areas get one. */
export const fastToProducerInputSchema = z.object({
  prescriptionId: bodyIdSchema,
  producers: idList('Üretici', 200).refine((ids) => ids.length > 0, { error: 'En az bir üretici seçin' }),
  acknowledgedFindings: z.array(findingKeySchema).max(100).default([]),
});

export const attachResultSchema = z.object({
  productionAreaId: z.number().int(),
  areaName: z.string(),
  /** The linked prescription made for the area; null when the checks blocked it. */
  prescription: z.object({ id: z.number().int(), prescriptionNo: z.string() }).nullable(),
  findings: z.array(findingSchema),
});

/** POST prescription/{id}/correct: cancels an issued prescription and issues its correction. */
export const correctionInputSchema = z.object({
  reason: textSchema('Düzeltme nedeni', { error: 'Düzeltme nedeni zorunludur' })
    .trim()
    .min(3, { error: 'Düzeltme nedeni zorunludur' })
    .max(500, { error: 'Düzeltme nedeni en fazla 500 karakter olabilir' }),
  prescription: z.object({ ...prescriptionBody }),
});

// ---------------------------------------------------------------- what is read

/** An active substance of a product: its concentration and mode-of-action group (FRAC/IRAC/HRAC). */
export const productSubstanceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  concentration: z.number().nullable(),
  concentrationUnit: z.string().nullable(),
  moaScheme: z.enum(['FRAC', 'IRAC', 'HRAC']).nullable(),
  moaCode: z.string().nullable(),
  prescriptionRequired: z.boolean(),
});

const snapshotUnit = z.object({ id: z.number().int(), symbol: z.string() });

export const prescriptionLineSchema = z.object({
  key: z.string(),
  position: z.number().int(),
  licenceId: z.number().int(),
  licenceDetailId: z.number().int().nullable(),
  tradeName: z.string(),
  licenceNumber: z.string(),
  formulationCode: z.string().nullable(),
  harmfulOrganism: z.object({ id: z.number().int(), name: z.string() }),
  activeSubstances: z.array(productSubstanceSchema),
  dose: z.number(),
  doseUnit: snapshotUnit,
  doseMin: z.number().nullable(),
  doseMax: z.number().nullable(),
  registeredUnit: snapshotUnit.nullable(),
  waterVolume: z.number().nullable(),
  tankSize: z.number().nullable(),
  packSize: z.number().nullable(),
  phiDays: z.number().int().nullable(),
  beeWaitingDays: z.number().int().nullable(),
  reEntryHours: z.number().int().nullable(),
  maxApplications: z.number().int().nullable(),
  /** The licence's label warnings as printed on issue (absent on prescriptions issued before they were kept). */
  labelWarnings: z.string().nullable().optional(),
  /** The dose calculator's result for the area (domain/prescription calculateDose); null without an area size. */
  amount: z
    .object({
      areaDecares: z.number(),
      productAmount: z.number(),
      productUnit: z.string(),
      waterTotal: z.number().nullable(),
      tanks: z.number().int().nullable(),
      productPerTank: z.number().nullable(),
      packs: z.number().int().nullable(),
    })
    .nullable(),
});
export type PrescriptionLine = z.infer<typeof prescriptionLineSchema>;

export const acknowledgementSchema = z.object({ key: z.string(), message: z.string(), by: z.string(), at: z.string() });

export const prescriptionEmailSchema = z.object({
  id: z.number().int(),
  recipient: z.string(),
  recipientName: z.string().nullable(),
  /** The outbox state: pending, sending, sent, failed, kept-local (local mode: in the dev mailbox). */
  status: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  sentBy: z.string(),
  /** sms: a text to the farmer's phone (recipient in E.164); whatsapp: a share link made (status 'shared', no outbox message); absent or mail: an e-mail. */
  channel: z.enum(['mail', 'sms', 'whatsapp']).optional(),
});

/** A list row (spec §3: a list record also has mail, fullName, createdAt and phone). */
export const prescriptionListItemSchema = z.object({
  id: z.number().int(),
  prescriptionNo: z.string(),
  title: z.string().nullable(),
  type: z.number().int(),
  /** 1 active, 0 archived (spec §3). */
  status: z.number().int(),
  state: z.enum(PrescriptionStates),
  startDate: z.string(),
  producerId: z.number().int().nullable(),
  productionAreaId: z.number().int().nullable(),
  /** Producer's full name; null for a corporate area or a fast prescription. */
  fullName: z.string().nullable(),
  mail: z.string().nullable(),
  phone: z.string().nullable(),
  areaName: z.string().nullable(),
  plantName: z.string(),
  productNames: z.array(z.string()),
  createdAt: z.string(),
});
export type PrescriptionListItem = z.infer<typeof prescriptionListItemSchema>;

/** Who deleted (withdrew) a prescription and when; the role as its Turkish label. */
export const withdrawalSchema = z.object({ at: z.string(), byName: z.string(), byRole: z.string().nullable() });
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const prescriptionSchema = prescriptionListItemSchema.extend({
  plantId: z.number().int(),
  plantingType: z.number().int().nullable(),
  areaType: z.number().int().nullable(),
  producer: z
    .object({
      name: z.string(),
      surName: z.string().nullable(),
      tcOrVkn: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      cksNumber: z.string().nullable(),
      /** Absent on prescriptions issued before the address was kept. */
      address: z.string().nullable().optional(),
    })
    .nullable(),
  productionArea: z
    .object({
      name: z.string(),
      provinceName: z.string(),
      districtName: z.string(),
      neighbourhoodName: z.string().nullable(),
      decares: z.number(),
      cksBlock: z.string().nullable(),
      cksParcel: z.string().nullable(),
    })
    .nullable(),
  plant: z.object({ name: z.string() }),
  plannedHarvestDate: z.string().nullable(),
  decares: z.number().nullable(),
  harmfulOrganisms: z.array(z.object({ id: z.number().int(), name: z.string() })),
  lines: z.array(prescriptionLineSchema),
  nutritionProducts: z.array(z.object({ plantNutritionProductId: z.number().int(), name: z.string(), dose: z.number().nullable(), unit: z.string().nullable(), note: z.string().nullable() })),
  notesWarnings: z.array(z.object({ id: z.number().int(), category: z.string(), severity: z.string(), title: z.string().nullable(), text: z.string() })),
  maintenanceInfo: z.string().nullable(),
  notes: z.string().nullable(),
  includeWeatherData: z.boolean(),
  /** The area's weather at issue (producers' weather answer), when asked for. */
  weatherData: z.unknown().nullable(),
  market: z.string(),
  findings: z.array(findingSchema),
  acknowledgements: z.array(acknowledgementSchema),
  prescriber: z.object({ fullName: z.string(), title: z.string(), authorizationNumber: z.string().nullable() }),
  member: z.object({ name: z.string() }),
  issuedAt: z.string(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** The prescription this one corrects, and the one that corrected this. */
  corrects: z.object({ id: z.number().int(), prescriptionNo: z.string() }).nullable(),
  correctedBy: z.object({ id: z.number().int(), prescriptionNo: z.string() }).nullable(),
  /** The fast prescription this one was attached from. */
  source: z.object({ id: z.number().int(), prescriptionNo: z.string() }).nullable(),
  emails: z.array(prescriptionEmailSchema),
  ...fertilizationRecordSchema.shape,
  /**
   * The reference changes that flagged it while active (a licence cancelled or
   * expired, an MRL of its plant and substances changed), newest first, each with when it was
   * acknowledged; GET prescription/{id} always sends it.
   */
  referenceChanges: z.array(prescriptionChangeFlagSchema).optional(),
  /** Set once deleted (PATCH …/delete): the record stays readable, so a correction reaches its original. */
  deleted: withdrawalSchema.nullable().optional(),
});
export type Prescription = z.infer<typeof prescriptionSchema>;

/** GET prescription (spec §7): page, limit, search, type, status (0 archived), productionAreaId, producerId. */
export const PrescriptionSortKeys = ['prescriptionNo', 'startDate', 'createdAt', 'fullName', 'areaName', 'plantName'] as const;
export const prescriptionListQuerySchema = listQuerySchema(PrescriptionSortKeys)
  .omit({ status: true, id: true })
  .extend({
    type: z.coerce.number().pipe(prescriptionKindSchema).optional(),
    status: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)], { error: 'Durum 0 (arşiv) ya da 1 (etkin) olmalıdır' })).optional(),
    productionAreaId: recordIdSchema.optional(),
    producerId: recordIdSchema.optional(),
    state: z.enum(PrescriptionStates, { error: 'Durum issued ya da cancelled olmalıdır' }).optional(),
    /** Newest first unless a sort is given. */
    order: z.enum(['asc', 'desc'], { error: 'Sıralama asc ya da desc olmalıdır' }).default('desc'),
  });
export type PrescriptionListQuery = z.infer<typeof prescriptionListQuerySchema>;

/** PATCH prescription/{id}/archive: archive (default) or bring back. */
export const prescriptionArchiveSchema = z
  // Strict: the call has one field, anything else is a client's mistake worth a 400.
  .strictObject({ archived: z.boolean({ error: 'archived true ya da false olmalıdır' }).default(true) }, { error: 'Gövde yalnızca archived alanını içerebilir' })
  .default({ archived: true });

// ---------------------------------------------------------------- e-mail, link

/** POST prescription/send-email-to-producer (spec §7). */
export const sendToProducerSchema = z.object({
  prescriptionId: bodyIdSchema,
  producerEmail: emailSchema,
  producerFullName: textSchema('Ad soyad', { error: 'Ad soyad zorunludur' }).trim().min(1, { error: 'Ad soyad zorunludur' }).max(150, { error: 'Ad soyad en fazla 150 karakter olabilir' }),
});
/** POST prescription/send-email-to-producers (spec §7): the two lists pair up by position. */
export const sendToProducersSchema = z
  .object({
    prescriptionId: bodyIdSchema,
    producerEmails: z.array(emailSchema).min(1, { error: 'En az bir e-posta adresi girin' }).max(50, { error: 'En fazla 50 alıcı' }),
    producerFullNames: z.array(textSchema('Ad soyad', { error: 'Ad soyad zorunludur' }).trim().min(1, { error: 'Ad soyad zorunludur' }).max(150)).max(50),
  })
  .refine((b) => b.producerEmails.length === b.producerFullNames.length, { path: ['producerFullNames'], error: 'Her e-posta adresi için bir ad soyad girin' });
/** POST prescription/send-email-to-member (body not shown in the spec): to the member's contact address. */
export const sendToMemberSchema = z.object({ prescriptionId: bodyIdSchema, note: optionalText('Not', 500, { multiline: true }) });
export const sentEmailsSchema = z.object({ data: z.object({ queued: z.number().int(), emails: z.array(prescriptionEmailSchema) }) });

export const prescriptionLinkSchema = z.object({
  /** The token (≥128 bits, base64url) and the public page's address on the member's app host. */
  token: z.string(),
  url: z.string(),
  createdAt: z.string(),
});
export type PrescriptionLink = z.infer<typeof prescriptionLinkSchema>;

/** GET prescription/verify/{link} (public): spec §2's header, the lines, the warnings. */
export const publicPrescriptionSchema = z.object({
  prescriptionNo: z.string(),
  title: z.string().nullable(),
  state: z.enum(PrescriptionStates),
  producerFullName: z.string().nullable(),
  productionArea: z.object({ name: z.string(), provinceName: z.string(), districtName: z.string(), neighbourhoodName: z.string().nullable() }).nullable(),
  plantName: z.string(),
  startDate: z.string(),
  plannedHarvestDate: z.string().nullable(),
  harmfulOrganisms: z.array(z.string()),
  lines: z.array(
    z.object({
      tradeName: z.string(),
      activeSubstances: z.array(z.string()),
      harmfulOrganism: z.string(),
      dose: z.number(),
      doseUnit: z.string(),
      productAmount: z.number().nullable(),
      productUnit: z.string().nullable(),
      phiDays: z.number().int().nullable(),
      reEntryHours: z.number().int().nullable(),
    }),
  ),
  warnings: z.array(z.object({ severity: z.string(), text: z.string() })),
  /** A fertilization plan's info and rows (kinds 4 and 5); null for a pesticide prescription. */
  fertilization: publicFertilizationSchema.nullable(),
  prescriber: z.object({ fullName: z.string(), title: z.string(), authorizationNumber: z.string().nullable() }),
  memberName: z.string(),
  issuedAt: z.string(),
  /** Set when the member deleted it: the page says it was withdrawn, by whom. */
  withdrawn: withdrawalSchema.nullable().optional(),
});
export type PublicPrescription = z.infer<typeof publicPrescriptionSchema>;

/** The link token in the public path: base64url, 22–64 characters. */
export const linkTokenSchema = textSchema('Bağlantı', { error: 'Bağlantı geçersiz' }).regex(/^[A-Za-z0-9_-]{22,64}$/, { error: 'Bağlantı geçersiz' });

// ---------------------------------------------------------------- the editor's choices

/** GET prescription/candidates?plantId&harmfulOrganismIds=1,2&date: the registered uses with a valid licence. */
export const candidatesQuerySchema = z.object({
  plantId: recordIdSchema,
  harmfulOrganismIds: textSchema('Zararlı organizma', { error: 'Zararlı organizma seçin' })
    .regex(/^\d{1,15}(,\d{1,15}){0,19}$/, { error: 'Zararlı organizma listesi virgülle ayrılmış numaralar olmalıdır' })
    .transform((v) => [...new Set(v.split(',').map(Number))]),
  date: dateField('Uygulama tarihi').optional(),
  /** Include uses whose licence is not valid on the date (shown disabled). */
  includeInvalid: queryBoolean.optional(),
});

export const candidateSchema = z.object({
  licenceDetailId: z.number().int(),
  licenceId: z.number().int(),
  tradeName: z.string(),
  licenceNumber: z.string(),
  licenceStatus: z.enum(['valid', 'cancelled']),
  licenceDate: z.string(),
  expiryDate: z.string().nullable(),
  /** Valid on the date asked for. */
  validOnDate: z.boolean(),
  formulationCode: z.string().nullable(),
  companyName: z.string().nullable(),
  beeToxicity: z.enum(['none', 'low', 'moderate', 'high']).nullable(),
  harmfulOrganism: z.object({ id: z.number().int(), name: z.string() }),
  doseMin: z.number(),
  doseMax: z.number(),
  doseUnit: z.object({ id: z.number().int(), symbol: z.string(), kind: z.string(), amountUnit: z.string(), perQuantity: z.number().nullable(), perUnit: z.string().nullable() }),
  waterVolumeMin: z.number().nullable(),
  waterVolumeMax: z.number().nullable(),
  phiDays: z.number().int().nullable(),
  beeWaitingDays: z.number().int().nullable(),
  reEntryHours: z.number().int().nullable(),
  maxApplications: z.number().int().nullable(),
  applicationIntervalDays: z.number().int().nullable(),
  notes: z.string().nullable(),
  activeSubstances: z.array(productSubstanceSchema),
});
export type Candidate = z.infer<typeof candidateSchema>;

/** GET prescription/organisms?plantId: the harmful organisms with a registered use on the plant (the editor's multi-select). */
export const organismsQuerySchema = z.object({ plantId: recordIdSchema });
export const organismOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  latinName: z.string().nullable(),
  /** HarmfulOrganismType: Disease 0, Harmful 1, Weed 2. */
  type: z.number().int(),
  /** Registered uses with a licence valid today. */
  useCount: z.number().int(),
});
export type OrganismOption = z.infer<typeof organismOptionSchema>;
