// POST lot/{id}/link: makes the lot's consumer link, or renews it (the old one
// stops working at once: printed labels carry it, so the screen asks before renewing).
import { errorEnvelopeSchema, lotIdParamsSchema, lotLinkSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth';
import { access, TAG } from './access';
import { lotRowOfMember } from './lot-read';
import { lotLinkOf, lotLinks } from './links';

export const postLink: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/lot/:id/link',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Tüketici bağlantısını oluştur ya da yenile',
        description: 'trc alanında /lot/{belirteç}; GTIN varsa GS1 Digital Link biçimi /01/{GTIN}/10/{parti}?t={belirteç}. Yenileme eski bağlantıyı geçersiz kılar.',
        params: lotIdParamsSchema,
        response: { 200: z.object({ data: lotLinkSchema }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const lot = await lotRowOfMember(app.db, auth.member.id, request.params.id);
      return { data: lotLinkOf(app, await lotLinks.renew(app.config, app.db, lot.id, auth.user.id)) };
    },
  );
};
