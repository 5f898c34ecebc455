// The file layer of the definitions bulk import/export: CSV and XLSX bytes in, header plus
// string cells out; header plus rows in, CSV or XLSX bytes out. Nothing here knows a section:
// mapping headers to fields and validating cells is the caller's job.
import type { FileFormat } from '@portal/contracts';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { Readable } from 'node:stream';
import { inReaderOrder } from './xlsx-order';
// exceljs costs ~220 ms of start-up: loaded on the first import or export (loadExcel).
import type ExcelJS from 'exceljs';

export interface SheetData {
  /** Header cells of row 1, trimmed. */
  headers: string[];
  /** Data rows (spreadsheet rows 2…), each cell as a trimmed string ('' when empty); fully empty rows are dropped but the remaining rows keep their spreadsheet row number. */
  rows: Array<{ row: number; cells: string[] }>;
}

/** The file cannot be read at all; the message is Turkish and shown to the user as is. */
export class UnreadableFileError extends Error {
  override name = 'UnreadableFileError';
}

type Cell = string | number | boolean | null;

const Message = {
  empty: 'Dosya boş. İlk satırında sütun başlıkları olan bir CSV ya da Excel (.xlsx) dosyası yükleyin.',
  noHeader: 'Dosyanın ilk satırında sütun başlıkları yok. Sütun başlıklarını ilk satıra yazın.',
  invalidUnicode: 'Dosyada geçersiz (yarım kalmış) bir Unicode karakteri var. Excel\'de "Farklı Kaydet" ile yeniden kaydedip yükleyin.',
  notText: 'Dosya CSV ya da Excel (.xlsx) biçiminde değil. Excel\'de "Farklı Kaydet" ile .xlsx ya da CSV olarak kaydedip yeniden yükleyin.',
  corruptXlsx: 'Excel dosyası okunamadı; dosya bozuk ya da .xlsx biçiminde değil. Dosyayı Excel\'de açıp .xlsx olarak yeniden kaydedin.',
  noWorksheet: 'Excel dosyasında çalışma sayfası yok.',
  csvQuote: (line: number | undefined) =>
    `CSV dosyası okunamadı: ${line ? `${line}. satırda ` : ''}kapatılmamış bir tırnak işareti (") var.`,
  csvOther: 'CSV dosyası okunamadı. Dosyayı Excel\'de açıp yeniden CSV olarak kaydedin.',
  tooManyRows: (max: number, actual: number) =>
    `Dosyada en fazla ${groupThousands(max)} satır olabilir (bu dosyada ${groupThousands(actual)} satır var); dosyayı bölerek yükleyin.`,
  tooManyRowsRead: (max: number) => `Dosyada en fazla ${groupThousands(max)} satır olabilir (bu dosyada daha fazlası var); dosyayı bölerek yükleyin.`,
  duplicateHeader: (header: string) => `"${header}" sütun başlığı birden fazla kez yazılmış; her sütun dosyada bir kez yer almalı.`,
};

// ---------------------------------------------------------------- format detection

const XlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
// Windows browsers label .csv files application/vnd.ms-excel when Excel is installed.
const CsvContentTypes = new Set([
  'text/csv',
  'application/csv',
  'text/comma-separated-values',
  'text/tab-separated-values',
  'text/plain',
  'application/vnd.ms-excel',
]);

const ZipMagic = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
// Legacy binary .xls (OLE2); not supported, and must not be read as CSV text.
const Ole2Magic = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Which format a request body is, from its Content-Type and/or magic bytes (xlsx = zip 'PK\x03\x04'); null when neither. */
export function detectFormat(contentType: string | undefined, body: Buffer): FileFormat | null {
  // The bytes win over the label: browsers and scripts mislabel uploads often.
  if (startsWith(body, ZipMagic)) return 'xlsx';
  if (startsWith(body, Ole2Magic)) return null;
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === XlsxContentType) return 'xlsx';
  if (CsvContentTypes.has(type)) return 'csv';
  return null;
}

