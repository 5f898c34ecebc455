import { createHmac, createSecretKey } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN, createAccessTokens, VERIFIED_TOKENS_KEPT, verifyAccessToken } from './access-token';

const secret = 's'.repeat(40);
const key = createSecretKey(Buffer.from(secret));
const tokens = createAccessTokens({ authTokenSecret: secret, accessTokenTtlSeconds: 900 });
const now = () => Math.floor(Date.now() / 1000);

/** A token signed by jose (the library the tokens were verified with before). */
function joseToken() {
  return new SignJWT({ sid: 'session-1' })
    .setProtectedHeader({ alg: 'HS256', typ: ACCESS_TOKEN.typ })
    .setSubject('user-1')
    .setIssuer(ACCESS_TOKEN.issuer)
    .setAudience(ACCESS_TOKEN.audience)
    .setIssuedAt()
    .setExpirationTime(now() + 600)
    .sign(new TextEncoder().encode(secret));
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A correctly signed token like ours with header or claims changed (undefined removes one). */
function forged(change: { header?: Record<string, unknown>; claims?: Record<string, unknown>; secret?: string } = {}) {
  const header = { alg: 'HS256', typ: ACCESS_TOKEN.typ, ...change.header };
  const claims = { sid: 'session-1', sub: 'user-1', iss: ACCESS_TOKEN.issuer, aud: ACCESS_TOKEN.audience, iat: now(), exp: now() + 600, ...change.claims };
  const input = `${b64(header)}.${b64(claims)}`;
  return `${input}.${createHmac('sha256', change.secret ?? secret).update(input).digest('base64url')}`;
}

describe('access token verification with node:crypto HMAC (DESIGN §4)', () => {
  it('accepts what sign() makes and what jose makes: the token format is unchanged', async () => {
    expect(await tokens.verify(await tokens.sign({ sub: 'user-1', sid: 'session-1' }))).toEqual({ sub: 'user-1', sid: 'session-1' });
    expect(verifyAccessToken(await joseToken(), key)).toEqual({ sub: 'user-1', sid: 'session-1' });
    expect(verifyAccessToken(forged(), key)).toEqual({ sub: 'user-1', sid: 'session-1' });
    expect(verifyAccessToken(forged({ claims: { aud: ['other', ACCESS_TOKEN.audience] } }), key)).not.toBeNull();
  });

  it.each([
    ['another key', { secret: 'x'.repeat(40) }],
    ['HS512', { header: { alg: 'HS512' } }],
    ['typ JWT', { header: { typ: 'JWT' } }],
    ['a crit header', { header: { crit: ['exp'], exp: 1 } }],
    ['another audience', { claims: { aud: 'other-api' } }],
    ['another issuer', { claims: { iss: 'someone' } }],
    ['an expired token', { claims: { exp: now() - 1 } }],
    ['a token not valid yet', { claims: { nbf: now() + 60 } }],
    ['no sid', { claims: { sid: undefined } }],
    ['a numeric sid', { claims: { sid: 5 } }],
    ['no sub', { claims: { sub: undefined } }],
    ['no iat', { claims: { iat: undefined } }],
    ['no exp', { claims: { exp: undefined } }],
    ['a string exp', { claims: { exp: String(now() + 600) } }],
  ])('refuses %s', (_name, change) => {
    expect(verifyAccessToken(forged(change), key)).toBeNull();
  });

  it('refuses tampering, truncation, alg none and garbage', async () => {
    const good = await joseToken();
    const [h, p, s] = good.split('.') as [string, string, string];
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const other = Buffer.from(JSON.stringify({ ...payload, sub: 'user-2' })).toString('base64url');
    expect(verifyAccessToken(`${h}.${other}.${s}`, key)).toBeNull();
    expect(verifyAccessToken(`${h}.${p}.${s.slice(0, -2)}`, key)).toBeNull();
    expect(verifyAccessToken(`${h}.${p}.${s}.x`, key)).toBeNull();
    expect(verifyAccessToken(`${h}.${p}.`, key)).toBeNull();
    const unsigned = new UnsecuredJWT({ sid: 's' }).setSubject('u').setIssuer('portal').setAudience('portal-api').setIssuedAt().setExpirationTime('10m').encode();
    expect(verifyAccessToken(unsigned, key)).toBeNull();
    expect(verifyAccessToken('a.b.c', key)).toBeNull();
    expect(verifyAccessToken('', key)).toBeNull();
  });

  describe('verified tokens kept until they expire', () => {
    afterEach(() => vi.useRealTimers());

    it('a token verified before is still refused once it has expired', async () => {
      vi.useFakeTimers({ now: new Date('2026-11-25T04:00:00Z') });
      const short = createAccessTokens({ authTokenSecret: secret, accessTokenTtlSeconds: 60 });
      const token = await short.sign({ sub: 'user-1', sid: 'session-1' });
      expect(await short.verify(token)).toEqual({ sub: 'user-1', sid: 'session-1' });
      expect(await short.verify(token)).toEqual({ sub: 'user-1', sid: 'session-1' });
      vi.setSystemTime(new Date('2026-11-25T04:01:01Z'));
      expect(await short.verify(token)).toBeNull();
      expect(await short.verify(token)).toBeNull();
    });

    it('a tampered copy of a kept token is checked on its own and refused', async () => {
      const token = await tokens.sign({ sub: 'user-1', sid: 'session-1' });
      expect(await tokens.verify(token)).not.toBeNull();
      const [h, p, s] = token.split('.') as [string, string, string];
      const other = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), sub: 'user-2' })).toString('base64url');
      expect(await tokens.verify(`${h}.${other}.${s}`)).toBeNull();
      expect(await tokens.verify(token)).toEqual({ sub: 'user-1', sid: 'session-1' });
    });

    it('keeps at most VERIFIED_TOKENS_KEPT tokens, and an evicted one is verified again', async () => {
      const many = createAccessTokens({ authTokenSecret: secret, accessTokenTtlSeconds: 900 });
      const first = await many.sign({ sub: 'user-0', sid: 'session-0' });
      expect(await many.verify(first)).not.toBeNull();
      for (let i = 1; i <= VERIFIED_TOKENS_KEPT; i++) await many.verify(forged({ claims: { sub: `user-${i}` } }));
      expect(await many.verify(first)).toEqual({ sub: 'user-0', sid: 'session-0' });
    });
  });
});
