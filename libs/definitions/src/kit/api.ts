// The calls every definition section answers (docs/api.md "Definitions"), through the one ky
// client (bearer, refresh on 401, spec §7) that the session client carries.
import { dataEnvelope, ImportContentType, importResponseSchema, listEnvelope, type FileFormat, type ImportReport } from '@portal/contracts';
import { parseResponse as parse, useApi } from '@portal/shared/api-client';
import { resourceKeys, type ListParams } from '@portal/shared/ui';
import type { KyInstance } from 'ky';
import { z } from 'zod';
import type { RefItem } from './section-view';

/** Exports and imports can be large: more time than a page read. */
const FILE_TIMEOUT_MS = 120_000;

// The session's ky client; re-exported for the sections' own calls.
export { useApi };

/** Query keys: everything of a section sits under `['definitions', <api>]`, so one invalidation refreshes it. */
export const definitionKeys = {
  all: (api: string) => resourceKeys(['definitions', api]).all,
  lists: (api: string) => resourceKeys(['definitions', api]).lists,
  list: (api: string, params: ListParams) => resourceKeys(['definitions', api]).list(params),
  item: (api: string, id: number) => resourceKeys(['definitions', api]).item(id),
  options: (api: string, search: string) => ['definitions', api, 'options', search] as const,
  option: (api: string, id: number) => ['definitions', api, 'option', id] as const,
};

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
