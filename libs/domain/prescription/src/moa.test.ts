import { describe, expect, it } from 'vitest';
import { moaGroupOf, moaGroupsOf } from './moa';

const g = (moaScheme: 'FRAC' | 'IRAC' | 'HRAC' | null, moaCode: string | null) => moaGroupOf({ moaScheme, moaCode })?.key ?? null;

describe('moaGroupOf', () => {
  it('compares a scheme and a code', () => {
    expect(g('FRAC', '11')).toBe('FRAC:11');
    expect(g('FRAC', '03')).toBe(g('FRAC', '3'));
    expect(g('HRAC', '9')).toBe('HRAC:9');
    expect(g('IRAC', '28')).not.toBe(g('FRAC', '28'));
  });

  it('takes IRAC sub-groups as one group (they share the target site)', () => {
    expect(g('IRAC', '4A')).toBe('IRAC:4');
    expect(g('IRAC', '4C')).toBe('IRAC:4');
    expect(g('IRAC', '10b')).toBe(g('IRAC', '10A'));
    expect(g('IRAC', '3A')).not.toBe(g('IRAC', '23'));
  });

  it('has no group for low-risk multi-site fungicides and unknown modes of action', () => {
    for (const code of ['M01', 'M2', 'P07', 'BM02', 'U12', 'NC']) expect(g('FRAC', code), code).toBeNull();
    for (const code of ['UN', 'UNB', 'UNM']) expect(g('IRAC', code), code).toBeNull();
    expect(g('HRAC', 'Z')).toBeNull();
    expect(g(null, null)).toBeNull();
  });

  it('lists a product’s groups once each', () => {
    expect(moaGroupsOf([{ moaScheme: 'IRAC', moaCode: '4A' }, { moaScheme: 'IRAC', moaCode: '4C' }, { moaScheme: 'IRAC', moaCode: '28' }]).map((x) => x.label)).toEqual(['IRAC 4A', 'IRAC 28']);
  });
});
