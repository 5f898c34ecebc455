// Random tokens, one-time codes and their stored form (DESIGN.md §4: ≥128 random bits,
// stored hashed, 6-digit OTP codes).
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

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

const sealKeys = new Map<string, Buffer>();

/** A 256-bit key for `purpose`, derived once from the server secret (HKDF-SHA256). */
function sealKey(secret: string, purpose: string): Buffer {
  const id = `${purpose}\u0000${secret}`;
  let key = sealKeys.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'portal-seal', purpose, 32));
    sealKeys.set(id, key);
  }
  return key;
}

/** AES-256-GCM of `plain` under a key derived from `secret` for `purpose`: iv.tag.ciphertext, base64url. */
export function seal(secret: string, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** The plain text of `seal`'s output, or null when it was sealed under another secret or altered. */
export function unseal(secret: string, purpose: string, sealed: string): string | null {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body || iv.length !== 12 || tag.length !== 16) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(secret, purpose), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
