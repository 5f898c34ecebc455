// POST `<api>/import?mode=preview|commit` with a CSV or XLSX file → the report (docs/api.md "Import").
import { ImportContentType, importResponseSchema, type FileFormat, type ImportReport } from '@portal/contracts';
import { parseResponse } from '@portal/shared/api-client';
import type { KyInstance } from 'ky';
import { FILE_TIMEOUT_MS } from './get-export';

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
  return parseResponse(importResponseSchema, body).data;
}
