// The prescription screens' own wording: kinds, e-mail states, dose ranges, substances.
import { PrescriptionKindLabel } from '@portal/contracts';
import { EMPTY_TEXT, numberText } from '@portal/shared/util';

export const kindLabel = (type: number) => PrescriptionKindLabel[type] ?? `Tür ${type}`;

/** The outbox states of a sent e-mail or SMS, and a WhatsApp share's (prescriptionEmailSchema.status). */
export const EmailStatusLabel: Record<string, { label: string; color: string }> = {
  pending: { label: 'Beklemede', color: 'yellow' },
  sending: { label: 'Gönderiliyor', color: 'blue' },
  sent: { label: 'Gönderildi', color: 'green' },
  failed: { label: 'Başarısız', color: 'red' },
  'kept-local': { label: 'Yerelde tutuldu', color: 'gray' },
  // A WhatsApp share: the link was opened; whether it was sent only WhatsApp knows.
  shared: { label: 'Paylaşım açıldı', color: 'teal' },
};
export const emailStatusOf = (status: string) => EmailStatusLabel[status] ?? { label: status, color: 'gray' };

/** '50–75 ml/100 L su', or '25 ml/da' when the range is one value. */
export function doseRangeText(min: number | null, max: number | null, unit: string): string {
  if (min === null && max === null) return EMPTY_TEXT;
  if (min === null || max === null || min === max) return `${numberText((min ?? max)!, 3)} ${unit}`;
  return `${numberText(min, 3)}–${numberText(max, 3)} ${unit}`;
}

/** 'Abamektin (IRAC 6)'. */
export function substanceText(s: { name: string; moaScheme: string | null; moaCode: string | null }): string {
  return s.moaScheme || s.moaCode ? `${s.name} (${[s.moaScheme, s.moaCode].filter(Boolean).join(' ')})` : s.name;
}

/** The prescription screens' figures: two decimals unless a dose needs three. */
export const figureText = (value: number, digits = 2) => numberText(value, digits);
