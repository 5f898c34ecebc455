// How every screen writes figures, days and instants: Turkish marks (1.234,5), GG.AA.YYYY, and
// Türkiye's clock. A feature keeps only its own domain wording (a dose range, a seat count).
// Phone numbers are written by shared/ui's phoneText (it needs the phone metadata).

/** What an empty value shows. */
export const EMPTY_TEXT = '—';
const ISTANBUL = 'Europe/Istanbul';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** 1.234,5: up to `maxDigits` decimals (3 unless the figure needs more, e.g. a limit in mg/kg). */
export const numberText = (value: number, maxDigits = 3) => value.toLocaleString('tr-TR', { maximumFractionDigits: maxDigits });

/** 80 → '%80', 100.5 → '%100,5'. */
export const percentText = (value: number) => `%${numberText(value, 1)}`;

/** '12,5 dekar (1,25 ha)': a hectare is ten decares. */
export const decaresText = (decares: number) => `${numberText(decares, 2)} dekar (${numberText(decares / 10, 3)} ha)`;

const dayFormat = new Intl.DateTimeFormat('tr-TR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: ISTANBUL });
const instantFormat = new Intl.DateTimeFormat('tr-TR', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: ISTANBUL });
const clockFormat = new Intl.DateTimeFormat('tr-TR', { hour: '2-digit', minute: '2-digit', timeZone: ISTANBUL });
const shortDayFormat = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const isoDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: ISTANBUL, year: 'numeric', month: '2-digit', day: '2-digit' });

const instantOf = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** 'YYYY-MM-DD' → 'GG.AA.YYYY'; an ISO instant → its day in Türkiye; '—' when empty or no date. */
export function dateText(value: string | null | undefined): string {
  if (!value) return EMPTY_TEXT;
  if (ISO_DAY.test(value)) return `${value.slice(8, 10)}.${value.slice(5, 7)}.${value.slice(0, 4)}`;
  const date = instantOf(value);
  return date ? dayFormat.format(date) : EMPTY_TEXT;
}

/** An instant in Türkiye's time: '24.11.2026 14:05'; '—' when empty or no date. */
export function dateTimeText(value: string | null | undefined): string {
  const date = value ? instantOf(value) : null;
  return date ? instantFormat.format(date) : EMPTY_TEXT;
}

/** An instant's time of day in Türkiye: '14:05'. */
export const clockText = (iso: string) => clockFormat.format(new Date(iso));

/** 'YYYY-MM-DD' → '24 Kas' (a chart's axis). */
export const shortDayText = (day: string) => shortDayFormat.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));

/** A day ('YYYY-MM-DD') or an instant as 'YYYY-MM-DD' in Türkiye. */
export const dayOf = (value: string) => (ISO_DAY.test(value) ? value : isoDayFormat.format(new Date(value)));

/** 'YYYY-MM-DD' moved by `days` (and `years`). */
export function addDays(day: string, days: number, years = 0): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Today in Türkiye as 'YYYY-MM-DD', moved by `days`. */
export const isoDay = (days = 0, from: Date = new Date()) => addDays(isoDayFormat.format(from), days);

/** Whole days from `today` ('YYYY-MM-DD', Türkiye's today unless given) to the day of `value`; negative once past. */
export function daysUntil(value: string, today: string = isoDay()): number {
  return Math.round((Date.parse(`${dayOf(value)}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/** '5 gün'; '—' when not set. */
export const daysText = (days: number | null) => (days === null ? EMPTY_TEXT : `${days} gün`);
/** '12 saat'; '—' when not set. */
export const hoursText = (hours: number | null) => (hours === null ? EMPTY_TEXT : `${hours} saat`);
/** The text, or '—' when empty. */
export const orDash = (text: string | null | undefined) => (text ? text : EMPTY_TEXT);
