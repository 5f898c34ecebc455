// POST lot/{id}/stage/check: what saving the stage would say, without saving (the controller's
// screen shows a harvest inside a PHI in red before it is saved).
import { errorEnvelopeSchema, lotIdParamsSchema, stageCheckResultSchema, stageInputSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth';
import { access, TAG } from './access';
import { lotRowOfMember } from './lot-read';
import { stageRowsOf } from './stage-read';
import { judgeStage } from './stage-rules';

export const postStageCheck: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/lot/:id/stage/check',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Aşamayı kaydetmeden denetle',
        params: lotIdParamsSchema,
        body: stageInputSchema,
        response: { 200: z.object({ data: stageCheckResultSchema }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const lot = await lotRowOfMember(app.db, authOf(request).member.id, request.params.id);
      const judged = await judgeStage(app.db, lot, await stageRowsOf(app.db, lot.id), request.body);
      return { data: { ok: judged.errors.length === 0, errors: judged.errors, locationCheck: judged.locationCheck, phi: judged.phi, phiFlagged: judged.insidePhi } };
    },
  );
};
