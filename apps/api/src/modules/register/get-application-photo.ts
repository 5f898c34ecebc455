// GET register/application/{id}/photo/{photoId}: the photo's bytes, to the record's member only.
import { errorEnvelopeSchema, registerPhotoParamsSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth';
import { photoDisposition, storedPhotoBytes, type FileStore } from '../../platform/storage';
import { readAccess, TAG } from './access';
import { photoNotFound, photoOfApplication } from './photos';

export const getApplicationPhoto = (store: FileStore): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/register/application/:id/photo/:photoId',
      {
        config: { access: readAccess },
        schema: { tags: [TAG], summary: 'Uygulama kaydının fotoğrafı', params: registerPhotoParamsSchema, response: { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema } },
      },
      async (request, reply) => {
        const { id, photoId } = request.params;
        const photo = await photoOfApplication(app.db, authOf(request).member.id, id, photoId);
        const bytes = await storedPhotoBytes(store, photo, photoNotFound);
        // Private to the member: never kept by a shared cache (the API's no-store stays).
        return reply.type(photo.contentType).header('content-disposition', photoDisposition(photo)).send(bytes as never);
      },
    );
  };
