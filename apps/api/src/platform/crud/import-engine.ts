// The import of a section's CSV/XLSX file: every row is parsed and validated with the
// section's input schema and matched on its natural key, so the preview can say what each
// row would do; a commit writes all rows in one transaction or nothing (DESIGN.md §3).
import { DefinitionErrorCode, type ImportAction, type ImportIssue, type ImportReport } from '@portal/contracts';
import { foldForSearch } from '@portal/shared/util';
import { Column, inArray, is } from 'drizzle-orm';
import type { Orm } from '../db';
import { AppError } from '../errors';
import { CellError, parseBoolean, parseDate, parseEnum, parseNumber } from './cells';
import type { SheetData } from './files';
import { findByNaturalKey, findItem } from './queries';
import type { Actor, ImportColumn, ResolvedScope, Row, SectionSpec } from './section';
import { audit, createRecord, updateRecord } from './writes';
import { inTransaction } from '../tenancy';

/** Rows of the preview list in the report. */
const PREVIEW_ROWS = 50;
/** Errors listed in a report; the count says how many more there are. */
const MAX_ISSUES = 500;

interface PlannedRow {
  row: number;
  action: ImportAction;
  input?: Row;
  id?: number;
  label: string;
}

/** The export's status column: read back as nothing (the list's switch sets the status). */
export const STATUS_HEADER = 'Durum';

/** Columns read from the file (export-only ones such as 'Durum' are ignored). */
const importable = (spec: SectionSpec) => spec.columns.filter((c) => c.field);
const sameHeader = (a: string, b: string) => foldForSearch(a) === foldForSearch(b);

function headerIssues(spec: SectionSpec, headers: string[]): ImportIssue[] {
  const issues: ImportIssue[] = [];
  for (const column of importable(spec)) {
    if (!column.optional && !headers.some((h) => sameHeader(h, column.header))) issues.push({ row: 1, column: column.header, message: 'Sütun bulunamadı; başlık satırı dışa aktarılan dosyadaki gibi olmalıdır' });
  }
  for (const header of headers) {
    if (header && !sameHeader(header, STATUS_HEADER) && !spec.columns.some((c) => sameHeader(c.header, header))) issues.push({ row: 1, column: header, message: 'Bilinmeyen sütun' });
  }
  return issues;
}

/** id by matched text, for each reference column: one query per column, not per row. */
async function loadReferences(db: Orm, columns: ImportColumn[], sheet: SheetData, indexOf: Map<ImportColumn, number>) {
  const maps = new Map<ImportColumn, Map<string, number>>();
  for (const column of columns) {
    if (column.kind !== 'ref' || !column.ref) continue;
    const at = indexOf.get(column)!;
    const texts = [...new Set(sheet.rows.map((r) => r.cells[at] ?? '').filter(Boolean))];
    const map = new Map<string, number>();
    const { table, match } = column.ref;
    for (let i = 0; i < texts.length; i += 1000) {
      const chunk = texts.slice(i, i + 1000);
      const rows = await db
        .select({ id: table.id, text: match })
        .from(table)
        // The same call twice: inArray's overloads take a column or an SQL, not their union.
        .where(is(match, Column) ? inArray(match, chunk) : inArray(match, chunk));
      for (const r of rows) map.set(String(r.text), Number(r.id));
    }
    maps.set(column, map);
  }
  return maps;
}

async function parseCell(db: Orm, column: ImportColumn, text: string, refs: Map<string, number> | undefined, scope?: ResolvedScope): Promise<unknown> {
  switch (column.kind) {
    case 'text':
      return text === '' ? null : text;
    case 'number':
      return parseNumber(text);
    case 'integer':
      return parseNumber(text, true);
    case 'boolean':
      return parseBoolean(text);
    case 'date':
      return parseDate(text);
    case 'enum':
      return parseEnum(text, column.values ?? {});
    case 'ref': {
      if (text === '') return null;
      const id = refs?.get(text);
      if (id === undefined) throw new CellError(`'${text}' adlı ${column.ref?.noun ?? 'kayıt'} bulunamadı`);
      return id;
    }
    case 'custom':
      return text === '' ? null : column.parse!(text, db, scope);
  }
}

/**
 * A bad row's name in the report: the record's own label from the cells that could be read
 * ('Hatice Doğan', a company's title), not its first cell (which may be a kind such as 'Şahıs');
 * the row number when those cells are missing.
 */
function badRowLabel(spec: SectionSpec, raw: Row, row: number): string {
  let label = '';
  try {
    label = spec.label(raw).trim();
  } catch {
    // A label built from a field this row lacks.
  }
  return label && !/\b(undefined|null|NaN)\b/.test(label) ? label : `${row}. satır`;
}

const stable = (value: unknown): string =>
  JSON.stringify(value, (_k, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));

