// The check digits of the two Turkish identity numbers a producer or a company gives
// (DESIGN.md §6: "TC/VKN checksums"): the TC kimlik no of a person and the vergi kimlik
// numarası (VKN) of a taxpayer. A typo is caught where it is typed and again by the API.

/** 11 digits, not starting with 0; digit 10 and 11 are the checksums of the nüfus registry. */
export function isValidTcKimlikNo(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  // ((odd × 7) − even) mod 10, kept non-negative.
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  if (tenth !== d[9]) return false;
  const eleventh = d.slice(0, 10).reduce((sum, n) => sum + n, 0) % 10;
  return eleventh === d[10];
}

/** 10 digits; the last is the Gelir İdaresi check digit of the first nine. */
export function isValidVkn(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const shifted = (d[i]! + 9 - i) % 10;
    let weighted = (shifted * 2 ** (9 - i)) % 9;
    if (shifted !== 0 && weighted === 0) weighted = 9;
    sum += weighted;
  }
  return (10 - (sum % 10)) % 10 === d[9];
}

export type TaxIdKind = 'vkn' | 'tckn';

/**
 * A tax id as companies and sole traders give it: a 10-digit VKN, or an 11-digit TC kimlik
 * no (a sole trader's tax id is their TC kimlik no). Answers which one it is, or null.
 */
export function taxIdKind(value: string): TaxIdKind | null {
  if (value.length === 10) return isValidVkn(value) ? 'vkn' : null;
  if (value.length === 11) return isValidTcKimlikNo(value) ? 'tckn' : null;
  return null;
}
