import { ErrorCode, Role } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, me, signedIn, type TestApp } from '../../test-support';
import { members, sessions, users } from '../db';
import { ACCESS_TOKEN } from './access-token';
import { authenticate, requireRoles } from './authenticate';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('authenticate: bearer access token + live session (DESIGN §4, spec §7 client behaviour)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
    app.get('/api/v1/test/dashboard', { preHandler: [authenticate, requireRoles('dashboard')] }, async () => ({ data: { ok: true } }));
  });
  afterAll(() => app.close());

  const key = () => new TextEncoder().encode(app.config.authTokenSecret);

  /** A token like ours with some claims or header changed. */
  async function forge(claims: { sub: string; sid: string }, change: { alg?: string; typ?: string; aud?: string; iss?: string; exp?: number; secret?: string } = {}) {
    const secret = change.secret ? new TextEncoder().encode(change.secret) : key();
    return new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: change.alg ?? 'HS256', typ: change.typ ?? ACCESS_TOKEN.typ })
      .setSubject(claims.sub)
      .setIssuer(change.iss ?? ACCESS_TOKEN.issuer)
      .setAudience(change.aud ?? ACCESS_TOKEN.audience)
      .setIssuedAt()
      .setExpirationTime(change.exp ?? Math.floor(Date.now() / 1000) + 600)
      .sign(secret);
  }

  async function session() {
    const { user } = await createUser(app);
    const { token } = await signedIn(app, user.email);
    const [row] = await app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    return { user, token, sid: row!.id };
  }

  it('accepts our own token: HS256, typ at+jwt, aud portal-api, iss portal, ~15 min', async () => {
    const { token } = await session();
    const [header, payload] = token.split('.').slice(0, 2).map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header).toEqual({ alg: 'HS256', typ: 'at+jwt' });
    expect(payload).toMatchObject({ iss: 'portal', aud: 'portal-api' });
    expect(payload.exp - payload.iat).toBe(900);
    expect((await me(app, token)).statusCode).toBe(200);
  });

  it.each([
    ['no Authorization header', undefined],
    ['a Basic header', 'Basic YTpi'],
    ['a bearer that is not a JWT', 'Bearer abc'],
  ])('answers %s with 401 UNAUTHORIZED', async (_name, header) => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/portalUser/me', headers: header ? { authorization: header } : {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(ErrorCode.Unauthorized);
  });

  it('refuses a tampered payload (another user’s sub) with 401', async () => {
    const { token } = await session();
    const other = await createUser(app);
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const tampered = `${h}.${b64({ ...payload, sub: other.user.publicId })}.${s}`;
    expect((await me(app, tampered)).statusCode).toBe(401);
  });

  it('refuses alg "none" (an unsigned token) with 401', async () => {
    const { user, sid } = await session();
    const unsigned = new UnsecuredJWT({ sid }).setSubject(user.publicId).setIssuer('portal').setAudience('portal-api').setExpirationTime('10m').encode();
    expect((await me(app, unsigned)).statusCode).toBe(401);
    const noneWithTyp = `${b64({ alg: 'none', typ: 'at+jwt' })}.${unsigned.split('.')[1]}.`;
    expect((await me(app, noneWithTyp)).statusCode).toBe(401);
  });

  it.each([
    ['another algorithm (HS512)', { alg: 'HS512' }],
    ['another type (plain JWT)', { typ: 'JWT' }],
    ['another audience', { aud: 'other-api' }],
    ['another issuer', { iss: 'someone' }],
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 5 }],
    ['another key', { secret: 'x'.repeat(40) }],
  ])('refuses %s with 401 UNAUTHORIZED (the client may refresh)', async (_name, change) => {
    const { user, sid } = await session();
    const res = await me(app, await forge({ sub: user.publicId, sid }, change));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(ErrorCode.Unauthorized);
  });

  it('refuses a valid signature on a session id that does not exist', async () => {
    const { user } = await session();
    expect((await me(app, await forge({ sub: user.publicId, sid: '00000000-0000-4000-8000-000000000000' }))).statusCode).toBe(401);
    expect((await me(app, await forge({ sub: user.publicId, sid: 'not-a-uuid' }))).statusCode).toBe(401);
  });

  describe("a dead session answers 401 '703' (the client reloads)", () => {
    it('revoked elsewhere', async () => {
      const { token, sid } = await session();
      await app.db.update(sessions).set({ revokedAt: new Date(), revokeReason: 'test' }).where(eq(sessions.id, sid));
      const res = await me(app, token);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('703');
    });

    it('idle expired (spec: idle 2 h)', async () => {
      const { token, sid } = await session();
      await app.db.update(sessions).set({ idleExpiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, sid));
      expect((await me(app, token)).json().code).toBe('703');
    });

    it('absolute expired (12 h)', async () => {
      const { token, sid } = await session();
      await app.db.update(sessions).set({ absoluteExpiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, sid));
      expect((await me(app, token)).json().code).toBe('703');
    });

    it('the account became passive, archived, or its membership was cancelled', async () => {
      for (const change of ['passive', 'archived', 'canceled'] as const) {
        const { user, token } = await session();
        if (change === 'passive') await app.db.update(users).set({ status: 'passive' }).where(eq(users.id, user.id));
        if (change === 'archived') await app.db.update(users).set({ archived: true }).where(eq(users.id, user.id));
        if (change === 'canceled') await app.db.update(members).set({ state: 1 }).where(eq(members.id, user.memberId));
        expect((await me(app, token)).json().code, change).toBe('703');
      }
    });
  });

  it('moves the idle deadline on use, at most once a minute, never past the absolute one', async () => {
    const { token, sid } = await session();
    const old = new Date(Date.now() - 5 * 60_000);
    await app.db.update(sessions).set({ lastSeenAt: old, idleExpiresAt: new Date(Date.now() + 60_000) }).where(eq(sessions.id, sid));
    await me(app, token);
    const [row] = await app.db.select().from(sessions).where(eq(sessions.id, sid));
    expect(row!.lastSeenAt.getTime()).toBeGreaterThan(old.getTime());
    expect(row!.idleExpiresAt.getTime()).toBeGreaterThan(Date.now() + 2 * 3_600_000 - 10_000);
    expect(row!.idleExpiresAt.getTime()).toBeLessThanOrEqual(row!.absoluteExpiresAt.getTime());
  });

  describe('requireRoles (spec §6 areas from the contracts)', () => {
    it('lets an allowed role in and answers 403 FORBIDDEN to others', async () => {
      const admin = await createUser(app, { role: Role.BestnetAdmin });
      const field = await createUser(app, { role: Role.Muhendis });
      const adminToken = (await signedIn(app, admin.user.email, 'portaldev')).token;
      const fieldToken = (await signedIn(app, field.user.email, 'rct')).token;
      const call = (token?: string) =>
        app.inject({ method: 'GET', url: '/api/v1/test/dashboard', headers: token ? { authorization: `Bearer ${token}` } : {} });
      expect((await call(adminToken)).statusCode).toBe(200);
      const refused = await call(fieldToken);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe(ErrorCode.Forbidden);
      expect((await call()).statusCode).toBe(401);
    });
  });
});
