import { describe, expect, it } from 'vitest';
import { hashToken, newOpaqueToken, newOtpCode, seal, timingSafeEqualHex, unseal } from './secrets';

describe('secrets (DESIGN §4: tokens ≥128 random bits stored hashed, OTP of 6 random digits)', () => {
  it('makes 256-bit base64url tokens that never repeat', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newOpaqueToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  it('stores tokens as SHA-256 hex: fixed length, deterministic, and not the token', () => {
    const token = newOpaqueToken();
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).not.toContain(token);
    expect(hashToken('123456')).toBe('8d969eef6ecad3c29a3a629280e686cf0c3f5d5a86aff3ca12020c923adc6c92');
  });

  it('makes 6-digit codes, leading zeros kept, spread over the whole range', () => {
    const codes = Array.from({ length: 5000 }, newOtpCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    // A uniform draw over 10^6 values: 5000 draws repeat rarely, and all first digits appear.
    expect(new Set(codes).size).toBeGreaterThan(4950);
    expect(new Set(codes.map((c) => c[0]))).toHaveLength(10);
  });

  it('compares hex in constant time and refuses different lengths or non-hex', () => {
    const h = hashToken('a');
    expect(timingSafeEqualHex(h, h)).toBe(true);
    expect(timingSafeEqualHex(h, h.toUpperCase())).toBe(true);
    expect(timingSafeEqualHex(h, hashToken('b'))).toBe(false);
    expect(timingSafeEqualHex(h, h.slice(2))).toBe(false);
    expect(timingSafeEqualHex('zz', 'zz')).toBe(false);
    expect(timingSafeEqualHex('', '')).toBe(true);
  });
});

describe('seal (the live refresh token kept for the grace window, readable only with the server secret)', () => {
  const secret = 'x'.repeat(40);
  it('opens with the same secret and purpose, and never shows the plain text', () => {
    const token = newOpaqueToken();
    const sealed = seal(secret, 'refresh', token);
    expect(sealed).not.toContain(token);
    expect(seal(secret, 'refresh', token)).not.toBe(sealed);
    expect(unseal(secret, 'refresh', sealed)).toBe(token);
  });
  it('gives null for another secret, another purpose, an altered or a malformed value', () => {
    const sealed = seal(secret, 'refresh', 'abc');
    expect(unseal('y'.repeat(40), 'refresh', sealed)).toBeNull();
    expect(unseal(secret, 'other', sealed)).toBeNull();
    const [iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(unseal(secret, 'refresh', [iv, tag, flipped.toString('base64url')].join('.'))).toBeNull();
    expect(unseal(secret, 'refresh', 'not-sealed')).toBeNull();
  });
});
