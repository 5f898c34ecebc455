// GET auth/refreshToken (spec §7: response data.token): rotates the refresh cookie and
// answers a new access token. A GET that changes state, so only our own pages may call it.
// Without the cookie the visitor is simply signed out: `token: null`, not an error status (a
// page without the session hint does not ask; one whose hint outlived its cookie loses it here).
import { refreshTokenResponseSchema, SESSION_HINT_COOKIE } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clearRefreshCookie,
  clearSessionHint,
  isContextLive,
  loadAuthContext,
  REFRESH_COOKIE,
  revokeSession,
  rotateRefreshToken,
  setRefreshCookie,
} from '../../platform/auth';
import { AuthError } from '../../platform/account/auth-errors';
import { isOwnPageRequest } from './request-host';
import { AUTH_TAG, errorResponses } from '../../platform/account/route-docs';

const opaque = /^[A-Za-z0-9_-]{22,128}$/;

export const getRefreshToken: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/refreshToken',
    {
      schema: {
        tags: [AUTH_TAG],
        summary: 'Erişim belirtecini yenile',
        description:
          '`portal_rt` çerezini döndürür (yenisiyle değiştirir) ve yeni erişim belirteci verir. Çerez yoksa (oturum açılmamış) `token: null` döner. Kullanılmış bir çerezin yeniden gönderilmesi oturumu sonlandırır. Yalnızca portal sayfalarından (Sec-Fetch-Site veya izinli Origin) kabul edilir.',
        response: { 200: refreshTokenResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      if (!isOwnPageRequest(request)) throw AuthError.fetchRefused();
      const presented = request.cookies[REFRESH_COOKIE];
      if (!presented) {
        if (request.cookies[SESSION_HINT_COOKIE] !== undefined) clearSessionHint(reply, app.config);
        return { data: { token: null } };
      }
      const now = new Date();
      const outcome = opaque.test(presented) ? await rotateRefreshToken(app.db, app.config, presented, now) : ({ kind: 'invalid' } as const);
      const ctx = outcome.kind === 'rotated' || outcome.kind === 'grace' ? await loadAuthContext(app.db, outcome.session.id) : undefined;
      if (!ctx || !isContextLive(ctx, now)) {
        if (ctx) await revokeSession(app.db, ctx.session.id, 'account-blocked', now);
        if (outcome.kind === 'reused') request.log.warn('refresh token reuse: session revoked');
        clearRefreshCookie(reply, app.config);
        throw AuthError.sessionInvalid();
      }
      // In the grace window the answer carries the live token again: the browser may never
      // have stored the rotation's answer (a reload while it was on its way).
      const next = outcome.kind === 'rotated' || outcome.kind === 'grace' ? outcome.refreshToken : null;
      if (next) setRefreshCookie(reply, app.config, next, ctx.session, now);
      return { data: { token: await app.accessTokens.sign({ sub: ctx.user.publicId, sid: ctx.session.id }) } };
    },
  );
};
