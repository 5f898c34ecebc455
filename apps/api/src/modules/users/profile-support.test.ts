import { describe, expect, it } from 'vitest';
import { maskEmail } from './profile-support';

describe('maskEmail', () => {
  it('keeps two letters of the local part (one when it is short) and the domain', () => {
    expect(maskEmail('ayse.yilmaz@ornek.com.tr')).toBe('ay***@ornek.com.tr');
    expect(maskEmail('al@ornek.com.tr')).toBe('a***@ornek.com.tr');
    expect(maskEmail('a@b.co')).toBe('a***@b.co');
    expect(maskEmail('adres-degil')).toBe('***');
  });
});
