// PATCH lot/{id}/status: close a lot when its season is done, or open it again.
import { errorEnvelopeSchema, lotIdParamsSchema, lotSchema, lotStatusInputSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth';
import { access, TAG } from './access';
import { lotOfMember, lotRowOfMember } from './lot-read';
import { setLotStatus } from './lot-write';

export const patchLotStatus: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/lot/:id/status',
    {
      config: { access },
      schema: { tags: [TAG], summary: 'Partiyi kapat ya da aç', params: lotIdParamsSchema, body: lotStatusInputSchema, response: { 200: z.object({ data: lotSchema }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema } },
    },
    async (request) => {
      const { member, user } = authOf(request);
      await setLotStatus(app.db, await lotRowOfMember(app.db, member.id, request.params.id), user.id, request.body.status);
      return { data: await lotOfMember(app.db, member.id, request.params.id) };
    },
  );
};
