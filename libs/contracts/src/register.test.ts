// An application's date and start time are of something that has happened: a later day is
// refused on the date, a later hour of today on the start time (Istanbul's clock, not the
// machine's), for a new record and for a correction alike.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applicationCorrectionSchema, applicationInputSchema, FUTURE_START_TIME_MESSAGE, istanbulTime } from './register';

const fields = { applicatorKind: 'producer', applicatorName: 'Şükrü Işıkoğlu', applicatorCertificateNo: null, amount: 250, amountUnit: 'ml', waterVolumeLitres: null, decares: 5, notes: null };
const input = (appliedOn: string, startTime: string) => ({ prescriptionId: 1, prescriptionLineKey: 'l1', appliedOn, startTime, ...fields });
const correction = (appliedOn: string, startTime: string) => ({ appliedOn, startTime, ...fields, version: 1, reason: 'Saat yanlış' });

const issuesOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('the start time of an application', () => {
  // 10:00 in Istanbul (UTC+3) on 5 May 2026; 07:00 UTC.
  const now = new Date('2026-05-05T07:00:00Z');
  afterEach(() => void vi.useRealTimers());

  it('reads the clock in Istanbul', () => {
    expect(istanbulTime(now)).toBe('10:00');
    expect(istanbulTime(new Date('2026-05-05T21:30:00Z'))).toBe('00:30');
  });

  it.each([
    ['input', (d: string, t: string) => applicationInputSchema.safeParse(input(d, t))],
    ['correction', (d: string, t: string) => applicationCorrectionSchema.safeParse(correction(d, t))],
  ] as const)('a later hour today is refused on the start time, now and earlier are not (%s)', (_, parse) => {
    vi.useFakeTimers({ toFake: ['Date'], now });
    expect(issuesOf(parse('2026-05-05', '10:01'))).toEqual([['startTime', FUTURE_START_TIME_MESSAGE]]);
    expect(parse('2026-05-05', '10:00').success).toBe(true);
    expect(parse('2026-05-05', '06:30').success).toBe(true);
    // Yesterday's evening has happened; tomorrow is the date's error, not the time's.
    expect(parse('2026-05-04', '23:00').success).toBe(true);
    expect(issuesOf(parse('2026-05-06', '06:30')).map(([path]) => path)).toEqual(['appliedOn']);
    // A malformed time has its own message only.
    expect(issuesOf(parse('2026-05-05', '25:00'))).toHaveLength(1);
  });
});
