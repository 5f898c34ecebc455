// POST lot/{id}/stage/{stageId}/photo: the image itself is the body, with its
// Content-Type (image/jpeg, image/png or image/webp): the project has no multipart parser and
// a phone sends one photo per request anyway. The type is checked against the file's first
// bytes (415); at most 5 MB (413) and 6 photos per stage (400). Then the image is decoded and
// encoded again (platform/storage reencodeImage): only that copy, without metadata, is stored;
// a file that does not decode or is too many pixels is 400. The upload's rules are
// platform/storage photo-upload's, shared with the register's application photos.
import { errorEnvelopeSchema, MAX_PHOTO_BYTES, stageIdParamsSchema, stagePhotoSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth';
import { acceptPhotoBodies, uploadedPhoto, type FileStore } from '../../platform/storage';
import { access, TAG } from './access';
import { memberStage } from './stage-access';
import { addPhoto } from './photos';

export const postPhoto = (store: FileStore): FastifyPluginAsyncZod =>
  async (app) => {
    // The photo's bytes as they are, in this plugin only; other types stay 415 (platform/storage photo-upload).
    acceptPhotoBodies(app);

    app.post(
      '/lot/:id/stage/:stageId/photo',
      {
        config: { access },
        bodyLimit: MAX_PHOTO_BYTES,
        schema: {
          tags: [TAG],
          summary: 'Aşamaya fotoğraf ekle',
          description:
            'Gövde fotoğrafın kendisidir (Content-Type image/jpeg, image/png ya da image/webp; tür dosyanın ilk baytlarından denetlenir). En çok 5 MB (413) ve aşama başına 6 fotoğraf (400); başka tür 415. Fotoğraf sunucuda yeniden kodlanır: konum dahil üst veriler silinir, uzun kenar en çok 2560 piksele küçültülür; çözülemeyen ya da 50 megapikselden büyük görüntü 400.',
          params: stageIdParamsSchema,
          response: {
            201: z.object({ data: stagePhotoSchema }),
            400: errorEnvelopeSchema,
            401: errorEnvelopeSchema,
            403: errorEnvelopeSchema,
            404: errorEnvelopeSchema,
            409: errorEnvelopeSchema,
            413: errorEnvelopeSchema,
            415: errorEnvelopeSchema,
          },
        },
      },
      async (request, reply) => {
        const auth = authOf(request);
        const { id, stageId } = request.params;
        await memberStage(app.db, auth.member.id, id, stageId, { forWrite: true });
        const image = await uploadedPhoto(request);
        const photo = await addPhoto(app.db, store, { lotId: id, stageId, bytes: image.bytes, contentType: image.contentType, userId: auth.user.id });
        return reply.code(201).send({ data: photo });
      },
    );
  };
