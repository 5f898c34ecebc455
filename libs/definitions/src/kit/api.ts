// The calls every definition section answers (docs/api.md "Definitions"), through the one ky
// client (bearer, refresh on 401, spec §7) that the session client carries.
import {
  dataEnvelope,
  deletedResponseSchema,
  ImportContentType,
  importResponseSchema,
  listEnvelope,
  type CountKind,
  type DefinitionRow,
  type FileFormat,
  type ImportReport,
  type SortOrder,
} from '@portal/contracts';
import { ApiError, useSessionClient } from '@portal/shared/api-client';
import type { KyInstance } from 'ky';
import { z } from 'zod';
import type { RefItem } from './section-view';

/** Exports and imports can be large: more time than a page read. */
const FILE_TIMEOUT_MS = 120_000;

/** The ky client of the session (the app's `api`; tests point it at a local server). */
export function useApi(): KyInstance {
  return useSessionClient().api;
}

/** Query keys: everything of a section sits under `['definitions', <api>]`, so one invalidation refreshes it. */
export const definitionKeys = {
  all: (api: string) => ['definitions', api] as const,
  lists: (api: string) => ['definitions', api, 'list'] as const,
  list: (api: string, params: ListParams) => ['definitions', api, 'list', params] as const,
  item: (api: string, id: number) => ['definitions', api, 'item', id] as const,
  options: (api: string, search: string) => ['definitions', api, 'options', search] as const,
  option: (api: string, id: number) => ['definitions', api, 'option', id] as const,
};

/** What a list asks for (spec §2, §9). `filters` are the section's extra query parameters. */
export interface ListParams {
  page: number;
  limit: number;
  search: string;
  sort?: string;
  order: SortOrder;
  filters: Record<string, string>;
}

export interface ListPage<Item> {
  data: Item[];
  count: number;
  /** Absent when the count is exact (see listEnvelope in the contracts). */
  countKind?: CountKind;
  /** The term this page was searched with: the empty text names it. */
  search: string;
}

/** Checks an answer against its contract; a mismatch is a PARSING_ERROR (spec §8). */
function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError('PARSING_ERROR', body, { cause: parsed.error });
  return parsed.data;
}

/** The list's filters as query parameters (shared by the list and the export). */
export function listSearchParams(params: Omit<ListParams, 'page' | 'limit'>): Record<string, string> {
  const query: Record<string, string> = {};
  if (params.search) query['search'] = params.search;
  if (params.sort) {
    query['sort'] = params.sort;
    query['order'] = params.order;
  }
  for (const [key, value] of Object.entries(params.filters)) if (value !== '') query[key] = value;
  return query;
}

/** GET `<api>?page&limit&search&sort&order` → `{ data, count }`. */
export async function fetchList<Item extends DefinitionRow>(
  client: KyInstance,
  api: string,
  itemSchema: z.ZodType<Item>,
  params: ListParams,
  signal?: AbortSignal,
): Promise<ListPage<Item>> {
  const searchParams = { page: String(params.page), limit: String(params.limit), ...listSearchParams(params) };
  const body = await client.get(api, { searchParams, signal }).json();
  const { data, count, countKind } = parse(listEnvelope(itemSchema), body) as { data: Item[]; count: number; countKind?: CountKind };
  return { data, count, ...(countKind ? { countKind } : {}), search: params.search };
}

/** GET `<api>?id=N` → the record; 404 when there is none. */
export async function fetchItem<Item>(client: KyInstance, api: string, itemSchema: z.ZodType<Item>, id: number, signal?: AbortSignal): Promise<Item> {
  const body = await client.get(api, { searchParams: { id: String(id) }, signal }).json();
  return parse(dataEnvelope(itemSchema), body).data as Item;
}

const refItemSchema = z.looseObject({ id: z.number().int() });

/** Choices of a `ref` field: GET `<api>?search=&limit=25`, any row shape with an id. */
export async function fetchOptions(client: KyInstance, api: string, search: string, signal?: AbortSignal): Promise<RefItem[]> {
  const searchParams: Record<string, string> = { page: '1', limit: '25' };
  if (search) searchParams['search'] = search;
  const body = await client.get(api, { searchParams, signal }).json();
  return parse(listEnvelope(refItemSchema), body).data as RefItem[];
}

/** One record of a `ref` field's section, for the label of the chosen id. */
export async function fetchOption(client: KyInstance, api: string, id: number, signal?: AbortSignal): Promise<RefItem> {
  const body = await client.get(api, { searchParams: { id: String(id) }, signal }).json();
  return parse(dataEnvelope(refItemSchema), body).data as RefItem;
}

/** POST `<api>` (add) or PATCH `<api>/editField` `{ id, ...input }` (edit) → the saved record. */
export async function saveItem<Item>(client: KyInstance, api: string, itemSchema: z.ZodType<Item>, input: unknown, id?: number): Promise<Item> {
  const request =
    id === undefined ? client.post(api, { json: input }) : client.patch(`${api}/editField`, { json: { id, ...(input as Record<string, unknown>) } });
  return parse(dataEnvelope(itemSchema), await request.json()).data as Item;
}

/** PATCH `<api>` `{ id }` → the record with its status flipped (spec §4 "MRL status"). */
export async function toggleStatus<Item>(client: KyInstance, api: string, itemSchema: z.ZodType<Item>, id: number): Promise<Item> {
  const body = await client.patch(api, { json: { id } }).json();
  return parse(dataEnvelope(itemSchema), body).data as Item;
}

/** DELETE `<api>?id=N`; 409 RECORD_IN_USE when another record still uses it. */
export async function deleteItem(client: KyInstance, api: string, id: number): Promise<void> {
  parse(deletedResponseSchema, await client.delete(api, { searchParams: { id: String(id) } }).json());
}

/** The file name of a `Content-Disposition` header (RFC 6266: `filename*` first). */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)?''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(disposition);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name ? name : null;
}

/** GET `<api>/export?format&search&sort&order…` → the file and its name. */
export async function fetchExport(
  client: KyInstance,
  api: string,
  format: FileFormat,
  filters: Record<string, string>,
): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await client.get(`${api}/export`, { searchParams: { format, ...filters }, timeout: FILE_TIMEOUT_MS });
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
}

/** Saves a downloaded file through an object URL. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The import format of a file name, or null when it is neither CSV nor XLSX. */
export function importFormatOf(fileName: string): FileFormat | null {
  const lower = fileName.toLocaleLowerCase('en');
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.xlsx')) return 'xlsx';
  return null;
}

/** POST `<api>/import?mode=preview|commit` with the file's bytes → the report. */
export async function postImport(client: KyInstance, api: string, mode: 'preview' | 'commit', format: FileFormat, bytes: ArrayBuffer): Promise<ImportReport> {
  const body = await client
    .post(`${api}/import`, { searchParams: { mode }, body: bytes, headers: { 'content-type': ImportContentType[format] }, timeout: FILE_TIMEOUT_MS })
    .json();
  return parse(importResponseSchema, body).data;
}
