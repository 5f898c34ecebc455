// How the prescription screens write numbers, dates and codes (Turkish forms: 2,5; GG.AA.YYYY).
import { PrescriptionKindLabel } from '@portal/contracts';

/** 2,5 — up to `digits` decimals, Turkish marks. */
export const num = (value: number, digits = 2) => value.toLocaleString('tr-TR', { maximumFractionDigits: digits, minimumFractionDigits: 0 });

/** 'YYYY-MM-DD…' → 'GG.AA.YYYY'; '—' when empty. */
export function dateText(date: string | null | undefined): string {
  if (!date) return '—';
  const [y, m, d] = date.slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
}

/** An instant in Türkiye's time: '24.11.2026 14:05'. */
export function dateTimeText(instant: string | null | undefined): string {
  if (!instant) return '—';
  const d = new Date(instant);
  if (Number.isNaN(d.getTime())) return '—';
  return d.toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

export const kindLabel = (type: number) => PrescriptionKindLabel[type] ?? `Tür ${type}`;

/** The outbox states of a sent e-mail (prescriptionEmailSchema.status). */
export const EmailStatusLabel: Record<string, { label: string; color: string }> = {
  pending: { label: 'Beklemede', color: 'yellow' },
  sending: { label: 'Gönderiliyor', color: 'blue' },
  sent: { label: 'Gönderildi', color: 'green' },
  failed: { label: 'Başarısız', color: 'red' },
  'kept-local': { label: 'Yerelde tutuldu', color: 'gray' },
};
export const emailStatusOf = (status: string) => EmailStatusLabel[status] ?? { label: status, color: 'gray' };

/** '50–75 ml/100 L su', or '25 ml/da' when the range is one value. */
export function doseRangeText(min: number | null, max: number | null, unit: string): string {
  if (min === null && max === null) return '—';
  if (min === null || max === null || min === max) return `${num((min ?? max)!, 3)} ${unit}`;
  return `${num(min, 3)}–${num(max, 3)} ${unit}`;
}

/** 'Abamektin (IRAC 6)'. */
export function substanceText(s: { name: string; moaScheme: string | null; moaCode: string | null }): string {
  return s.moaScheme || s.moaCode ? `${s.name} (${[s.moaScheme, s.moaCode].filter(Boolean).join(' ')})` : s.name;
}

export const daysText = (days: number | null) => (days === null ? '—' : `${days} gün`);
export const hoursText = (hours: number | null) => (hours === null ? '—' : `${hours} saat`);
