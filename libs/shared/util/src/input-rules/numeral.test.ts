import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanNumeral, formatNumeral, formatNumeralValue, numeralSeparators, parseNumeral } from './numeral';

describe('spec §5 numeral input', () => {
  it('strips letters', () => {
    expect(cleanNumeral('12a3b4')).toBe('1234');
    expect(formatNumeral('abc')).toBe('');
  });
  it('allows one leading minus only', () => {
    expect(cleanNumeral('-12')).toBe('-12');
    expect(cleanNumeral('1-2')).toBe('12');
    expect(cleanNumeral('--5')).toBe('-5');
  });
  it('drops the minus where only positives are allowed', () => {
    expect(cleanNumeral('-12.5', { positiveOnly: true })).toBe('12.5');
    expect(parseNumeral('-3', { positiveOnly: true })).toBe(3);
  });
  it('keeps 2 decimals by default (spec §9), cut not rounded', () => {
    expect(cleanNumeral('1.239')).toBe('1.23');
    expect(cleanNumeral('1.239', { decimals: 3 })).toBe('1.239');
    expect(cleanNumeral('1.5', { decimals: 0 })).toBe('1');
  });
  it('keeps only the first decimal mark', () => {
    expect(cleanNumeral('1.2.3')).toBe('1.23');
  });
});

describe('spec §9 numeral separators: comma grouping and dot decimal by default', () => {
  it('groups thousands with a comma and keeps the dot decimal', () => {
    expect(formatNumeral('1234567.891')).toBe('1,234,567.89');
    expect(formatNumeral('-1234')).toBe('-1,234');
    expect(numeralSeparators()).toEqual({ group: ',', decimal: '.' });
  });
  it('reads back its own grouping', () => {
    expect(parseNumeral('1,234.5')).toBe(1234.5);
  });
  it('formats a number with the default 2 decimals', () => {
    expect(formatNumeralValue(1234.5)).toBe('1,234.50');
  });
});

describe('Turkish separators: doses and areas are typed as `2,5`', () => {
  const tr = { separators: 'tr' } as const;
  it('reads `2,5` as two and a half', () => {
    expect(parseNumeral('2,5', tr)).toBe(2.5);
  });
  it('groups with a dot and separates decimals with a comma', () => {
    expect(formatNumeral('1234567,891', tr)).toBe('1.234.567,89');
    expect(parseNumeral('1.234,5', tr)).toBe(1234.5);
    expect(formatNumeralValue(0.5, tr)).toBe('0,50');
  });
});

describe('spec §5 numeral input, properties', () => {
  const styles = fc.constantFrom('spec' as const, 'tr' as const);
  it('the cleaned text is always a plain numeral within the decimals', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 6 }), fc.boolean(), styles, (text, decimals, positiveOnly, separators) => {
        const plain = cleanNumeral(text, { decimals, positiveOnly, separators });
        expect(plain).toMatch(/^-?(\d*|\d+\.\d*)$/);
        const fraction = plain.split('.')[1] ?? '';
        expect(fraction.length).toBeLessThanOrEqual(decimals);
        if (positiveOnly) expect(plain.startsWith('-')).toBe(false);
      }),
    );
  });
  it('formatting then parsing gives back the number typed', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 99 }), styles, (whole, cents, separators) => {
        const value = whole + Math.sign(whole || 1) * (cents / 100);
        expect(parseNumeral(formatNumeralValue(value, { separators }), { separators })).toBeCloseTo(value, 2);
      }),
    );
  });
  it('formatting is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), styles, (text, separators) => {
        const once = formatNumeral(text, { separators });
        expect(formatNumeral(once, { separators })).toBe(once);
      }),
    );
  });
});
