import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardBlocks, cardBrand, formatCardNumber } from './card-number';

describe('spec §9 card numbers are grouped by brand', () => {
  it('4-4-4-4 in general (visa, mastercard, troy, unknown)', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('5500-0000-0000-0004')).toBe('5500 0000 0000 0004');
    expect(formatCardNumber('9792000000000000')).toBe('9792 0000 0000 0000');
    expect(formatCardNumber('1234567890123456')).toBe('1234 5678 9012 3456');
  });
  it('4-6-5 for American Express', () => {
    expect(cardBrand('3782')).toBe('amex');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
  });
  it('4-6-4 for Diners Club', () => {
    expect(cardBrand('3056')).toBe('diners');
    expect(formatCardNumber('30569309025904')).toBe('3056 930902 5904');
  });
  it('drops digits beyond the brand length', () => {
    expect(formatCardNumber('41111111111111119999')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('3782822463100059')).toBe('3782 822463 10005');
  });
  it('strict mode takes up to 19 digits', () => {
    expect(cardBlocks('visa', true)).toEqual([4, 4, 4, 4, 3]);
    expect(cardBlocks('amex', true)).toEqual([4, 6, 5, 4]);
    expect(cardBlocks('diners', true)).toEqual([4, 6, 4, 5]);
    expect(formatCardNumber('4111111111111111222', { strict: true })).toBe('4111 1111 1111 1111 222');
    expect(formatCardNumber('41111111111111112229', { strict: true })).toBe('4111 1111 1111 1111 222');
  });
  it('letters and spaces typed in between are ignored', () => {
    expect(formatCardNumber('4111 abcd 1111')).toBe('4111 1111');
  });
});

describe('spec §9 card numbers, properties', () => {
  it('grouping keeps the digits in order and never passes the brand length', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,25}$/), fc.boolean(), (digits, strict) => {
        const grouped = formatCardNumber(digits, { strict });
        const kept = grouped.replace(/ /g, '');
        expect(digits.startsWith(kept)).toBe(true);
        expect(kept.length).toBeLessThanOrEqual(strict ? 19 : 16);
        expect(formatCardNumber(grouped, { strict })).toBe(grouped);
      }),
    );
  });
});
