// POST auth/unlock (spec §2 /lock-screen): the locked tab has no access token, only the
// refresh cookie of its session. The password of that session's user opens it again.
import { AuthErrorCode, unlockRequestSchema, unlockResponseSchema } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clearRefreshCookie,
  isContextLive,
  loadAuthContext,
  REFRESH_COOKIE,
  REFRESH_REUSE_GRACE_SECONDS,
  revokeSession,
  rotateRefreshToken,
  setRefreshCookie,
  toSessionUser,
} from '../../platform/auth';
import { refreshTokens } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { verifyPassword } from '../../platform/passwords';
import { resetRateLimit } from '../../platform/rate-limit';
import { hashToken } from '../../platform/secrets';
import { AuthError } from '../../platform/account/auth-errors';
import { AuthLimits, enforceLimit } from '../../platform/account/limits';
import { isOwnPageRequest } from './request-host';
import { AUTH_TAG, errorResponses } from '../../platform/account/route-docs';

const opaque = /^[A-Za-z0-9_-]{22,128}$/;

/** The user is known here, so the message names only the password. */
const wrongPassword = () => new AppError(401, AuthErrorCode.InvalidCredentials, 'Şifre hatalı.');

export const postUnlock: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/unlock',
    {
      schema: {
        tags: [AUTH_TAG],
        summary: 'Kilitli ekranı aç',
        description:
          '`portal_rt` çerezinin oturumundaki kullanıcının şifresiyle kilidi açar; çerezi yeniler ve auth/session-token gibi token + kullanıcı döner. Hatalı şifre 401 INVALID_CREDENTIALS (girişle aynı hesap sınırı); çerez yok, geçersiz ya da kullanılmış ise 403 SESSION_INVALID. Yalnızca portal sayfalarından kabul edilir.',
        body: unlockRequestSchema,
        response: { 200: unlockResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      if (!isOwnPageRequest(request)) throw AuthError.fetchRefused();
      await enforceLimit(request, reply, `login:ip:${request.ip}`, AuthLimits.loginPerIp);
      const now = new Date();
      const refuse = () => {
        clearRefreshCookie(reply, app.config);
        return AuthError.sessionInvalid();
      };

      const presented = request.cookies[REFRESH_COOKIE];
      if (!presented || !opaque.test(presented)) throw refuse();
      // Looked up without rotating: a wrong password must leave the cookie as it is.
      const [held] = await app.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(presented)));
      if (!held) throw refuse();
      if (held.usedAt && now.getTime() - held.usedAt.getTime() > REFRESH_REUSE_GRACE_SECONDS * 1000) {
        // A rotated token came back: as on refresh, the session may be stolen (RFC 9700 §4.14.2).
        await revokeSession(app.db, held.sessionId, 'refresh-reuse', now);
        request.log.warn('refresh token reuse on unlock: session revoked');
        throw refuse();
      }
      const ctx = await loadAuthContext(app.db, held.sessionId);
      if (!ctx || !isContextLive(ctx, now)) {
        if (ctx) await revokeSession(app.db, ctx.session.id, 'account-blocked', now);
        throw refuse();
      }

      // The same counter as auth/login: five wrong passwords lock both ways in.
      const failKey = `login:fail:${ctx.user.email}`;
      await enforceLimit(request, reply, failKey, AuthLimits.loginFailuresPerAccount);
      if (!(await verifyPassword(ctx.user.passwordHash, request.body.password))) throw wrongPassword();
      await resetRateLimit(app.db, `auth:${failKey}`);

      const outcome = await rotateRefreshToken(app.db, app.config, presented, now);
      if (outcome.kind !== 'rotated' && outcome.kind !== 'grace') throw refuse();
      // In the grace window the browser already holds the newer cookie.
      if (outcome.kind === 'rotated') setRefreshCookie(reply, app.config, outcome.refreshToken, outcome.session, now);
      return {
        data: {
          token: await app.accessTokens.sign({ sub: ctx.user.publicId, sid: ctx.session.id }),
          user: toSessionUser(ctx),
        },
      };
    },
  );
};
