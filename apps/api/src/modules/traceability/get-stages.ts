// GET lot/{id}/stages: the lot's stages in the order they happened.
import { errorEnvelopeSchema, lotIdParamsSchema, stageListSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth';
import { access, TAG } from './access';
import { lotRowOfMember } from './lot-read';
import { stageRowsOf, stagesWithPhotos } from './stage-read';

export const getStages: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lot/:id/stages',
    {
      config: { access },
      schema: { tags: [TAG], summary: 'Partinin aşamaları', params: lotIdParamsSchema, response: { 200: stageListSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema } },
    },
    async (request) => {
      const lot = await lotRowOfMember(app.db, authOf(request).member.id, request.params.id);
      return { data: await stagesWithPhotos(app.db, await stageRowsOf(app.db, lot.id)) };
    },
  );
};
