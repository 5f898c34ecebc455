// DELETE lot/{id}/stage/{stageId}/photo/{photoId}: removes the photo (audited).
import { errorEnvelopeSchema, photoParamsSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth';
import type { FileStore } from '../../platform/storage';
import { access, TAG } from './access';
import { memberStage } from './stage-access';
import { deletePhoto } from './photos';

export const deletePhotoRoute = (store: FileStore): FastifyPluginAsyncZod =>
  async (app) => {
    app.delete(
      '/lot/:id/stage/:stageId/photo/:photoId',
      {
        config: { access },
        schema: {
          tags: [TAG],
          summary: 'Aşama fotoğrafını sil',
          params: photoParamsSchema,
          response: { 204: z.null(), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const auth = authOf(request);
        const { id, stageId, photoId } = request.params;
        await memberStage(app.db, auth.member.id, id, stageId, { forWrite: true });
        await deletePhoto(app.db, store, { lotId: id, stageId, photoId, userId: auth.user.id });
        return reply.code(204).send(null);
      },
    );
  };
