// GET `<api>/export` → a CSV or XLSX file of the list as filtered (docs/api.md "Export").
import type { FileFormat } from '@portal/contracts';
import type { KyInstance } from 'ky';

/** Exports and imports can be large: more time than a page read. */
export const FILE_TIMEOUT_MS = 120_000;

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
