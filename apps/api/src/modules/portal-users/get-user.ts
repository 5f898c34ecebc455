// GET portalUser/{publicId} (our design): one user for the edit screens (edit-user/:id,
// uyeler/kullanici-guncelle/:id); a user the caller does not manage answers 404.
import { errorEnvelopeSchema, portalUserSchema, userPublicIdSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth';
import { portalUserById, USER_TAG, visibleUser } from './user-rows';

export const getUser: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:publicId',
    {
      config: { access: { area: 'members' } },
      schema: {
        tags: [USER_TAG],
        summary: 'Bir portal kullanıcısı',
        params: z.object({ publicId: userPublicIdSchema }),
        response: { 200: z.object({ data: portalUserSchema }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const row = await visibleUser(app.db, authOf(request), request.params.publicId);
      return { data: await portalUserById(app.db, row.user.id) };
    },
  );
};
