// How dates, seats and names read on the member screens (Turkish, tr-TR).
const ISTANBUL = 'Europe/Istanbul';

/** 'YYYY-MM-DD' or an ISO time → 'GG.AA.YYYY' (the day in Türkiye); '—' when empty. */
export function dateText(value: string | null | undefined): string {
  if (!value) return '—';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-');
    return `${d}.${m}.${y}`;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : date.toLocaleDateString('tr-TR', { timeZone: ISTANBUL, day: '2-digit', month: '2-digit', year: 'numeric' });
}

/** An ISO time → 'GG.AA.YYYY SS:DD' in Türkiye; '—' when empty. */
export function dateTimeText(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleString('tr-TR', { timeZone: ISTANBUL, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** Today in Türkiye as 'YYYY-MM-DD', moved by `days`. */
export function isoDay(days = 0, from: Date = new Date()): string {
  const today = from.toLocaleDateString('en-CA', { timeZone: ISTANBUL });
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A day ('YYYY-MM-DD' or ISO time) as 'YYYY-MM-DD' in Türkiye. */
export function dayOf(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : new Date(value).toLocaleDateString('en-CA', { timeZone: ISTANBUL });
}

/** 'YYYY-MM-DD' moved by `days` (or by `years`). */
export function addDays(day: string, days: number, years = 0): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from today (Türkiye) to `day`; negative once past. */
export function daysUntil(day: string, from: Date = new Date()): number {
  return Math.round((Date.parse(`${dayOf(day)}T00:00:00Z`) - Date.parse(`${isoDay(0, from)}T00:00:00Z`)) / 86_400_000);
}

/** '3/5 kullanıcı'; '3 kullanıcı' when the member has no seat limit yet. */
export function seatsText(users: number, seats: number | null): string {
  return seats === null ? `${users} kullanıcı` : `${users}/${seats} kullanıcı`;
}

/**
 * Spec §2 "Member deletion dialog", §5: a member's name with the first letter of each word in
 * upper case by Turkish rules ('istanbul tarım' → 'İstanbul Tarım'). The rest stays as written:
 * the shared capitalizeTr (for person names) lowers it, which would turn 'A.Ş.' into 'A.ş.'.
 */
export function displayName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase('tr-TR') + word.slice(1))
    .join(' ');
}
