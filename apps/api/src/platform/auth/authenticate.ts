// Bearer authentication for every protected route: a valid access token AND a live session
// row. A session ended elsewhere (killed, logged out, expired, account blocked) answers
// 401 '703' so that the client reloads (spec §7, DESIGN.md §4).
import cookie from '@fastify/cookie';
import { ErrorCode, rolesForArea, type Area, type Role } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { members, preparedOn, sessions, users, type MemberRow, type Orm, type SessionRow, type UserRow } from '../db';
import { AppError, ErrorMessage } from '../errors';
import { accountBlock } from './account-state';
import { createAccessTokens, type AccessTokens } from './access-token';
import { announceAuthChange, SessionCache } from './session-cache';
import { sessionEnd, touchSession } from './sessions';

/** The columns authorization and `portalUser/me` read; nothing secret (no password hash). */
const authColumns = {
  session: {
    id: sessions.id,
    userId: sessions.userId,
    keepSession: sessions.keepSession,
    lastSeenAt: sessions.lastSeenAt,
    idleExpiresAt: sessions.idleExpiresAt,
    absoluteExpiresAt: sessions.absoluteExpiresAt,
    revokedAt: sessions.revokedAt,
  },
  user: {
    id: users.id,
    publicId: users.publicId,
    memberId: users.memberId,
    name: users.name,
    surname: users.surname,
    email: users.email,
    phone: users.phone,
    role: users.role,
    app: users.app,
    status: users.status,
    archived: users.archived,
  },
  member: {
    id: members.id,
    name: members.name,
    memberType: members.memberType,
    stage: members.stage,
    state: members.state,
    demoEndsAt: members.demoEndsAt,
    subscriptionEndsAt: members.subscriptionEndsAt,
    deletedAt: members.deletedAt,
    app: members.app,
  },
};

export type AuthSession = Pick<SessionRow, keyof typeof authColumns.session>;
export type AuthUser = Pick<UserRow, keyof typeof authColumns.user>;
export type AuthMember = Pick<MemberRow, keyof typeof authColumns.member>;

/** The signed-in user, member and session of a request (`authOf`). */
export interface AuthContext {
  user: AuthUser;
  member: AuthMember;
  session: AuthSession;
}

/** Full rows, for the few places that need more than authorization (refresh, unlock). */
export interface FullAuthContext {
  user: UserRow;
  member: MemberRow;
  session: SessionRow;
}

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** Recently looked-up sessions of this instance (session-cache.ts). */
    sessionCache: SessionCache<AuthContext>;
  }
  interface FastifyRequest {
    /** Set by `authenticate`; null on public routes. */
    auth: AuthContext | null;
  }
}

export const SessionEndedMessage = 'Oturumunuz sona erdi veya başka bir yerde sonlandırıldı. Sayfa yenileniyor.';

const bearer = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const unauthorized = () => new AppError(401, ErrorCode.Unauthorized, ErrorMessage.unauthorized);

