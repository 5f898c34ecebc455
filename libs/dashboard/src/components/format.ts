// How the dashboard writes numbers, days and instants (Turkish forms: 1.234; 24.11.2026; Türkiye's time).

/** 1.234 */
export const num = (value: number) => value.toLocaleString('tr-TR');

const dayMonth = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const fullDay = new Intl.DateTimeFormat('tr-TR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
const instant = new Intl.DateTimeFormat('tr-TR', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Istanbul' });
const clock = new Intl.DateTimeFormat('tr-TR', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Istanbul' });

const utcDay = (day: string) => new Date(`${day.slice(0, 10)}T00:00:00Z`);

/** 'YYYY-MM-DD' → '24 Kas' (a chart's axis). */
export const shortDay = (day: string) => dayMonth.format(utcDay(day));
/** 'YYYY-MM-DD' → '24.11.2026'. */
export const dayText = (day: string) => fullDay.format(utcDay(day));
/** An instant in Türkiye's time: '24.11.2026 14:05'. */
export const instantText = (iso: string) => instant.format(new Date(iso));
/** An instant's time of day in Türkiye: '14:05'. */
export const clockText = (iso: string) => clock.format(new Date(iso));

const isoDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Istanbul' });
/** An instant's day in Türkiye: 'YYYY-MM-DD'. */
export const dayOfInstant = (iso: string) => isoDay.format(new Date(iso));

/** Whole days from `today` (YYYY-MM-DD) to the instant's day in Türkiye: 0 today, 1 tomorrow. */
export function daysUntil(iso: string, today: string): number {
  return Math.round((utcDay(dayOfInstant(iso)).getTime() - utcDay(today).getTime()) / 86_400_000);
}

export function daysLeftText(days: number): string {
  if (days <= 0) return 'Bugün';
  if (days === 1) return 'Yarın';
  return `${days} gün`;
}
