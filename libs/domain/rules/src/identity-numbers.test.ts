import { describe, expect, it } from 'vitest';
import { isValidTcKimlikNo, isValidVkn, taxIdKind } from './identity-numbers';

describe('TC kimlik no (DESIGN §6: TC checksum)', () => {
  it('accepts numbers whose 10th and 11th digits are the registry checksums', () => {
    // 10000000146: the registry's published test number; the others computed by hand.
    for (const valid of ['10000000146', '11111111110', '12345678950']) expect(isValidTcKimlikNo(valid), valid).toBe(true);
  });

  it('refuses a wrong 10th or 11th digit, a changed digit and swapped digits', () => {
    expect(isValidTcKimlikNo('10000000156')).toBe(false);
    expect(isValidTcKimlikNo('10000000147')).toBe(false);
    expect(isValidTcKimlikNo('10000001146')).toBe(false);
    expect(isValidTcKimlikNo('12345678905')).toBe(false);
  });

  it('refuses a leading zero, the wrong length and anything but digits', () => {
    for (const bad of ['01234567890', '1000000014', '100000001460', '1000000014a', ' 10000000146', '']) expect(isValidTcKimlikNo(bad), bad).toBe(false);
  });
});

describe('VKN (DESIGN §6: VKN checksum)', () => {
  it('accepts numbers whose last digit is the check digit of the first nine', () => {
    for (const valid of ['1234567890', '0000000001', '4840847211']) expect(isValidVkn(valid), valid).toBe(true);
  });

  it('refuses a wrong check digit and a changed digit', () => {
    expect(isValidVkn('1234567891')).toBe(false);
    expect(isValidVkn('1234567809')).toBe(false);
    expect(isValidVkn('4840847212')).toBe(false);
  });

  it('refuses the wrong length and anything but digits', () => {
    for (const bad of ['123456789', '12345678901', '123456789a', '']) expect(isValidVkn(bad), bad).toBe(false);
  });

  it('every first nine digits have exactly one check digit', () => {
    for (const nine of ['000000001', '484084721', '987654321', '555555555']) {
      const valid = Array.from({ length: 10 }, (_, c) => `${nine}${c}`).filter(isValidVkn);
      expect(valid, nine).toHaveLength(1);
    }
  });
});

describe('taxIdKind', () => {
  it('tells a VKN from a sole trader’s TC kimlik no and refuses neither', () => {
    expect(taxIdKind('1234567890')).toBe('vkn');
    expect(taxIdKind('10000000146')).toBe('tckn');
    expect(taxIdKind('1234567891')).toBeNull();
    expect(taxIdKind('10000000147')).toBeNull();
    expect(taxIdKind('123')).toBeNull();
  });
});
