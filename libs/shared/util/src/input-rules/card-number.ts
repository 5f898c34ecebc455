// Card number rules (spec §5, §9): digits grouped by brand: 4-4-4-4 in general, 4-6-5 for
// American Express, 4-6-4 for Diners Club; strict mode adds a last block up to 19 digits.
// Only for display while typing: the portal never stores a card number.

export type CardBrand = 'amex' | 'diners' | 'visa' | 'mastercard' | 'troy' | 'general';

const brandPrefixes: readonly [CardBrand, RegExp][] = [
  ['amex', /^3[47]/],
  ['diners', /^3(?:0[0-5]|[689])/],
  ['visa', /^4/],
  ['mastercard', /^(?:5[1-5]|2[2-7])/],
  // Troy, the Turkish domestic scheme: 16 digits like the general pattern.
  ['troy', /^9792/],
];

const brandBlocks: Record<CardBrand, readonly number[]> = {
  amex: [4, 6, 5],
  diners: [4, 6, 4],
  visa: [4, 4, 4, 4],
  mastercard: [4, 4, 4, 4],
  troy: [4, 4, 4, 4],
  general: [4, 4, 4, 4],
};

export const CARD_STRICT_LENGTH = 19;

/** The brand the first digits name; `general` until one is recognised. */
export function cardBrand(input: string): CardBrand {
  const digits = input.replace(/\D/g, '');
  return brandPrefixes.find(([, prefix]) => prefix.test(digits))?.[0] ?? 'general';
}

/** The digit blocks of a brand; in strict mode one more block makes the total 19. */
export function cardBlocks(brand: CardBrand, strict = false): number[] {
  const blocks = [...brandBlocks[brand]];
  const total = blocks.reduce((sum, n) => sum + n, 0);
  return strict && total < CARD_STRICT_LENGTH ? [...blocks, CARD_STRICT_LENGTH - total] : blocks;
}

/** Typed text as grouped digits: `4111111111111111` → `4111 1111 1111 1111`; extra digits are dropped. */
export function formatCardNumber(input: string, { strict = false }: { strict?: boolean } = {}): string {
  let digits = input.replace(/\D/g, '');
  const groups: string[] = [];
  for (const size of cardBlocks(cardBrand(digits), strict)) {
    if (!digits) break;
    groups.push(digits.slice(0, size));
    digits = digits.slice(size);
  }
  return groups.join(' ');
}
