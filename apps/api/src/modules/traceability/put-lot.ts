// PUT lot/{id}: the lot's fields again (its area stays; its plant only while no stage is recorded).
import { errorEnvelopeSchema, lotEditSchema, lotIdParamsSchema, lotSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth';
import { access, TAG } from './access';
import { lotOfMember, lotRowOfMember } from './lot-read';
import { updateLot } from './lot-write';

export const putLot: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/lot/:id',
    {
      config: { access },
      schema: { tags: [TAG], summary: 'Partiyi güncelle', params: lotIdParamsSchema, body: lotEditSchema, response: { 200: z.object({ data: lotSchema }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema } },
    },
    async (request) => {
      const { member, user } = authOf(request);
      await updateLot(app.db, await lotRowOfMember(app.db, member.id, request.params.id), user.id, request.body);
      return { data: await lotOfMember(app.db, member.id, request.params.id) };
    },
  );
};
