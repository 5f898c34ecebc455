// Cell text → value for the import columns of section.ts. Turkish spreadsheets write
// 1.234,5 and 31.12.2026; exports write 1234.5 and 2026-12-31; both are read.
import { foldForSearch } from '@portal/shared/util';

export class CellError extends Error {}

/** '1,5' '1.5' '1.234,5' '1,234.5' → number; '' → null. */
export function parseNumber(text: string, integer = false): number | null {
  const t = text.replace(/\s/g, '');
  if (t === '') return null;
  let normal = t;
  const comma = t.lastIndexOf(',');
  const dot = t.lastIndexOf('.');
  if (comma > -1 && dot > -1) normal = comma > dot ? t.replace(/\./g, '').replace(',', '.') : t.replace(/,/g, '');
  else if (comma > -1) normal = t.replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(normal)) throw new CellError(integer ? 'Tam sayı olmalıdır' : 'Sayı olmalıdır (ör. 12,5)');
  const n = Number(normal);
  if (integer && !Number.isInteger(n)) throw new CellError('Tam sayı olmalıdır');
  return n;
}

const TRUE = new Set(['evet', 'e', 'var', 'aktif', 'true', '1', 'doğru', 'dogru']);
const FALSE = new Set(['hayır', 'hayir', 'h', 'yok', 'pasif', 'false', '0', 'yanlış', 'yanlis']);

export function parseBoolean(text: string): boolean | null {
  if (text.trim() === '') return null;
  const f = foldForSearch(text);
  if (TRUE.has(f)) return true;
  if (FALSE.has(f)) return false;
  throw new CellError('Evet ya da Hayır olmalıdır');
}

/** 'YYYY-MM-DD' or 'GG.AA.YYYY' → 'YYYY-MM-DD'; '' → null. */
export function parseDate(text: string): string | null {
  const t = text.trim();
  if (t === '') return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  const tr = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(t);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : tr ? [tr[3], tr[2]!.padStart(2, '0'), tr[1]!.padStart(2, '0')] : [];
  if (!y) throw new CellError('Tarih GG.AA.YYYY ya da YYYY-AA-GG biçiminde olmalıdır');
  const value = `${y}-${m}-${d}`;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) throw new CellError('Geçerli bir tarih değil');
  return value;
}

/** Enum cell: a label or a code of `values`, compared case- and İ/ı-insensitively. */
export function parseEnum(text: string, values: Record<string, string | number>): string | number | null {
  if (text.trim() === '') return null;
  const f = foldForSearch(text);
  for (const [label, code] of Object.entries(values)) {
    if (foldForSearch(label) === f || foldForSearch(String(code)) === f) return code;
  }
  throw new CellError(`Şunlardan biri olmalıdır: ${Object.keys(values).join(', ')}`);
}

/** 'Evet'/'Hayır' of an exported boolean. */
export const yesNo = (value: unknown): string | null => (value === null || value === undefined ? null : value ? 'Evet' : 'Hayır');
