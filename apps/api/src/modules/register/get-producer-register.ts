// GET register/producer/{id}?season=YYYY: the register of each of the producer's areas.
import { errorEnvelopeSchema, producerRegisterResponseSchema, registerIdParamsSchema, registerQuerySchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth';
import { readAccess, TAG } from './access';
import { loadProducerRegister } from './read';

export const getProducerRegister: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/register/producer/:id',
    {
      config: { access: readAccess },
      schema: {
        tags: [TAG],
        summary: 'Üreticinin kayıt defteri',
        description: 'Üreticinin her alanının sezon kayıt defteri (GET register/area/{id} gibi).',
        params: registerIdParamsSchema,
        querystring: registerQuerySchema,
        response: { 200: producerRegisterResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await loadProducerRegister(app.db, authOf(request).member.id, request.params.id, request.query.season) }),
  );
};
