// The search key: how search compares what a Turkish grower types with the names stored.
// Turkish case folding first (İ/ı, ş, ğ, accents: the same fold as shared/util's
// foldForSearch, which a domain library cannot import), then the spelling fold that makes
// the Turkish transliteration of an ISO name equal to it (abamektin = Abamectin,
// sipermetrin = cypermethrin, glifosat = glyphosate), then code tokens (350SC = 350 SC,
// 2,5 = 2.5). The database computes the stored key with the same rules in SQL
// (the src_search_key function of the migrations); a test on both databases keeps them equal.

/** The Turkish case fold: `İZMİR`, `Izmir` and `izmir` are one word; accents dropped. */
export function turkishFold(value: string): string {
  return value
    .normalize('NFC')
    // Not the tr-TR lowering: it differs only for I (ı) and İ (i plus a dot above), and both
    // end as i after the steps below. The locale's lowering was most of this function's time.
    .toLowerCase()
    .replace(/ı/g, 'i')
    .replace(/ğ/g, 'g')
    .replace(/ü/g, 'u')
    .replace(/ş/g, 's')
    .replace(/ö/g, 'o')
    .replace(/ç/g, 'c')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * The spelling rules, in order, on letters only (decided from the ISO names and their Turkish
 * spellings in data/iso-turkish-names.json): digraphs first (ch→k, ph→f, th→t, rh→r), then
 * q (qui/que→ki/ke, else k), c (s before e/i/y, else k), x→ks, w→v, y→i, doubled letters once,
 * a word's final e after a consonant dropped (-ine, -ate, -ole, -ide), a final d as t (oksit).
 * Each pair is [pattern, replacement]; the SQL function repeats them one for one.
 */
export const SPELLING_RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/ch/g, 'k'],
  [/ph/g, 'f'],
  [/th/g, 't'],
  [/rh/g, 'r'],
  [/qu(?=[ie])/g, 'k'],
  [/q/g, 'k'],
  [/c(?=[eiy])/g, 's'],
  [/c/g, 'k'],
  [/x/g, 'ks'],
  [/w/g, 'v'],
  [/y/g, 'i'],
  [/([a-z])\1+/g, '$1'],
  [/([a-z][b-df-hj-np-tv-z])e(?![a-z])/g, '$1'],
  [/([a-z])d(?![a-z])/g, '$1t'],
];

/**
 * The search key of a text: space-separated tokens of a-z letters and numbers. A decimal
 * comma is a point (2,5 = 2.5), letters and digits are split (350SC = 350 SC, M01 = M 01),
 * every other character separates.
 */
export function searchKeyOf(value: string): string {
  let key = turkishFold(value)
    .replace(/(\d),(?=\d)/g, '$1.')
    .replace(/(\d)(?=[a-z])/g, '$1 ')
    .replace(/([a-z])(?=\d)/g, '$1 ')
    .replace(/[^a-z0-9.]+/g, ' ')
    .replace(/(?<!\d)\.|\.(?!\d)/g, ' ');
  for (const [pattern, replacement] of SPELLING_RULES) key = key.replace(pattern, replacement);
  return key.replace(/ +/g, ' ').trim();
}

export type QueryTokenKind = 'number' | 'code' | 'word';

export interface QueryToken {
  text: string;
  /**
   * number: digits (and a decimal point); code: up to three letters next to a number (the SC
   * of 350 SC, the A of 4A); both match whole tokens only, so 1 never finds 11 or 1.5.
   * word: letters, found inside a record's word (the last one while still being typed too).
   */
  kind: QueryTokenKind;
}

const NUMBER = /^\d+(\.\d+)?$/;
/** More words than this are not looked at: a query is a name, not a paragraph. */
export const MAX_QUERY_TOKENS = 8;

/** The tokens of a typed query; empty when it holds no letter or digit. */
export function queryTokensOf(query: string): QueryToken[] {
  const texts = searchKeyOf(query).split(' ').filter(Boolean).slice(0, MAX_QUERY_TOKENS);
  const isNumber = texts.map((t) => NUMBER.test(t));
  return texts.map((text, i) => {
    if (isNumber[i]) return { text, kind: 'number' };
    const besideNumber = (i > 0 && isNumber[i - 1]) || (i + 1 < texts.length && isNumber[i + 1]);
    return { text, kind: besideNumber && text.length <= 3 ? 'code' : 'word' };
  });
}

/**
 * The LIKE pattern of a token on a stored key (tokens padded with spaces): numbers and codes
 * whole (`% 350 %`), a word of three letters or more anywhere (`%imida%`: any order, compound
 * words written apart), a shorter one at a word's start (`% iz%`). Tokens hold only a-z, 0-9
 * and `.`: nothing to escape.
 */
export function tokenPattern(token: QueryToken): string {
  if (token.kind !== 'word') return `% ${token.text} %`;
  return token.text.length >= 3 ? `%${token.text}%` : `% ${token.text}%`;
}

/** The regular expression form of tokenPattern, for matching a stored key in memory. */
export function tokenMatches(token: QueryToken, storedKey: string): boolean {
  const padded = ` ${storedKey} `;
  if (token.kind !== 'word') return padded.includes(` ${token.text} `);
  return token.text.length >= 3 ? padded.includes(token.text) : padded.includes(` ${token.text}`);
}
