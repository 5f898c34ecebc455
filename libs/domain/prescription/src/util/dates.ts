// Calendar dates as the checks read them: ISO YYYY-MM-DD, day arithmetic in UTC so that no
// time zone or daylight-saving change moves a day (a PHI of 7 days is 7 calendar days).
import type { IsoDate } from '../types';

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** Days since 1970-01-01 (UTC). Accepts a date or the date part of a timestamp. */
export function dayNumber(date: IsoDate): number {
  const m = ISO_DATE.exec(date);
  if (!m) throw new RangeError(`Geçersiz tarih: ${date}`);
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(year, month - 1, day);
  // Date.UTC rolls 2026-02-30 over to 2 March: refuse it instead.
  if (new Date(ms).getUTCDate() !== day) throw new RangeError(`Geçersiz tarih: ${date}`);
  return ms / DAY_MS;
}

export function fromDayNumber(n: number): IsoDate {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** The date part, so that 'YYYY-MM-DD' strings compare in calendar order. */
export function isoDate(date: IsoDate): IsoDate {
  return fromDayNumber(dayNumber(date));
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(dayNumber(date) + days);
}

/** b − a in days (positive when b is later). */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  return dayNumber(b) - dayNumber(a);
}

/** The same calendar day `years` later (29 February → 28 February in a common year). */
export function addYears(date: IsoDate, years: number): IsoDate {
  const [y, m, d] = isoDate(date).split('-').map(Number) as [number, number, number];
  const year = y + years;
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return fromDayNumber(Date.UTC(year, m - 1, Math.min(d, lastDay)) / DAY_MS);
}

/** DD.MM.YYYY, as dates are written in Turkish. */
export function formatDate(date: IsoDate): string {
  const [y, m, d] = isoDate(date).split('-');
  return `${d}.${m}.${y}`;
}
