// PUT register/harvest/{id}: a correction with the version it was made against and its reason.
import { errorEnvelopeSchema, harvestCorrectionSchema, registerHarvestResponseSchema, registerIdParamsSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TAG, writeAccess } from './access';
import { writeContextOf } from './context';
import { correctHarvest } from './harvests';

export const putHarvest: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/register/harvest/:id',
    {
      config: { access: writeAccess },
      schema: {
        tags: [TAG],
        summary: 'Hasat kaydını düzelt',
        description: 'Düzeltme yeni bir sürüm olarak yazılır, önceki sürüm nedeniyle birlikte geçmişte kalır. Gönderilen sürüm kayıttakinden farklıysa 409 REGISTER_STALE_VERSION; geri çekilmiş kayıt 409 REGISTER_WITHDRAWN.',
        params: registerIdParamsSchema,
        body: harvestCorrectionSchema,
        response: { 200: registerHarvestResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await correctHarvest(writeContextOf(app, request), request.params.id, request.body) }),
  );
};
