// Bearer authentication for every protected route: a valid access token AND a live session
// row. A session ended elsewhere (killed, logged out, expired, account blocked) answers
// 401 '703' so that the client reloads (spec §7, DESIGN.md §4).
import cookie from '@fastify/cookie';
import { ErrorCode, rolesForArea, type Area, type Role } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { members, sessions, users, type MemberRow, type Orm, type SessionRow, type UserRow } from '../db';
import { AppError, ErrorMessage } from '../errors';
import { accountBlock } from './account-state';
import { createAccessTokens, type AccessTokens } from './access-token';
import { sessionEnd, touchSession } from './sessions';

export interface AuthContext {
  user: UserRow;
  member: MemberRow;
  session: SessionRow;
}

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
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

/** Session, user and member of a session id, in one query. */
export async function loadAuthContext(db: Orm, sessionId: string): Promise<AuthContext | undefined> {
  if (!uuidPattern.test(sessionId)) return undefined;
  const [row] = await db
    .select({ session: sessions, user: users, member: members })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(members, eq(members.id, users.memberId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row;
}

/** Whether the session and its account may go on. */
export function isContextLive(ctx: AuthContext, now: Date): boolean {
  return !sessionEnd(ctx.session, now) && !ctx.user.archived && !accountBlock(ctx.user, ctx.member, now);
}

/** preHandler: 401 UNAUTHORIZED for a missing or bad token (the client refreshes), 401 '703' for a dead session. */
export async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = bearer.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw unauthorized();
  const claims = await request.server.accessTokens.verify(token);
  if (!claims) throw unauthorized();
  const { db, config } = request.server;
  const ctx = await loadAuthContext(db, claims.sid);
  if (!ctx || ctx.user.publicId !== claims.sub) throw unauthorized();
  const now = new Date();
  if (!isContextLive(ctx, now)) throw new AppError(401, ErrorCode.Reload, SessionEndedMessage);
  request.auth = { ...ctx, session: await touchSession(db, config, ctx.session, now) };
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

/** Cookies, the access-token signer and `request.auth` for the whole instance. */
export const authPlugin = fp(
  async (app) => {
    if (app.config.authTokenSecretGenerated) {
      app.log.warn('AUTH_TOKEN_SECRET is unset: using a random key for this process; access tokens end when it stops');
    }
    await app.register(cookie);
    app.decorate('accessTokens', createAccessTokens(app.config));
    app.decorateRequest('auth', null);
  },
  { name: 'auth' },
);
