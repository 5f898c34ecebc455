// GET lot/{id}: one of the member's lots; another member's answers 404.
import { errorEnvelopeSchema, lotIdParamsSchema, lotSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth';
import { access, TAG } from './access';
import { lotOfMember } from './lot-read';

export const getLot: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lot/:id',
    {
      config: { access },
      schema: { tags: [TAG], summary: 'Parti', params: lotIdParamsSchema, response: { 200: z.object({ data: lotSchema }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema } },
    },
    async (request) => ({ data: await lotOfMember(app.db, authOf(request).member.id, request.params.id) }),
  );
};
