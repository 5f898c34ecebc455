// Random tokens, one-time codes and their stored form (DESIGN.md §4: ≥128 random bits,
// stored hashed, 6-digit OTP codes).
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 32 random bytes (256 bits) as base64url: 43 characters, safe in URLs and cookies. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * SHA-256 hex of a token, ticket or code: what the database keeps, so a leaked table
 * reveals no usable secret. A plain hash is enough for high-entropy tokens; OTP codes
 * are protected by their attempt limit and short life, not by the hash.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Six uniformly random digits, leading zeros kept. */
export function newOtpCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Constant-time comparison of two hex strings; false for different lengths or non-hex input. */
export function timingSafeEqualHex(a: string, b: string): boolean {
  const hex = /^(?:[0-9a-f]{2})*$/i;
  if (a.length !== b.length || !hex.test(a) || !hex.test(b)) return false;
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}
