// Dates and numbers as a Turkish reader expects them on paper: 13.05.2026, 1.250,5.
const TIME_ZONE = 'Europe/Istanbul';
const DASH = '—';

const dateParts = new Intl.DateTimeFormat('tr-TR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TIME_ZONE });
const timeParts = new Intl.DateTimeFormat('tr-TR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: TIME_ZONE });

function part(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((p) => p.type === type)?.value ?? '';
}

/** `2026-05-13` as is (a calendar date has no time zone); a timestamp as its day in Türkiye. DD.MM.YYYY; null: —. */
export function formatDate(value: string | Date | null | undefined): string {
  if (value == null || value === '') return DASH;
  if (typeof value === 'string') {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (day) return `${day[3]}.${day[2]}.${day[1]}`;
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const parts = dateParts.formatToParts(date);
  return `${part(parts, 'day')}.${part(parts, 'month')}.${part(parts, 'year')}`;
}

/** DD.MM.YYYY HH:mm in Türkiye's time; a time without a zone (`2026-05-13T10:15`) is already Türkiye's. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value == null || value === '') return DASH;
  if (typeof value === 'string') {
    const local = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(:\d{2}(\.\d+)?)?$/.exec(value);
    if (local) return `${local[3]}.${local[2]}.${local[1]} ${local[4]}:${local[5]}`;
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const parts = timeParts.formatToParts(date);
  return `${formatDate(date)} ${part(parts, 'hour')}:${part(parts, 'minute')}`;
}

const numberFormats = new Map<number, Intl.NumberFormat>();

/** tr-TR: 1.250,5; at most `digits` decimals; null: —. */
export function formatNumber(value: number | null | undefined, digits = 2): string {
  if (value == null || !Number.isFinite(value)) return DASH;
  let format = numberFormats.get(digits);
  if (!format) numberFormats.set(digits, (format = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: digits })));
  return format.format(value);
}

/** The printed placeholder of an empty value. */
export const EMPTY = DASH;