function startsWith(body: Buffer, magic: Buffer): boolean {
  return body.length >= magic.length && body.subarray(0, magic.length).equals(magic);
}

// ---------------------------------------------------------------- reading

/** Reads the first worksheet (xlsx) or the CSV text. Throws UnreadableFileError with a Turkish message for: empty file, no header row, a corrupt xlsx, more than `maxRows` data rows, duplicate header names. */
export async function readSheet(body: Buffer, format: FileFormat, options: { maxRows: number }): Promise<SheetData> {
  const raw = format === 'xlsx' ? await readXlsxRows(body, options.maxRows) : readCsvRows(body);
  return toSheet(raw, options.maxRows);
}

interface RawRow {
  row: number;
  cells: string[];
}

function toSheet(raw: RawRow[], maxRows: number): SheetData {
  if (raw.length === 0 || raw.every((r) => r.cells.every((c) => c === ''))) throw new UnreadableFileError(Message.empty);
  const first = raw[0]!;
  if (first.row !== 1 || first.cells.every((c) => c === '')) throw new UnreadableFileError(Message.noHeader);

  // Excel leaves trailing empty header cells behind (e.g. "Ad;Kod;;;"); they name no column.
  const headers = [...first.cells];
  while (headers.length > 0 && headers[headers.length - 1] === '') headers.pop();

  const seen = new Set<string>();
  for (const header of headers) {
    if (header === '') continue;
    // "İl" and "il" would map to the same field downstream.
    const key = header.toLocaleLowerCase('tr-TR');
    if (seen.has(key)) throw new UnreadableFileError(Message.duplicateHeader(header));
    seen.add(key);
  }

  const rows: SheetData['rows'] = [];
  for (const { row, cells } of raw.slice(1)) {
    // Cells beyond the last header have no column to go to.
    const fitted = Array.from({ length: headers.length }, (_, i) => cells[i] ?? '');
    if (fitted.every((c) => c === '')) continue;
    rows.push({ row, cells: fitted });
  }
  if (rows.length > maxRows) throw new UnreadableFileError(Message.tooManyRows(maxRows, rows.length));
  return { headers, rows };
}

function readCsvRows(body: Buffer): RawRow[] {
  const text = decodeText(body);
  if (text.trim() === '') throw new UnreadableFileError(Message.empty);
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      // A stray quote inside an unquoted cell (5" boru) is kept as text, as Excel does.
      relax_quotes: true,
      skip_empty_lines: false,
    }) as string[][];
  } catch (error) {
    const { code, lines } = error as { code?: string; lines?: number };
    throw new UnreadableFileError(code === 'CSV_QUOTE_NOT_CLOSED' ? Message.csvQuote(lines) : Message.csvOther);
  }
  // One record is one spreadsheet row, even when a quoted cell spans several lines.
  return records.map((cells, i) => ({ row: i + 1, cells: cells.map(csvCellText) }));
}

/** Undoes writeCsv's formula guard so an exported file imports unchanged. */
function csvCellText(cell: string): string {
  return (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell).trim();
}

function decodeText(body: Buffer): string {
  // Excel's "Unicode text" export is UTF-16LE with a BOM (and TAB separated).
  // A NUL never occurs in CSV text (and PostgreSQL cannot store it): a binary file labelled as CSV.
  if (body[0] === 0xff && body[1] === 0xfe) return withoutNul(utf16(body, 'utf-16le'));
  if (body[0] === 0xfe && body[1] === 0xff) return withoutNul(utf16(body, 'utf-16be'));
  if (body.includes(0)) throw new UnreadableFileError(Message.notText);
  try {
    // The default decoder drops a leading BOM.
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    // Not UTF-8: Turkish Excel's plain "CSV" export is windows-1254.
    return new TextDecoder('windows-1254').decode(body);
  }
}

