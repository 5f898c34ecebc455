// PATCH register/application/{id}/withdraw: the record is kept (shown struck through) and
// counted no more; the withdrawal is a step of its history.
import { errorEnvelopeSchema, registerApplicationResponseSchema, registerIdParamsSchema, withdrawInputSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TAG, writeAccess } from './access';
import { withdrawApplication } from './applications';
import { writeContextOf } from './context';

export const patchApplicationWithdraw: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/register/application/:id/withdraw',
    {
      config: { access: writeAccess },
      schema: {
        tags: [TAG],
        summary: 'Uygulama kaydını geri çek',
        description: 'Kayıt silinmez: üstü çizili gösterilir, sezon sayımına girmez; geri çekme nedeni geçmişte kalır. Zaten geri çekilmişse 409 REGISTER_WITHDRAWN.',
        params: registerIdParamsSchema,
        body: withdrawInputSchema,
        response: { 200: registerApplicationResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await withdrawApplication(writeContextOf(app, request), request.params.id, request.body) }),
  );
};
