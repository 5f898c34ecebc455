// Numeral input rules (spec §5, §9): letters stripped, one leading minus (dropped when only
// positives are allowed), 2 decimals by default, comma grouping and dot decimal by default.
// The Turkish forms where people type doses and areas use the Turkish marks instead
// (`1.234,5`), so the separators are an option (docs/decisions.md "Numeral separators").

/** `spec`: 1,234.56 (spec §9's default); `tr`: 1.234,56 (as Turkish users write doses and areas). */
export type NumeralSeparatorStyle = 'spec' | 'tr';

export interface NumeralSeparators {
  group: string;
  decimal: string;
}

export interface NumeralOptions {
  /** Digits after the decimal mark; 0 makes the numeral an integer. Default 2 (spec §9). */
  decimals?: number;
  /** Only positive numbers: a minus is dropped (spec §5). */
  positiveOnly?: boolean;
  /** Which marks group thousands and separate decimals. Default `spec`. */
  separators?: NumeralSeparatorStyle;
}

export const NUMERAL_DEFAULT_DECIMALS = 2;

export function numeralSeparators(style: NumeralSeparatorStyle = 'spec'): NumeralSeparators {
  return style === 'tr' ? { group: '.', decimal: ',' } : { group: ',', decimal: '.' };
}

/**
 * The typed text as a plain numeral (`-1234.5`, dot decimal, no grouping): everything but digits,
 * the decimal mark and a leading minus is stripped; the first decimal mark counts, the rest go;
 * decimals beyond the scale are cut (not rounded: the user sees what they typed), as the input does.
 */
export function cleanNumeral(input: string, options: NumeralOptions = {}): string {
  const { decimals = NUMERAL_DEFAULT_DECIMALS, positiveOnly = false, separators = 'spec' } = options;
  const { decimal } = numeralSeparators(separators);
  const trimmed = input.trim();
  const negative = !positiveOnly && trimmed.startsWith('-');
  let integer = '';
  let fraction = '';
  let seenDecimal = false;
  for (const ch of trimmed) {
    if (ch >= '0' && ch <= '9') {
      if (seenDecimal) fraction += ch;
      else integer += ch;
    } else if (ch === decimal && !seenDecimal) {
      seenDecimal = true;
    }
  }
  // Leading zeros carry nothing: 007 is 7, but 0.5 keeps its zero.
  integer = integer.replace(/^0+(?=\d)/, '');
  fraction = fraction.slice(0, decimals);
  if (seenDecimal && integer === '') integer = '0';
  // An integer field stops at the decimal mark: 12.5 is 12, as the input shows it.
  const body = seenDecimal && decimals > 0 ? `${integer}.${fraction}` : integer;
  return negative ? `-${body}` : body;
}

/** Groups a plain numeral's integer part by thousands with the chosen marks: `-1234.5` → `-1,234.5`. */
export function formatNumeral(input: string, options: NumeralOptions = {}): string {
  const plain = cleanNumeral(input, options);
  const { group, decimal } = numeralSeparators(options.separators);
  const negative = plain.startsWith('-');
  const [integer = '', fraction] = (negative ? plain.slice(1) : plain).split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `${decimal}${fraction}`}`;
}

/** The number a user typed, or null when there is none (empty, a lone minus). */
export function parseNumeral(input: string, options: NumeralOptions = {}): number | null {
  const plain = cleanNumeral(input, options);
  if (!/\d/.test(plain)) return null;
  return Number(plain);
}

/** A number shown the way the input shows it: `formatNumeralValue(1234.5)` → `1,234.50`. */
export function formatNumeralValue(value: number, options: NumeralOptions = {}): string {
  const { decimals = NUMERAL_DEFAULT_DECIMALS } = options;
  const { decimal } = numeralSeparators(options.separators);
  return formatNumeral(value.toFixed(decimals).replace('.', decimal), options);
}
