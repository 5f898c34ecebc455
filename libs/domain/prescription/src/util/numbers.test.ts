import { describe, expect, it } from 'vitest';
import { ceilClean, clean, exceeds, fallsShort, formatNumber, joinTr } from './numbers';

describe('numbers', () => {
  it('removes float noise', () => {
    expect(clean(0.07 * 1000)).toBe(70);
    expect(clean(0.1 + 0.2)).toBe(0.3);
    expect(ceilClean(0.3 / 0.1)).toBe(3);
    expect(ceilClean(3.2)).toBe(4);
  });

  it('compares with a relative tolerance, so a value at the limit is within it', () => {
    expect(exceeds(0.07 * 1000, 70)).toBe(false);
    expect(exceeds(100.0001, 100)).toBe(true);
    expect(fallsShort(49.999, 50)).toBe(true);
    expect(fallsShort(0.1 * 3, 0.3)).toBe(false);
  });

  it('writes numbers the Turkish way', () => {
    expect(formatNumber(1500.25)).toBe('1.500,25');
    expect(formatNumber(0.01)).toBe('0,01');
    expect(formatNumber(150)).toBe('150');
  });

  it('joins a list with "ve"', () => {
    expect(joinTr(['a'])).toBe('a');
    expect(joinTr(['a', 'b'])).toBe('a ve b');
    expect(joinTr(['a', 'b', 'c'])).toBe('a, b ve c');
  });
});
