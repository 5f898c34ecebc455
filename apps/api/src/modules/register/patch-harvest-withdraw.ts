// PATCH register/harvest/{id}/withdraw: the record is kept (shown struck through).
import { errorEnvelopeSchema, registerHarvestResponseSchema, registerIdParamsSchema, withdrawInputSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TAG, writeAccess } from './access';
import { writeContextOf } from './context';
import { withdrawHarvest } from './harvests';

export const patchHarvestWithdraw: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/register/harvest/:id/withdraw',
    {
      config: { access: writeAccess },
      schema: {
        tags: [TAG],
        summary: 'Hasat kaydını geri çek',
        description: 'Kayıt silinmez: üstü çizili gösterilir; geri çekme nedeni geçmişte kalır. Zaten geri çekilmişse 409 REGISTER_WITHDRAWN.',
        params: registerIdParamsSchema,
        body: withdrawInputSchema,
        response: { 200: registerHarvestResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await withdrawHarvest(writeContextOf(app, request), request.params.id, request.body) }),
  );
};
