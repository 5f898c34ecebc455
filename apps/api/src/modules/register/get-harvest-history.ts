// GET register/harvest/{id}/history: every step of the record, newest first, with what it changed.
import { errorEnvelopeSchema, registerHistoryResponseSchema, registerIdParamsSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth';
import { readAccess, TAG } from './access';
import { harvestOfMember } from './harvests';
import { historyOf } from './versions';

export const getHarvestHistory: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/register/harvest/:id/history',
    {
      config: { access: readAccess },
      schema: { tags: [TAG], summary: 'Hasat kaydının geçmişi', params: registerIdParamsSchema, response: { 200: registerHistoryResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema } },
    },
    async (request) => {
      const memberId = authOf(request).member.id;
      const row = await harvestOfMember(app.db, memberId, request.params.id);
      return { data: await historyOf(app.db, memberId, 'harvest', row.id) };
    },
  );
};
