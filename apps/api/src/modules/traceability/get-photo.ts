// GET lot/{id}/stage/{stageId}/photo/{photoId}: the photo's bytes, to the lot's member only.
import { errorEnvelopeSchema, photoParamsSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth';
import type { FileStore } from '../../platform/storage';
import { access, TAG } from './access';
import { memberStage } from './stage-access';
import { photoNotFound, photoOfStage } from './photos';

export const getPhoto = (store: FileStore): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/lot/:id/stage/:stageId/photo/:photoId',
      {
        config: { access },
        schema: {
          tags: [TAG],
          summary: 'Aşama fotoğrafı',
          params: photoParamsSchema,
          response: { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const { id, stageId, photoId } = request.params;
        await memberStage(app.db, authOf(request).member.id, id, stageId);
        const photo = await photoOfStage(app.db, stageId, photoId);
        const bytes = await store.get(photo.storageKey);
        if (!bytes) throw photoNotFound();
        return (
          reply
            .type(photo.contentType)
            // Private to the member: never kept by a shared cache (the API's no-store stays).
            .header('content-disposition', `inline; filename="foto-${photo.id}.${photo.contentType.split('/')[1]}"`)
            .send(bytes as never)
        );
      },
    );
  };
