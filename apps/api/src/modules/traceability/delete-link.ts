// DELETE lot/{id}/link ("revocable"): the consumer page answers 404 from now on.
// 204 whether or not a link was live.
import { errorEnvelopeSchema, lotIdParamsSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth';
import { access, TAG } from './access';
import { lotRowOfMember } from './lot-read';
import { lotLinks } from './links';

export const deleteLink: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/lot/:id/link',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Tüketici bağlantısını iptal et',
        params: lotIdParamsSchema,
        response: { 204: z.null(), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const lot = await lotRowOfMember(app.db, auth.member.id, request.params.id);
      await lotLinks.revoke(app.db, lot.id, auth.user.id);
      return reply.code(204).send(null);
    },
  );
};
