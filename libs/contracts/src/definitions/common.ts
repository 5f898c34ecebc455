// What every definition section (spec §2 "Definition sections", §7 "MRL") shares: the list
// query, the id-only bodies of the status toggle and delete, field schemas with Turkish
// messages, and the import answer. The MRL calls follow spec §7 exactly; the other
// sections are designed in the same style (docs/api.md "Definitions").
import { z } from 'zod';
import { DefaultPageSize, PageSizes, searchQuerySchema } from '../api';
import { textSchema, type TextOptions } from '../text';

/** A record id in a query string (`?id=12`): the list rows' `id` (the spec's publicId of a definition item). */
export const recordIdSchema = z.coerce
  .number({ error: 'Geçerli bir kayıt numarası girin' })
  .int({ error: 'Geçerli bir kayıt numarası girin' })
  .min(1, { error: 'Geçerli bir kayıt numarası girin' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'Geçerli bir kayıt numarası girin' });

/** A record id in a JSON body (PATCH …/editField): a number, never a string that looks like one. */
export const bodyIdSchema = z
  .number({ error: 'Kayıt numarası bir sayı olmalıdır' })
  .int({ error: 'Geçerli bir kayıt numarası girin' })
  .min(1, { error: 'Geçerli bir kayıt numarası girin' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'Geçerli bir kayıt numarası girin' });

/** A required reference to another list's record, chosen in a select. */
export function refIdSchema(what: string) {
  return z
    .number({ error: `${what} seçin` })
    .int({ error: `${what} seçin` })
    .min(1, { error: `${what} seçin` })
    .max(Number.MAX_SAFE_INTEGER, { error: `${what} seçin` });
}

/** A required text field: trimmed, not empty, at most `max` characters, no control characters. */
export function requiredText(label: string, max = 200, options: TextOptions = {}) {
  return textSchema(label, { ...options, error: `${label} zorunludur` })
    .trim()
    .min(1, { error: `${label} zorunludur` })
    .max(max, { error: `${label} en fazla ${max} karakter olabilir` });
}

/** An optional text field: trimmed, no control characters; empty becomes null. */
export function optionalText(label: string, max = 500, options: TextOptions = {}) {
  return textSchema(label, { ...options, error: `${label} metin olmalıdır` })
    .trim()
    .max(max, { error: `${label} en fazla ${max} karakter olabilir` })
    .nullish()
    .transform((v) => (v ? v : null));
}

/** A number field; `min`/`max` inclusive, `positive` excludes 0. */
export function numberField(label: string, options: { min?: number; max?: number; positive?: boolean; integer?: boolean } = {}) {
  let s = z.number({ error: `${label} bir sayı olmalıdır` }).finite({ error: `${label} bir sayı olmalıdır` });
  if (options.integer) s = s.int({ error: `${label} tam sayı olmalıdır` });
  if (options.positive) s = s.gt(0, { error: `${label} sıfırdan büyük olmalıdır` });
  if (options.min !== undefined) s = s.min(options.min, { error: `${label} en az ${options.min} olabilir` });
  s = s.max(options.max ?? 1_000_000_000, { error: `${label} en fazla ${options.max ?? 1_000_000_000} olabilir` });
  return s;
}

export function optionalNumberField(label: string, options: Parameters<typeof numberField>[1] = {}) {
  return numberField(label, options).nullish().transform((v) => v ?? null);
}

