// Access tokens: short-lived HS256 JWTs (RFC 9068 `at+jwt`), held in memory by the client
// only (DESIGN.md §4). The algorithm, issuer, audience and type are fixed on verify.
// Verification runs on every authenticated request, so it is done with node:crypto and a key
// object made once (jose imports the key on every call: ~100 µs against ~6 µs here).
import { createHmac, createSecretKey, randomUUID, timingSafeEqual, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import type { AppConfig } from '../config';

export const ACCESS_TOKEN = { alg: 'HS256', typ: 'at+jwt', issuer: 'portal', audience: 'portal-api' } as const;

export interface AccessClaims {
  /** The user's public id. */
  sub: string;
  /** The session id. */
  sid: string;
}

export interface AccessTokens {
  sign(claims: AccessClaims): Promise<string>;
  /** The claims, or null for any token that is not ours, is tampered with or has expired. */
  verify(token: string): Promise<AccessClaims | null>;
}

const SEGMENT = /^[A-Za-z0-9_-]+$/;
const SIGNATURE_BYTES = 32;

function parseJson(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The same checks jose's jwtVerify made with our options, synchronously. */
export function verifyAccessToken(token: string, key: KeyObject, nowSeconds = Date.now() / 1000): AccessClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [h, p, s] = parts as [string, string, string];
  if (!SEGMENT.test(h) || !SEGMENT.test(p) || !SEGMENT.test(s)) return null;
  // The signature first: nothing in an unsigned header or payload is trusted.
  const presented = Buffer.from(s, 'base64url');
  if (presented.length !== SIGNATURE_BYTES) return null;
  const expected = createHmac('sha256', key).update(`${h}.${p}`).digest();
  if (!timingSafeEqual(presented, expected)) return null;

  const header = parseJson(h);
  if (!header || header['alg'] !== ACCESS_TOKEN.alg || header['typ'] !== ACCESS_TOKEN.typ || 'crit' in header) return null;
  const payload = parseJson(p);
  if (!payload) return null;
  const { sub, sid, iss, aud, exp, iat, nbf } = payload;
  if (typeof sub !== 'string' || typeof sid !== 'string') return null;
  if (iss !== ACCESS_TOKEN.issuer) return null;
  if (!(aud === ACCESS_TOKEN.audience || (Array.isArray(aud) && aud.includes(ACCESS_TOKEN.audience)))) return null;
  if (typeof exp !== 'number' || exp <= nowSeconds) return null;
  if (typeof iat !== 'number') return null;
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > nowSeconds)) return null;
  return { sub, sid };
}

export function createAccessTokens(config: Pick<AppConfig, 'authTokenSecret' | 'accessTokenTtlSeconds'>): AccessTokens {
  const secret = new TextEncoder().encode(config.authTokenSecret);
  const key = createSecretKey(Buffer.from(secret));
  return {
    sign: ({ sub, sid }) =>
      new SignJWT({ sid })
        .setProtectedHeader({ alg: ACCESS_TOKEN.alg, typ: ACCESS_TOKEN.typ })
        .setSubject(sub)
        .setIssuer(ACCESS_TOKEN.issuer)
        .setAudience(ACCESS_TOKEN.audience)
        .setIssuedAt()
        .setJti(randomUUID())
        .setExpirationTime(`${config.accessTokenTtlSeconds}s`)
        .sign(secret),
    verify: (token) => Promise.resolve(verifyAccessToken(token, key)),
  };
}
