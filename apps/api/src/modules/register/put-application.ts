// PUT register/application/{id}: a correction with the version it was made against and its
// reason; the earlier version stays in the history.
import { applicationCorrectionSchema, errorEnvelopeSchema, registerApplicationResponseSchema, registerIdParamsSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TAG, writeAccess } from './access';
import { correctApplication } from './applications';
import { writeContextOf } from './context';

export const putApplication: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/register/application/:id',
    {
      config: { access: writeAccess },
      schema: {
        tags: [TAG],
        summary: 'Uygulama kaydını düzelt',
        description: 'Düzeltme yeni bir sürüm olarak yazılır, önceki sürüm nedeniyle birlikte geçmişte kalır. Gönderilen sürüm kayıttakinden farklıysa 409 REGISTER_STALE_VERSION; geri çekilmiş kayıt 409 REGISTER_WITHDRAWN.',
        params: registerIdParamsSchema,
        body: applicationCorrectionSchema,
        response: { 200: registerApplicationResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await correctApplication(writeContextOf(app, request), request.params.id, request.body) }),
  );
};
