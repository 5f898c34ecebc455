// The search screens' own wording: doses, water volumes, concentrations, modes of action.
import { BeeToxicityLabel, type BeeToxicityCode } from '@portal/contracts';
import { EMPTY_TEXT, numberText } from '@portal/shared/util';

/** Registered figures keep up to four decimals. */
const figure = (value: number) => numberText(value, 4);

/** `50–75 ml/da`, or `50 ml/da` when the range is one value. */
export function doseText(min: number, max: number, unit: string): string {
  return min === max ? `${figure(min)} ${unit}` : `${figure(min)}–${figure(max)} ${unit}`;
}

/** A water volume range in litres per decare; '—' when not registered. */
export function waterText(min: number | null, max: number | null): string {
  if (min === null && max === null) return EMPTY_TEXT;
  if (min === null || max === null || min === max) return `${figure((min ?? max) as number)} L/da`;
  return `${figure(min)}–${figure(max)} L/da`;
}

export const timesText = (times: number | null) => (times === null ? EMPTY_TEXT : `${times} kez`);

/** A substance's concentration: `250 g/L`; '—' when not registered. */
export function concentrationText(value: number | null, unit: string | null): string {
  return value === null ? EMPTY_TEXT : `${figure(value)}${unit ? ` ${unit}` : ''}`;
}

/** A mode-of-action group: `IRAC 4A`; '—' when unknown. */
export function moaText(scheme: string | null, code: string | null): string {
  return code ? (scheme ? `${scheme} ${code}` : code) : EMPTY_TEXT;
}

export function beeToxicityText(code: BeeToxicityCode | null): string {
  return code ? BeeToxicityLabel[code] : 'Belirtilmemiş';
}

/** `12 sonuç`, `1.250 sonuç` */
export const resultCountText = (count: number) => `${numberText(count)} sonuç`;

/** A registered figure as the search screens write it: `0,5`, `1.250`. */
export const figureText = figure;
