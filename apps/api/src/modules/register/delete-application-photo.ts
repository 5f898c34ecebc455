// DELETE register/application/{id}/photo/{photoId}: removes the photo (audited).
import { errorEnvelopeSchema, registerPhotoParamsSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth';
import type { FileStore } from '../../platform/storage';
import { TAG, writeAccess } from './access';
import { deleteApplicationPhoto } from './photos';

export const deleteApplicationPhotoRoute = (store: FileStore): FastifyPluginAsyncZod =>
  async (app) => {
    app.delete(
      '/register/application/:id/photo/:photoId',
      {
        config: { access: writeAccess },
        schema: { tags: [TAG], summary: 'Uygulama kaydının fotoğrafını sil', params: registerPhotoParamsSchema, response: { 204: z.null(), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema } },
      },
      async (request, reply) => {
        const auth = authOf(request);
        const { id, photoId } = request.params;
        await deleteApplicationPhoto(app.db, store, { memberId: auth.member.id, applicationId: id, photoId, userId: auth.user.id });
        return reply.code(204).send(null);
      },
    );
  };
