// Access tokens: short-lived HS256 JWTs (RFC 9068 `at+jwt`), held in memory by the client
// only (DESIGN.md §4). The algorithm, issuer, audience and type are fixed on verify.
import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
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

export function createAccessTokens(config: Pick<AppConfig, 'authTokenSecret' | 'accessTokenTtlSeconds'>): AccessTokens {
  const key = new TextEncoder().encode(config.authTokenSecret);
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
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ACCESS_TOKEN.alg],
          issuer: ACCESS_TOKEN.issuer,
          audience: ACCESS_TOKEN.audience,
          typ: ACCESS_TOKEN.typ,
          requiredClaims: ['sub', 'sid', 'exp', 'iat'],
        });
        return typeof payload.sub === 'string' && typeof payload['sid'] === 'string' ? { sub: payload.sub, sid: payload['sid'] } : null;
      } catch {
        return null;
      }
    },
  };
}
