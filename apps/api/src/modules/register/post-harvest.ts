// POST register/harvest: a harvest of the member's area; one inside the waiting period of an
// application before it is kept and flagged.
import { errorEnvelopeSchema, harvestInputSchema, registerHarvestResponseSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TAG, writeAccess } from './access';
import { writeContextOf } from './context';
import { recordHarvest } from './harvests';

export const postHarvest: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register/harvest',
    {
      config: { access: writeAccess },
      schema: {
        tags: [TAG],
        summary: 'Hasat kaydet',
        description: 'Alan üyenin olmalı (404). Aynı alanda aynı gün bir hasat kayıtlıysa (burada ya da TRC partisinin hasat aşaması olarak) 409 REGISTER_DUPLICATE. Kayıtlı bir uygulamanın hasat aralığı içindeki hasat kaydedilir ve işaretlenir (flags).',
        body: harvestInputSchema,
        response: { 201: registerHarvestResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await recordHarvest(writeContextOf(app, request), request.body) }),
  );
};
