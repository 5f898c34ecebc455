import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampDate, daysInMonth, isLeapYear, parseClampedDate } from './date';

describe('spec §5 dates are clamped', () => {
  it('day at most 31', () => {
    expect(clampDate('35')).toBe('31');
    expect(clampDate('4')).toBe('04');
  });
  it('month at most 12', () => {
    expect(clampDate('1513')).toBe('15.12');
    expect(clampDate('152')).toBe('15.02');
  });
  it('00 becomes 01 for the day and the month', () => {
    expect(clampDate('00')).toBe('01');
    expect(clampDate('1000')).toBe('10.01');
  });
  it('month lengths: 31 April becomes 30', () => {
    expect(clampDate('31042025')).toBe('30.04.2025');
    expect(clampDate('3111')).toBe('30.11');
  });
  it('leap years: 29 February stays in 2024 and 2000, becomes 28 in 2025 and 1900', () => {
    expect(clampDate('29022024')).toBe('29.02.2024');
    expect(clampDate('29022000')).toBe('29.02.2000');
    expect(clampDate('29022025')).toBe('28.02.2025');
    expect(clampDate('29021900')).toBe('28.02.1900');
    expect(clampDate('3102')).toBe('29.02');
  });
  it('ignores separators and extra digits', () => {
    expect(clampDate('12/03/2024 99')).toBe('12.03.2024');
    expect(parseClampedDate('12.03.2024')).toEqual({ day: 12, month: 3, year: 2024 });
    expect(parseClampedDate('12.03.20')).toBeNull();
  });
  it('leap-year rule and month lengths', () => {
    expect(isLeapYear(2024)).toBe(true);
    expect(isLeapYear(2100)).toBe(false);
    expect(daysInMonth(2, 2023)).toBe(28);
    expect(daysInMonth(9)).toBe(30);
  });
});

describe('spec §5 dates are clamped, properties', () => {
  it('every complete result is a real calendar date', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), (digits) => {
        const parts = parseClampedDate(digits);
        if (!parts) return;
        const { day, month, year } = parts;
        // setUTCFullYear: Date.UTC would read years 0–99 as 1900–1999.
        const date = new Date(0);
        date.setUTCFullYear(year, month - 1, day);
        expect([date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()]).toEqual([year, month, day]);
      }),
    );
  });
  it('clamping is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(clampDate(clampDate(text))).toBe(clampDate(text));
      }),
    );
  });
});
