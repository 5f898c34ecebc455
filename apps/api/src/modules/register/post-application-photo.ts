// POST register/application/{id}/photo: a photo of the application, under the rules of a TRC
// stage's photos (platform/storage photo-upload): JPEG, PNG or WebP, at most 5 MB, re-encoded.
import { errorEnvelopeSchema, MAX_PHOTO_BYTES, MAX_PHOTOS_PER_APPLICATION, registerIdParamsSchema, registerPhotoResponseSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth';
import { acceptPhotoBodies, PHOTO_UPLOAD_DESCRIPTION, uploadedPhoto, type FileStore } from '../../platform/storage';
import { TAG, writeAccess } from './access';
import { applicationOfMember } from './applications';
import { addApplicationPhoto } from './photos';

export const postApplicationPhoto = (store: FileStore): FastifyPluginAsyncZod =>
  async (app) => {
    acceptPhotoBodies(app);
    app.post(
      '/register/application/:id/photo',
      {
        config: { access: writeAccess },
        bodyLimit: MAX_PHOTO_BYTES,
        schema: {
          tags: [TAG],
          summary: 'Uygulama kaydına fotoğraf ekle',
          description: `${PHOTO_UPLOAD_DESCRIPTION} Kayıt başına en çok ${MAX_PHOTOS_PER_APPLICATION} fotoğraf (400); geri çekilmiş kayda 409.`,
          params: registerIdParamsSchema,
          response: { 201: registerPhotoResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const auth = authOf(request);
        const applicationId = request.params.id;
        // The record first: another member's answers 404 whatever the body.
        await applicationOfMember(app.db, auth.member.id, applicationId);
        const image = await uploadedPhoto(request);
        const photo = await addApplicationPhoto(app.db, store, { memberId: auth.member.id, applicationId, bytes: image.bytes, contentType: image.contentType, userId: auth.user.id });
        return reply.code(201).send({ data: photo });
      },
    );
  };
