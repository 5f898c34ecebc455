import { describe, expect, it } from 'vitest';
import { addDays, clockText, dateText, dateTimeText, dayOf, daysUntil, decaresText, isoDay, numberText, orDash, percentText, shortDayText } from './format';

describe('format: the one way figures, days and instants are written (tr-TR, Türkiye time)', () => {
  it('writes numbers with Turkish marks, percentages and areas', () => {
    expect(numberText(1234.5)).toBe('1.234,5');
    expect(numberText(0.00125, 4)).toBe('0,0013');
    expect(numberText(2.123456)).toBe('2,123');
    expect(percentText(100.5)).toBe('%100,5');
    expect(decaresText(12.5)).toBe('12,5 dekar (1,25 ha)');
  });

  it('writes days as GG.AA.YYYY and instants on Türkiye’s clock; empty is a dash', () => {
    expect(dateText('2026-11-24')).toBe('24.11.2026');
    // 22:30 UTC is already the next day in Türkiye.
    expect(dateText('2026-11-24T22:30:00Z')).toBe('25.11.2026');
    expect(dateTimeText('2026-11-24T11:05:00Z')).toBe('24.11.2026 14:05');
    expect(clockText('2026-11-24T11:05:00Z')).toBe('14:05');
    expect(shortDayText('2026-11-24')).toBe('24 Kas');
    expect(dateText(null)).toBe('—');
    expect(dateTimeText('')).toBe('—');
    expect(dateText('yarın')).toBe('—');
    expect(orDash('')).toBe('—');
  });

  it('counts days in Türkiye', () => {
    const now = new Date('2026-11-24T22:30:00Z');
    expect(isoDay(0, now)).toBe('2026-11-25');
    expect(isoDay(-1, now)).toBe('2026-11-24');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2024-02-29', 0, 1)).toBe('2025-03-01');
    expect(dayOf('2026-11-24T22:30:00Z')).toBe('2026-11-25');
    expect(daysUntil('2026-12-01', '2026-11-25')).toBe(6);
    expect(daysUntil('2026-11-24T22:30:00Z', '2026-11-26')).toBe(-1);
  });
});
