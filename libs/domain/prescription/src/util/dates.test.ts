import { describe, expect, it } from 'vitest';
import { addDays, addYears, daysBetween, formatDate, isoDate } from './dates';

describe('calendar dates in UTC', () => {
  it('adds days across month, year and daylight-saving changes', () => {
    expect(addDays('2026-03-28', 7)).toBe('2026-04-04');
    expect(addDays('2026-10-24', 7)).toBe('2026-10-31');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-05-15', -365)).toBe('2025-05-15');
  });

  it('counts the days between two dates', () => {
    expect(daysBetween('2026-05-01', '2026-05-15')).toBe(14);
    expect(daysBetween('2026-05-15', '2026-05-01')).toBe(-14);
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
  });

  it('moves a date by years, keeping 29 February within February', () => {
    expect(addYears('2026-05-15', -1)).toBe('2025-05-15');
    expect(addYears('2028-02-29', -1)).toBe('2027-02-28');
  });

  it('writes DD.MM.YYYY and reads the date part of a timestamp', () => {
    expect(formatDate('2026-05-04')).toBe('04.05.2026');
    expect(isoDate('2026-05-04T23:30:00+03:00')).toBe('2026-05-04');
  });

  it('refuses what is no date', () => {
    expect(() => isoDate('2026-02-30')).toThrow(RangeError);
    expect(() => isoDate('15.05.2026')).toThrow(RangeError);
  });
});
