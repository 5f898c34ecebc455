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
  return verified(token, key, nowSeconds)?.claims ?? null;
}

function verified(token: string, key: KeyObject, nowSeconds: number): { claims: AccessClaims; exp: number } | null {
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
  return { claims: { sub, sid }, exp };
}

/** Tokens verified lately, kept until they expire: a client sends the same one for minutes. */
export const VERIFIED_TOKENS_KEPT = 10_000;

export function createAccessTokens(config: Pick<AppConfig, 'authTokenSecret' | 'accessTokenTtlSeconds'>): AccessTokens {
  const secret = new TextEncoder().encode(config.authTokenSecret);
  const key = createSecretKey(Buffer.from(secret));
  // The exact token string → its claims and expiry. Only the signature check and the parsing are
  // saved (about 8% of a cheap request's CPU); the expiry is checked on every use, and whether the
  // session still lives is the session lookup's business, as before. Bounded: oldest out first.
  const known = new Map<string, { claims: AccessClaims; exp: number }>();
  const verify = (token: string): AccessClaims | null => {
    const nowSeconds = Date.now() / 1000;
    const hit = known.get(token);
    if (hit) {
      if (hit.exp > nowSeconds) return hit.claims;
      known.delete(token);
      return null;
    }
    const result = verified(token, key, nowSeconds);
    if (!result) return null;
    if (known.size >= VERIFIED_TOKENS_KEPT) known.delete(known.keys().next().value!);
    known.set(token, result);
    return result.claims;
  };
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
    verify: (token) => Promise.resolve(verify(token)),
  };
}
