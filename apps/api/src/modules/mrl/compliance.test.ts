// The compliance check's arithmetic, in whole 1/10000 mg/kg.
import { DEFAULT_MRL_MG_PER_KG } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { checkResidue, MAX_PERCENT_OF_LIMIT } from './compliance';

const limit = (rate: number) => ({ rate, date: '2024-01-01' });

describe('compliance arithmetic', () => {
  it('a residue exactly at the limit is within it, with no margin and 100 %', () => {
    expect(checkResidue(0.5, limit(0.5))).toEqual({
      measured: 0.5,
      limit: 0.5,
      appliedLimit: 0.5,
      defaultApplied: false,
      verdict: 'within',
      margin: 0,
      percentOfLimit: 100,
      limitDate: '2024-01-01',
    });
  });

  it('one ten-thousandth over the limit exceeds it by exactly 0.0001 mg/kg', () => {
    const row = checkResidue(0.5001, limit(0.5));
    expect(row.verdict).toBe('exceeds');
    expect(row.margin).toBe(-0.0001);
    expect(row.percentOfLimit).toBe(100); // 100.02 % to one decimal
  });

  it('keeps decimal values exact where floating point would not (0.3 − 0.1, 0.07 of 0.09)', () => {
    expect(0.3 - 0.1).not.toBe(0.2);
    expect(checkResidue(0.1, limit(0.3)).margin).toBe(0.2);
    const row = checkResidue(0.07, limit(0.09));
    expect(row.margin).toBe(0.02);
    expect(row.percentOfLimit).toBe(77.8); // 77.777… rounded
  });

  it('rounds the percent half up to one decimal', () => {
    // 0.0001 of 0.0008 is 12.5 % exactly; 0.0625 of 1 is 6.25 %, rounded up to 6.3.
    expect(checkResidue(0.0001, limit(0.0008)).percentOfLimit).toBe(12.5);
    expect(checkResidue(0.0625, limit(1)).percentOfLimit).toBe(6.3);
  });

  it('applies the 0.01 mg/kg default where no limit is set and says so', () => {
    const within = checkResidue(0.01, null);
    expect(within).toMatchObject({ limit: null, appliedLimit: DEFAULT_MRL_MG_PER_KG, defaultApplied: true, verdict: 'within', margin: 0, percentOfLimit: 100, limitDate: null });
    const over = checkResidue(0.02, null);
    expect(over).toMatchObject({ verdict: 'exceeds', margin: -0.01, percentOfLimit: 200 });
  });

  it('a limit of 0 mg/kg is met only by no residue; its percent is capped', () => {
    expect(checkResidue(0, limit(0))).toMatchObject({ verdict: 'within', percentOfLimit: 0 });
    expect(checkResidue(0.0001, limit(0))).toMatchObject({ verdict: 'exceeds', percentOfLimit: MAX_PERCENT_OF_LIMIT });
  });
});