/** Strict: a lone surrogate is refused like any invalid text, not stored as U+FFFD. */
function utf16(body: Buffer, encoding: 'utf-16le' | 'utf-16be'): string {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(body);
  } catch {
    throw new UnreadableFileError(Message.invalidUnicode);
  }
}

function withoutNul(text: string): string {
  if (text.includes('\u0000')) throw new UnreadableFileError(Message.notText);
  return text;
}

/** `;`, `,` or TAB, whichever occurs most outside quotes in the header line; `;` on a tie or none. */
function detectDelimiter(text: string): string {
  const counts = new Map<string, number>([
    [';', 0],
    [',', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  let best = ';';
  for (const [delimiter, count] of counts) if (count > counts.get(best)!) best = delimiter;
  return best;
}

let excel: Promise<typeof ExcelJS> | undefined;
/** exceljs, imported once on first use. */
export function loadExcel(): Promise<typeof ExcelJS> {
  return (excel ??= import('exceljs').then((m) => m.default));
}

/**
 * The first worksheet's rows, read as a stream: reading stops at the first data row past
 * `maxRows`, so a file of millions of rows costs what its first `maxRows` rows cost, and
 * the parse yields to the event loop between chunks (a 2,000,000-row file
 * used to be loaded whole, for 30 s and 3 GB, blocking every other request).
 */
async function readXlsxRows(body: Buffer, maxRows: number): Promise<RawRow[]> {
  if (body.length === 0) throw new UnreadableFileError(Message.empty);
  const { stream } = await loadExcel();
  const input = Readable.from([inReaderOrder(body)]);
  // Styles are needed to tell a date from a number.
  const reader = new stream.xlsx.WorkbookReader(input, { worksheets: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', entries: 'ignore' });
  // A workbook without shared strings (inline strings only) would otherwise send its sheets
  // through the reader's temporary-file path; sharedStrings.xml, when there is one, comes
  // first (inReaderOrder) and replaces this.
  (reader as unknown as { sharedStrings?: unknown[] }).sharedStrings = [];
  const rows: RawRow[] = [];
  let found = false;
  try {
    for await (const worksheet of reader) {
      if (found) break;
      // `worksheets` follow the zip's order; the first tab is the workbook's first sheet when known.
      // exceljs sets the reader's `model` (workbook.xml) and the worksheet's `name` but does not declare them.
      const first = (reader as unknown as { model?: { sheets?: Array<{ name: string }> } }).model?.sheets?.[0]?.name;
      const name = (worksheet as unknown as { name?: string }).name;
      if (first !== undefined && name !== undefined && name !== first) {
        for await (const _row of worksheet) void _row; // drained, so that the zip goes on
        continue;
      }
      found = true;
      let width = 0;
      let data = 0;
      for await (const row of worksheet) {
        const cells: string[] = [];
        // cellCount is the last used column, not the number of filled cells.
        for (let col = 1; col <= row.cellCount; col++) cells.push(cellText(row.getCell(col).value).trim());
        if (cells.every((c) => c === '')) continue;
        // A data row counts as toSheet counts it: something under a header.
        if (rows.length === 0) width = cells.findLastIndex((c) => c !== '') + 1;
        else if (cells.slice(0, width).some((c) => c !== '') && ++data > maxRows) throw new UnreadableFileError(Message.tooManyRowsRead(maxRows));
        rows.push({ row: row.number, cells });
      }
    }
  } catch (error) {
    if (error instanceof UnreadableFileError) throw error;
    throw new UnreadableFileError(Message.corruptXlsx);
  } finally {
    input.destroy();
  }
  if (!found) throw new UnreadableFileError(Message.noWorksheet);
  return rows;
}

/** One exceljs cell value as text; see ExcelJS.CellValue for the shapes. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  // Excel dates carry no zone; exceljs turns the serial into a UTC instant.
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if (Array.isArray(v.richText)) return (v.richText as Array<{ text?: string }>).map((part) => part.text ?? '').join('');
    if ('formula' in v || 'sharedFormula' in v) return cellText(v.result);
    // Hyperlink text may itself be rich text.
    if ('hyperlink' in v) return cellText(v.text);
    if (typeof v.error === 'string') return v.error;
    if ('text' in v) return cellText(v.text);
  }
  return '';
}

function numberText(n: number): string {
  if (!Number.isFinite(n)) return '';
  // Excel shows 15 significant digits: a formula's 0.30000000000000004 is 0.3 to the user.
  return String(Number(n.toPrecision(15)));
}

function groupThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

// ---------------------------------------------------------------- writing

/** CSV for Excel users in Turkey: UTF-8 with BOM, `;` separator, CRLF, quoting as needed, formula-injection safe. */
export function writeCsv(headers: string[], rows: Array<Array<Cell>>): Buffer {
  const records = [headers, ...rows].map((record) => record.map(csvCell));
  // The BOM makes Excel read UTF-8 instead of the ANSI code page; `;` is Turkish Excel's list separator.
  const text = stringify(records, {
    delimiter: ';',
    record_delimiter: '\r\n',
    bom: true,
    // csv-stringify quotes only on the whole record delimiter; a lone \n or \r would split the row.
    quoted_match: /[\r\n]/,
  });
  return Buffer.from(text, 'utf8');
}

// A cell Excel would evaluate (OWASP CSV injection) gets a leading quote, but a plain
// number like "-3.5" or "+90" evaluates to itself and stays as is.
const FormulaStart = /^[=+\-@\t\r]/;
const PlainNumber = /^[+-]?(?=[.,]?\d)[\d.,]+(?:[eE][+-]?\d+)?$/;

function csvCell(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return FormulaStart.test(value) && !PlainNumber.test(value) ? `'${value}` : value;
}

const MaxColumnWidth = 60;
const MinColumnWidth = 8;
// Characters XML 1.0 forbids; Excel calls a file containing them corrupt.
// eslint-disable-next-line no-control-regex
const XmlInvalid = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** An .xlsx with one sheet `sheetName` (max 31 chars, sanitised), bold frozen header row, column widths fitted to content (capped), numbers stored as numbers, null as empty. */
export async function writeXlsx(sheetName: string, headers: string[], rows: Array<Array<Cell>>): Promise<Buffer> {
  const { Workbook } = await loadExcel();
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet(sanitizeSheetName(sheetName), { views: [{ state: 'frozen', ySplit: 1 }] });

  const widths = headers.map((h) => h.length);
  const headerRow = sheet.addRow(headers.map((h) => h.replace(XmlInvalid, '')));
  headerRow.font = { bold: true };
  for (const record of rows) {
    sheet.addRow(
      record.map((value, i) => {
        const cell = xlsxCell(value);
        widths[i] = Math.max(widths[i] ?? 0, displayLength(cell));
        return cell;
      }),
    );
  }
  widths.forEach((width, i) => {
    sheet.getColumn(i + 1).width = Math.min(MaxColumnWidth, Math.max(MinColumnWidth, width + 2));
  });

  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function xlsxCell(value: Cell): string | number | boolean | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return value.replace(XmlInvalid, '');
  return value;
}

function displayLength(value: string | number | boolean | null): number {
  if (value === null) return 0;
  // The longest line of a multiline cell sets its width.
  return Math.max(...String(value).split('\n').map((line) => line.length));
}

/** Excel's sheet name rules: 1–31 characters, none of : \ / ? * [ ], not starting or ending with ', not "History". */
function sanitizeSheetName(name: string): string {
  let clean = name
    .replace(XmlInvalid, '')
    .replace(/[:\\/?*[\]]/g, ' ')
    .trim()
    .slice(0, 31)
    .replace(/^'+|'+$/g, '')
    .trim();
  if (clean.toLowerCase() === 'history') clean = `${clean} 1`;
  return clean || 'Sayfa1';
}
