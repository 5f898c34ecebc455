// GET lot/{id}/link: the live consumer link, shown again; `data: null` when none is live (a lot
// without a link is an ordinary state the lot page shows, not a failed request).
import { errorEnvelopeSchema, lotIdParamsSchema, lotLinkSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth';
import { access, TAG } from './access';
import { lotRowOfMember } from './lot-read';
import { lotLinkOf, lotLinks } from './links';

export const getLink: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lot/:id/link',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Tüketici bağlantısı',
        description: 'Canlı bağlantı; yoksa `data: null` (POST lot/{id}/link ile oluşturulur).',
        params: lotIdParamsSchema,
        response: { 200: z.object({ data: lotLinkSchema.nullable() }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const lot = await lotRowOfMember(app.db, authOf(request).member.id, request.params.id);
      const shown = await lotLinks.shown(app.config, app.db, lot.id);
      return { data: shown ? lotLinkOf(app, shown) : null };
    },
  );
};
