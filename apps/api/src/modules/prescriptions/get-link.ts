// GET prescription/{id}/link (spec §7): the prescription's public link, made on first ask.
import { errorEnvelopeSchema, prescriptionLinkSchema, recordParamsSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth';
import { TAG, writeAccess } from './access';
import { liveLink } from './links';
import { rowOfMember } from './read';

export const getLink: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/prescription/:id/link',
    {
      // Making a link shares the prescription: the writers' right (spec §6).
      config: { access: writeAccess },
      schema: {
        tags: [TAG],
        summary: 'Reçetenin paylaşım bağlantısı',
        description: 'Canlı bağlantı yoksa oluşturulur (≥128 bit rastgele belirteç). Bağlantı sahibine yeniden gösterilebilir; yenileme eskisini geçersiz kılar.',
        params: recordParamsSchema,
        response: { 200: z.object({ data: prescriptionLinkSchema }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const row = await rowOfMember(app.db, auth.member.id, request.params.id);
      return { data: await liveLink(app, row.id, auth.user.id) };
    },
  );
};
