// GET lot/{id}/link: the live consumer link, shown again (404 LINK_NOT_FOUND when none is live).
import { errorEnvelopeSchema, lotIdParamsSchema, lotLinkSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { access, TAG } from './access';
import { lotRowOfMember } from './lot-read';
import { lotLinkOf, lotLinks } from './links';

export const LOT_LINK_NOT_FOUND = 'LOT_LINK_NOT_FOUND';

export const getLink: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lot/:id/link',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Tüketici bağlantısı',
        description: 'Canlı bağlantı; yoksa 404 LOT_LINK_NOT_FOUND (POST lot/{id}/link ile oluşturulur).',
        params: lotIdParamsSchema,
        response: { 200: z.object({ data: lotLinkSchema }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const lot = await lotRowOfMember(app.db, authOf(request).member.id, request.params.id);
      const shown = await lotLinks.shown(app.config, app.db, lot.id);
      if (!shown) throw new AppError(404, LOT_LINK_NOT_FOUND, 'Bu partinin tüketici bağlantısı yok.');
      return { data: lotLinkOf(app, shown) };
    },
  );
};