const fullLookup = (db: Orm) =>
  db
    .select({ session: sessions, user: users, member: members })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(members, eq(members.id, users.memberId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .limit(1)
    .prepare('auth_full_context');

const narrowLookup = (db: Orm) =>
  db
    .select(authColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(members, eq(members.id, users.memberId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .limit(1)
    .prepare('auth_context');

const passwordHashLookup = (db: Orm) =>
  db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('auth_password_hash');

/** Session, user and member of a session id, whole rows, in one query (refresh, unlock). */
export async function loadAuthContext(db: Orm, sessionId: string): Promise<FullAuthContext | undefined> {
  if (!uuidPattern.test(sessionId)) return undefined;
  const [row] = await preparedOn(db, fullLookup).execute({ sessionId });
  return row;
}

/** What authorization needs of a session id, in one narrow query. */
export async function loadSessionAuth(db: Orm, sessionId: string): Promise<AuthContext | undefined> {
  if (!uuidPattern.test(sessionId)) return undefined;
  const [row] = await preparedOn(db, narrowLookup).execute({ sessionId });
  return row;
}

/** The stored password hash of a user (kept out of the session lookup and its cache). */
export async function passwordHashOf(db: Orm, userId: number): Promise<string> {
  const [row] = await preparedOn(db, passwordHashLookup).execute({ userId });
  if (!row) throw new Error(`user ${userId} not found`);
  return row.passwordHash;
}

/** Whether the session and its account may go on. */
export function isContextLive(ctx: AuthContext, now: Date): boolean {
  return !sessionEnd(ctx.session, now) && !ctx.user.archived && !accountBlock(ctx.user, ctx.member, now);
}

/** The session's context from the database, kept in the instance's cache. */
async function lookUp(request: FastifyRequest, sessionId: string): Promise<AuthContext | undefined> {
  const { db, sessionCache } = request.server;
  const ticket = sessionCache.ticket();
  const ctx = await loadSessionAuth(db, sessionId);
  if (ctx) sessionCache.set({ sessionId, userId: ctx.user.id, memberId: ctx.member.id }, ctx, ticket);
  return ctx;
}

/** preHandler: 401 UNAUTHORIZED for a missing or bad token (the client refreshes), 401 '703' for a dead session. */
export async function authenticate(request: FastifyRequest, _reply?: FastifyReply): Promise<void> {
  const token = bearer.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw unauthorized();
  const claims = await request.server.accessTokens.verify(token);
  if (!claims) throw unauthorized();
  const { db, config, sessionCache } = request.server;
  const now = new Date();
  let ctx = sessionCache.get(claims.sid);
  // A remembered session that looks over (idle deadline) may have been used on another
  // instance meanwhile: only the database may end it.
  if (!ctx || !isContextLive(ctx, now)) ctx = await lookUp(request, claims.sid);
  if (!ctx || ctx.user.publicId !== claims.sub) throw unauthorized();
  if (!isContextLive(ctx, now)) throw new AppError(401, ErrorCode.Reload, SessionEndedMessage);
  const session = await touchSession(db, config, ctx.session, now);
  if (session === ctx.session) {
    request.auth = ctx;
  } else {
    request.auth = { ...ctx, session };
    sessionCache.update(session.id, request.auth);
  }
}

/** preHandler after `authenticate`: 403 unless the user's role is allowed in the spec §6 area. */
export function requireRoles(area: Area) {
  const allowed = rolesForArea(area);
  return async function requireRole(request: FastifyRequest): Promise<void> {
    if (!request.auth) throw unauthorized();
    if (!allowed.includes(request.auth.user.role as Role)) throw new AppError(403, ErrorCode.Forbidden, ErrorMessage.forbidden);
  };
}

/** The signed-in user of a route behind `authenticate`. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Cookies, the access-token signer and `request.auth` for the whole instance. */
export const authPlugin = fp(
  async (app) => {
    if (app.config.authTokenSecretGenerated) {
      app.log.warn('AUTH_TOKEN_SECRET is unset: using a random key for this process; access tokens end when it stops');
    }
    await app.register(cookie);
    app.decorate('accessTokens', createAccessTokens(app.config));
    app.decorateRequest('auth', null);

    const cache = new SessionCache<AuthContext>();
    app.decorate('sessionCache', cache);
    const stop = await cache.follow(app.db, (error) =>
      app.log.warn({ err: error }, 'cannot listen for session changes: sessions are looked up on every request until it works'),
    );
    cache.attachToProcess(true);
    app.addHook('onClose', async () => {
      cache.attachToProcess(false);
      await stop();
    });

    // A signed-in user's own write may change what the lookup returns (name, e-mail, phone):
    // forget it here and on every instance before the answer goes out.
    // A callback hook: a read, nearly every request, passes through without a promise of its own.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!request.auth || readOnlyMethods.has(request.method) || reply.statusCode >= 400) return done(null, payload);
      const change = { userId: request.auth.user.id };
      cache.forget(change);
      announceAuthChange(app.db, change)
        .catch((error: unknown) => request.log.warn({ err: error }, 'auth change not announced; other instances may show the old profile for a few seconds'))
        .then(() => done(null, payload), done);
    });
  },
  { name: 'auth' },
);
