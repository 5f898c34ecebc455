// GET register/harvest/{id}: the record with its flags.
import { errorEnvelopeSchema, registerHarvestResponseSchema, registerIdParamsSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth';
import { readAccess, TAG } from './access';
import { harvestAnswer, harvestOfMember } from './harvests';

export const getHarvest: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/register/harvest/:id',
    {
      config: { access: readAccess },
      schema: { tags: [TAG], summary: 'Hasat kaydı', params: registerIdParamsSchema, response: { 200: registerHarvestResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema } },
    },
    async (request) => {
      const memberId = authOf(request).member.id;
      return { data: await harvestAnswer(app.db, memberId, await harvestOfMember(app.db, memberId, request.params.id)) };
    },
  );
};
