// How figures read on the search screens: Turkish dates and decimals, doses, waiting periods.
import { BeeToxicityLabel, type BeeToxicityCode } from '@portal/contracts';

const EMPTY = '—';

/** 'YYYY-MM-DD' → 'GG.AA.YYYY'; '—' when empty. */
export function dateText(day: string | null | undefined): string {
  if (!day) return EMPTY;
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
}

/** A decimal as Turkish readers write it: `0,5`, `1.250`. */
export function numberText(value: number): string {
  return value.toLocaleString('tr-TR', { maximumFractionDigits: 4 });
}

/** `50–75 ml/da`, or `50 ml/da` when the range is one value. */
export function doseText(min: number, max: number, unit: string): string {
  return min === max ? `${numberText(min)} ${unit}` : `${numberText(min)}–${numberText(max)} ${unit}`;
}

/** A water volume range in litres per decare; '—' when not registered. */
export function waterText(min: number | null, max: number | null): string {
  if (min === null && max === null) return EMPTY;
  if (min === null || max === null || min === max) return `${numberText((min ?? max) as number)} L/da`;
  return `${numberText(min)}–${numberText(max)} L/da`;
}

export const daysText = (days: number | null) => (days === null ? EMPTY : `${days} gün`);
export const hoursText = (hours: number | null) => (hours === null ? EMPTY : `${hours} saat`);
export const timesText = (times: number | null) => (times === null ? EMPTY : `${times} kez`);
export const orDash = (text: string | null | undefined) => (text ? text : EMPTY);

/** A substance's concentration: `250 g/L`; '—' when not registered. */
export function concentrationText(value: number | null, unit: string | null): string {
  return value === null ? EMPTY : `${numberText(value)}${unit ? ` ${unit}` : ''}`;
}

/** A mode-of-action group: `IRAC 4A`; '—' when unknown. */
export function moaText(scheme: string | null, code: string | null): string {
  return code ? (scheme ? `${scheme} ${code}` : code) : EMPTY;
}

export function beeToxicityText(code: BeeToxicityCode | null): string {
  return code ? BeeToxicityLabel[code] : 'Belirtilmemiş';
}

/** `12 sonuç`, `1.250 sonuç` */
export const resultCountText = (count: number) => `${count.toLocaleString('tr-TR')} sonuç`;