/** An ISO date (YYYY-MM-DD) that exists in the calendar. */
export function dateField(label: string) {
  return textSchema(label, { error: `${label} zorunludur` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} GG.AA.YYYY biçiminde geçerli bir tarih olmalıdır` })
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && d.getUTCFullYear() >= 1950 && d.getUTCFullYear() <= 2100;
    }, { error: `${label} geçerli bir tarih olmalıdır` });
}

export const SortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof SortOrders)[number];

/** The `true`/`false` of a query string. */
export const queryBoolean = z.enum(['true', 'false'], { error: 'true ya da false olmalıdır' }).transform((v) => v === 'true');

/**
 * GET of a section's list: page, limit (10, 25, 50, 100; default 10), optional search
 * (trimmed; at most 100 characters), sort (one of the section's sort keys) and order.
 * With `id` the answer is that one record instead (spec §7 "GET … with id").
 */
export function listQuerySchema<const K extends readonly [string, ...string[]]>(
  sortKeys: K,
  options: { limits?: readonly number[]; defaultLimit?: number } = {},
) {
  const limits = options.limits ?? PageSizes;
  return z.object({
    id: recordIdSchema.optional(),
    page: z.coerce.number({ error: 'Sayfa bir sayı olmalıdır' }).int({ error: 'Sayfa tam sayı olmalıdır' }).min(1, { error: 'Sayfa en az 1 olabilir' }).max(1_000_000, { error: 'Sayfa çok büyük' }).default(1),
    limit: z.coerce
      .number({ error: 'Sayfa boyutu bir sayı olmalıdır' })
      .int({ error: 'Sayfa boyutu tam sayı olmalıdır' })
      .refine((n) => limits.includes(n), { error: `Sayfa boyutu ${limits.join(', ')} olabilir` })
      .default(options.defaultLimit ?? DefaultPageSize),
    search: searchQuerySchema,
    sort: z.enum(sortKeys, { error: 'Bu sütuna göre sıralanamaz' }).optional(),
    order: z.enum(SortOrders, { error: 'Sıralama asc ya da desc olmalıdır' }).default('asc'),
    status: queryBoolean.optional(),
  });
}

/** PATCH <section> (status toggle) and PATCH mrl/mrl-rates/expire: `{ id }`. */
export const idBodySchema = z.object({ id: refIdSchema('Kayıt') });
export type IdBody = z.infer<typeof idBodySchema>;

/** DELETE <section>?id=… */
export const idQuerySchema = z.object({ id: recordIdSchema });

/** Columns every list row carries besides its own fields. */
export const definitionRowSchema = z.object({
  id: z.number().int(),
  status: z.boolean(),
  /** Seeded sample data, labelled 'Örnek veri' in the lists. */
  sample: z.boolean(),
  updatedAt: z.string(),
});
export type DefinitionRow = z.infer<typeof definitionRowSchema>;

/** `DELETE` answer. */
export const deletedResponseSchema = z.object({ data: z.object({ id: z.number().int() }) });

/** Stable codes of definition writes beyond the generic ones. */
export const DefinitionErrorCode = {
  /** A record still referred to by another cannot be deleted; the message names the user. */
  InUse: 'RECORD_IN_USE',
  /** The import file has invalid rows: nothing was written; `details` lists them. */
  ImportInvalid: 'IMPORT_INVALID',
  /** The file could not be read (not CSV/XLSX, empty, no header row, too many rows). */
  ImportUnreadable: 'IMPORT_UNREADABLE',
} as const;

// ---------------------------------------------------------------- import and export

export const FileFormats = ['csv', 'xlsx'] as const;
export type FileFormat = (typeof FileFormats)[number];

/** Upload content types of POST <section>/import. */
export const ImportContentType: Record<FileFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Most rows one import takes; a larger file is split (README "Loading official data"). */
export const MAX_IMPORT_ROWS = 20_000;
/** Most rows one export writes. */
export const MAX_EXPORT_ROWS = 100_000;

/** POST <section>/import?mode=preview|commit */
export const importQuerySchema = z.object({
  mode: z.enum(['preview', 'commit'], { error: 'mode preview ya da commit olmalıdır' }).default('preview'),
});

/** GET <section>/export?format=csv|xlsx plus the list's filters. */
export const exportFormatSchema = z.enum(FileFormats, { error: 'Biçim csv ya da xlsx olmalıdır' }).default('csv');

export const ImportActions = ['create', 'update', 'unchanged', 'error'] as const;
export type ImportAction = (typeof ImportActions)[number];

/** One problem of an import file: spreadsheet row number (the header is row 1) and column header. */
export const importIssueSchema = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
export type ImportIssue = z.infer<typeof importIssueSchema>;

export const importReportSchema = z.object({
  mode: z.enum(['preview', 'commit']),
  /** Whether rows were written (commit with no errors). */
  written: z.boolean(),
  total: z.number().int(),
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  invalid: z.number().int(),
  errors: z.array(importIssueSchema),
  /** The first rows with what the import does to each. */
  rows: z.array(z.object({ row: z.number().int(), action: z.enum(ImportActions), label: z.string() })),
});
export type ImportReport = z.infer<typeof importReportSchema>;
export const importResponseSchema = z.object({ data: importReportSchema });
