// GET lot/{id}/stages: the lot's stages in the order they happened, with the producer's register
// records on the lot's area in its season among them, read-only (source 'rct'; register-link).
import { errorEnvelopeSchema, lotIdParamsSchema, stageListSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth';
import { access, TAG } from './access';
import { lotRowOfMember } from './lot-read';
import { mergeStages, registerStagesOf } from './register-link';
import { stageRowsOf, stagesWithPhotos } from './stage-read';

export const getStages: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lot/:id/stages',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Partinin aşamaları',
        description: 'Partinin aşamaları ve partinin alanında, sezonu içinde üreticinin kayıt defterine yazılmış uygulama ve hasatlar (source: rct, registerRecordId; salt okunur, buradan silinmez).',
        params: lotIdParamsSchema, response: { 200: stageListSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema } },
    },
    async (request) => {
      const lot = await lotRowOfMember(app.db, authOf(request).member.id, request.params.id);
      const rows = await stageRowsOf(app.db, lot.id);
      const [own, register] = await Promise.all([stagesWithPhotos(app.db, rows), registerStagesOf(app.db, lot, rows)]);
      return { data: mergeStages(own, register) };
    },
  );
};
