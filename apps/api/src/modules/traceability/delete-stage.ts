// DELETE lot/{id}/stage/{stageId}: by the user who recorded it or the member's Admin.
import { errorEnvelopeSchema, Role, stageIdParamsSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth';
import { fileStoreFor } from '../../platform/storage';
import { access, TAG } from './access';
import { lotRowOfMember } from './lot-read';
import { deleteStage } from './stage-write';

export const deleteStageRoute: FastifyPluginAsyncZod = async (app) => {
  const store = fileStoreFor(app.config);
  app.delete(
    '/lot/:id/stage/:stageId',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Aşamayı sil',
        params: stageIdParamsSchema,
        response: { 200: z.object({ data: z.object({ id: z.number().int() }) }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const lot = await lotRowOfMember(app.db, auth.member.id, request.params.id);
      const photoKeys = await deleteStage(app.db, lot, auth, request.params.stageId, auth.user.role === Role.Admin);
      // The rows went with the stage (cascade); their files go once that is committed.
      await Promise.all(photoKeys.map((key) => store.remove(key)));
      return { data: { id: request.params.stageId } };
    },
  );
};
