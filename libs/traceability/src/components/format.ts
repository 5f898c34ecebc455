// Dates and amounts as the field screens show them.
import { trDate } from '../pages/consumer-text';

export { trDate };

/** Today in Türkiye as YYYY-MM-DD: the stage date's default and the API's "not after today". */
export function todayInTurkey(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** 1234.5 → "1.234,5" (Turkish digits grouping). */
export const trNumber = (n: number) => n.toLocaleString('tr-TR', { maximumFractionDigits: 3 });
