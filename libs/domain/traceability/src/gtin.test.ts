import { describe, expect, it } from 'vitest';
import { gtinCheckDigit, isValidGtin } from './gtin';

describe('GTIN check digit (GS1)', () => {
  it('accepts valid GTIN-8, -12, -13 and -14', () => {
    for (const gtin of ['96385074', '036000291452', '8690000000005', '4006381333931', '10614141000415']) expect(isValidGtin(gtin), gtin).toBe(true);
  });

  it('refuses a wrong check digit, other lengths and non-digits', () => {
    for (const gtin of ['96385075', '036000291453', '4006381333932', '1234567', '12345678901', 'abcdefgh', '']) expect(isValidGtin(gtin), gtin).toBe(false);
  });

  it('computes the check digit from the other digits', () => {
    expect(gtinCheckDigit('400638133393')).toBe(1);
    expect(gtinCheckDigit('9638507')).toBe(4);
  });
});