/** Reads every row and decides what it would do; writes nothing. */
export async function planImport(db: Orm, spec: SectionSpec, sheet: SheetData, scope?: ResolvedScope): Promise<{ issues: ImportIssue[]; rows: PlannedRow[] }> {
  const issues = headerIssues(spec, sheet.headers);
  if (issues.length) return { issues, rows: [] };
  const columns = importable(spec);
  const indexOf = new Map(columns.map((c) => [c, sheet.headers.findIndex((h) => sameHeader(h, c.header))]));
  const refs = await loadReferences(db, columns, sheet, indexOf);
  const seen = new Map<string, number>();
  const rows: PlannedRow[] = [];

  for (const { row, cells } of sheet.rows) {
    const rowIssues: ImportIssue[] = [];
    const raw: Row = {};
    for (const column of columns) {
      if (indexOf.get(column) === -1) continue; // an optional column the file lacks
      try {
        raw[column.field!] = await parseCell(db, column, cells[indexOf.get(column)!] ?? '', refs.get(column), scope);
      } catch (error) {
        if (!(error instanceof CellError) && !(error instanceof Error)) throw error;
        rowIssues.push({ row, column: column.header, message: error.message });
      }
    }
    let input: Row | undefined;
    if (!rowIssues.length) {
      const parsed = spec.inputSchema.safeParse(raw);
      if (parsed.success) input = parsed.data;
      else {
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? '');
          const column = columns.find((c) => c.field === field);
          rowIssues.push({ row, column: column?.header ?? field, message: issue.message });
        }
      }
    }
    if (input) {
      const key = spec.naturalKeyText(input);
      const first = seen.get(key);
      if (first !== undefined) rowIssues.push({ row, column: columns[0]!.header, message: `Aynı kayıt dosyada ${first}. satırda da var` });
      else seen.set(key, row);
    }
    if (rowIssues.length || !input) {
      issues.push(...rowIssues);
      rows.push({ row, action: 'error', label: badRowLabel(spec, raw, row) });
      continue;
    }
    const id = await findByNaturalKey(db, spec, input, scope);
    let action: ImportAction = 'create';
    if (id !== undefined) {
      const current = await findItem(db, spec, id, scope);
      const again = spec.inputSchema.safeParse(spec.toInput(current!));
      // A column the file lacks (an older export) keeps what the record has instead of erasing it.
      if (again.success) for (const column of columns) if (indexOf.get(column) === -1) input[column.field!] = (again.data as Row)[column.field!];
      action = again.success && stable(again.data) === stable(input) ? 'unchanged' : 'update';
    }
    rows.push({ row, action, input, id, label: spec.label(input) });
  }
  return { issues, rows };
}

function reportOf(mode: 'preview' | 'commit', written: boolean, issues: ImportIssue[], rows: PlannedRow[]): ImportReport {
  const countOf = (a: ImportAction) => rows.filter((r) => r.action === a).length;
  return {
    mode,
    written,
    total: rows.length,
    create: countOf('create'),
    update: countOf('update'),
    unchanged: countOf('unchanged'),
    invalid: countOf('error'),
    errors: issues.slice(0, MAX_ISSUES),
    rows: rows.slice(0, PREVIEW_ROWS).map(({ row, action, label }) => ({ row, action, label })),
  };
}

class RollBack extends Error {}

/**
 * preview: the report; commit: the rows written in one transaction, or 400
 * IMPORT_INVALID (nothing written) when any row is invalid or refused by the database.
 */
export async function runImport(db: Orm, spec: SectionSpec, sheet: SheetData, mode: 'preview' | 'commit', actor: Actor): Promise<ImportReport> {
  const { issues, rows } = await planImport(db, spec, sheet, actor.scope);
  if (mode === 'preview') return reportOf(mode, false, issues, rows);
  if (issues.length) throw invalid(issues);
  if (!rows.length) throw new AppError(400, DefinitionErrorCode.ImportUnreadable, 'Dosyada içe aktarılacak satır yok.');
  const writeIssues: ImportIssue[] = [];
  try {
    await inTransaction(db, async (tx) => {
      for (const planned of rows) {
        try {
          if (planned.action === 'create') await createRecord(tx, spec, planned.input!, actor, 'import');
          else if (planned.action === 'update') await updateRecord(tx, spec, planned.id!, planned.input!, actor, 'import');
        } catch (error) {
          if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
          const field = error.details?.[0]?.field.replace(/^body\./, '');
          const column = spec.columns.find((c) => c.field === field)?.header ?? spec.columns[0]!.header;
          writeIssues.push({ row: planned.row, column, message: error.details?.[0]?.message ?? error.message });
        }
      }
      if (writeIssues.length) throw new RollBack();
      const done = reportOf(mode, true, [], rows);
      await audit(tx, spec, actor.userId, 'import', null, null, { create: done.create, update: done.update, unchanged: done.unchanged });
    });
  } catch (error) {
    if (error instanceof RollBack) throw invalid(writeIssues);
    throw error;
  }
  return reportOf(mode, true, [], rows);
}

function invalid(issues: ImportIssue[]): AppError {
  return new AppError(
    400,
    DefinitionErrorCode.ImportInvalid,
    `Dosyada ${issues.length} hata var; hiçbir satır yazılmadı. Önizlemedeki hataları düzeltip yeniden deneyin.`,
    issues.slice(0, MAX_ISSUES).map((i) => ({ field: `satır ${i.row} · ${i.column}`, message: i.message })),
  );
}
