// How an SMS text travels and how many parts it costs, known before it is sent (3GPP TS 23.038/23.040).
// Turkish text goes as GSM 7-bit with the Turkish single shift table (Netgsm's encoding 'TR'):
// ç ğ ı ş Ğ İ Ş arrive intact at two septets each, where plain GSM would lose them and UCS-2
// would halve the length. The shift table's user-data header (3 octets) takes 5 septets off a
// single part (160 → 155) and the concatenation header 4 more off each part (153 → 149).
import alphabets from './gsm-alphabets.json';

export type SmsEncoding = 'gsm7' | 'gsm7-tr' | 'ucs2';

export interface SmsLength {
  encoding: SmsEncoding;
  /** Septets (GSM) or UTF-16 code units (UCS-2) the text takes. */
  units: number;
  /** Parts the operator sends and charges. */
  segments: number;
}

/** Units in one part when the text fits one, and in each part of a longer text. */
export const SMS_LIMITS: Record<SmsEncoding, { single: number; part: number }> = {
  gsm7: { single: 160, part: 153 },
  'gsm7-tr': { single: 155, part: 149 },
  ucs2: { single: 70, part: 67 },
};

const basic = new Set(alphabets.default);
const extension = new Set(alphabets.extension);
const turkish = new Set(alphabets.turkishSingleShift);

/** Units of each character in `encoding`, or undefined when the encoding cannot carry it. */
function unitsOf(char: string, encoding: SmsEncoding): number | undefined {
  if (encoding === 'ucs2') return char.length;
  if (basic.has(char)) return 1;
  const shifted = encoding === 'gsm7' ? extension : turkish;
  return shifted.has(char) ? 2 : undefined;
}

/** Parts needed: an escaped pair or a surrogate pair is never split across two parts. */
function segmentsOf(sizes: number[], limit: { single: number; part: number }): number {
  const total = sizes.reduce((a, b) => a + b, 0);
  if (total <= limit.single) return 1;
  let segments = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > limit.part) {
      segments++;
      used = 0;
    }
    used += size;
  }
  return segments;
}

/** The cheapest encoding that carries every character intact, and the parts it costs. */
export function smsLength(text: string): SmsLength {
  const chars = [...text];
  for (const encoding of ['gsm7', 'gsm7-tr', 'ucs2'] as const) {
    const sizes = chars.map((c) => unitsOf(c, encoding));
    if (sizes.every((s): s is number => s !== undefined)) {
      return { encoding, units: sizes.reduce((a, b) => a + b, 0), segments: segmentsOf(sizes, SMS_LIMITS[encoding]) };
    }
  }
  // UCS-2 carries every character: not reached.
  throw new Error('sms: no encoding');
}
