// GET prescription/{id} (spec §7): the whole prescription as issued, with its e-mails; a deleted
// one too, saying who deleted it (a correction's original stays readable).
import { errorEnvelopeSchema, prescriptionSchema, recordParamsSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth';
import { readAccess, TAG } from './access';
import { keptRowOfMember, prescriptionOf } from './read';

export const getOne: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/prescription/:id',
    {
      config: { access: readAccess },
      schema: {
        tags: [TAG],
        summary: 'Reçete',
        params: recordParamsSchema,
        response: { 200: z.object({ data: prescriptionSchema }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await prescriptionOf(app.db, await keptRowOfMember(app.db, authOf(request).member.id, request.params.id)) }),
  );
};
