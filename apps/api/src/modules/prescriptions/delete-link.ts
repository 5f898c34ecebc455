// DELETE prescription/{id}/link (our design): revokes the public link; the page then says the
// link is no longer valid. 204 whether or not a link was live.
import { errorEnvelopeSchema, recordParamsSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth';
import { TAG, writeAccess } from './access';
import { revoke } from './links';
import { rowOfMember } from './read';

export const deleteLink: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/prescription/:id/link',
    {
      config: { access: writeAccess },
      schema: {
        tags: [TAG],
        summary: 'Paylaşım bağlantısını iptal et',
        params: recordParamsSchema,
        response: { 204: z.null(), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const row = await rowOfMember(app.db, auth.member.id, request.params.id);
      await revoke(app.db, row.id, auth.user.id);
      return reply.code(204).send(null);
    },
  );
};
