import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampTime } from './time';

describe('spec §5 times are clamped', () => {
  it('hours at most 23 on the 24-hour clock', () => {
    expect(clampTime('25')).toBe('23');
    expect(clampTime('3')).toBe('03');
    expect(clampTime('0000')).toBe('00:00');
  });
  it('hours at most 12 on the 12-hour clock, and no hour 00', () => {
    expect(clampTime('15', { clock: 12 })).toBe('12');
    expect(clampTime('2', { clock: 12 })).toBe('02');
    expect(clampTime('00', { clock: 12 })).toBe('01');
  });
  it('minutes and seconds at most 59', () => {
    expect(clampTime('1375')).toBe('13:07');
    expect(clampTime('1359')).toBe('13:59');
    expect(clampTime('135', { seconds: true })).toBe('13:5');
    expect(clampTime('1359599', { seconds: true })).toBe('13:59:59');
    expect(clampTime('13597', { seconds: true })).toBe('13:59:07');
  });
  it('seconds only when asked for', () => {
    expect(clampTime('123456')).toBe('12:34');
  });
});

describe('spec §5 times are clamped, properties', () => {
  it('a complete time is always on the clock', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{6}$/), fc.constantFrom(12 as const, 24 as const), (digits, clock) => {
        const value = clampTime(digits, { clock, seconds: true });
        const [h, m, s] = value.split(':').map(Number);
        if (value.length < 8) return;
        expect(h).toBeLessThanOrEqual(clock === 12 ? 12 : 23);
        if (clock === 12) expect(h).toBeGreaterThanOrEqual(1);
        expect(m).toBeLessThanOrEqual(59);
        expect(s).toBeLessThanOrEqual(59);
      }),
    );
  });
});
