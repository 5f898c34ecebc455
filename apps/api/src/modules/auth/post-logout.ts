// POST auth/logout (spec §7, bearer): ends this session and clears its refresh cookie.
import { messageResponseSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, clearRefreshCookie, revokeSession } from '../../platform/auth';
import { AUTH_TAG, errorResponses } from '../../platform/account/route-docs';

export const postLogout: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/logout',
    {
      schema: {
        tags: [AUTH_TAG],
        summary: 'Çıkış',
        response: { 200: messageResponseSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await revokeSession(app.db, authOf(request).session.id, 'logout');
      clearRefreshCookie(reply, app.config);
      return { data: { message: 'Oturumunuz kapatıldı.' } };
    },
  );
};
