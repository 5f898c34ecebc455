// GET portalUser/me (spec §7): the signed-in user, `type` being the role code.
import { errorEnvelopeSchema, meResponseSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, toSessionUser } from '../../platform/auth';

export const getMe: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      schema: {
        tags: ['kullanıcılar'],
        summary: 'Oturumdaki kullanıcı',
        response: { 200: meResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: toSessionUser(authOf(request)) }),
  );
};
