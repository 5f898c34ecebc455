// Date input rules (spec §5): typed digits become dd.mm.yyyy, clamped as they come: a day at
// most 31 and a month at most 12, 00 turned into 01, and once the month (and year) is known the
// day at most that month's length, leap years included.

export const DATE_DELIMITER = '.';

/** Days in a month (1–12); February has 29 in a leap year, and when the year is not known yet. */
export function daysInMonth(month: number, year?: number): number {
  if (month === 2) return year === undefined || isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * Reads one two-digit part from the front of `digits`: a first digit that cannot start a valid
 * part becomes a whole part with a leading 0 (4 → 04 for a day); two digits are clamped to 1..max.
 */
function readPart(digits: string, max: number): { part: string; rest: string } {
  const first = digits[0];
  if (first === undefined) return { part: '', rest: '' };
  if (Number(first) > Math.floor(max / 10)) return { part: `0${first}`, rest: digits.slice(1) };
  if (digits.length === 1) return { part: first, rest: '' };
  const n = Number(digits.slice(0, 2));
  return { part: n === 0 ? '01' : String(Math.min(n, max)).padStart(2, '0'), rest: digits.slice(2) };
}

/**
 * The digits of a typed date as `dd.mm.yyyy` (Turkish order), clamped: `31.02.2024` → `29.02.2024`,
 * `00.13` → `01.12`, `4` → `04`. Anything but digits is ignored; digits after the year are dropped.
 */
export function clampDate(input: string): string {
  const digits = input.replace(/\D/g, '');
  const day = readPart(digits, 31);
  const month = readPart(day.rest, 12);
  const year = month.rest.slice(0, 4);
  let dayPart = day.part;
  if (dayPart.length === 2 && month.part.length === 2) {
    const max = daysInMonth(Number(month.part), year.length === 4 ? Number(year) : undefined);
    if (Number(dayPart) > max) dayPart = String(max);
  }
  return [dayPart, month.part, year].filter((part) => part !== '').join(DATE_DELIMITER);
}

/** The day, month and year of a complete clamped date, or null while it is incomplete. */
export function parseClampedDate(input: string): { day: number; month: number; year: number } | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(clampDate(input));
  if (!match) return null;
  return { day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) };
}
