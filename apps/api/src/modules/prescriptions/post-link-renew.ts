// POST prescription/{id}/link/renew (our design): a new link; the old one stops working at once.
import { errorEnvelopeSchema, prescriptionLinkSchema, recordParamsSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth';
import { TAG, writeAccess } from './access';
import { renewLink } from './links';
import { rowOfMember } from './read';

export const postLinkRenew: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/prescription/:id/link/renew',
    {
      config: { access: writeAccess },
      schema: {
        tags: [TAG],
        summary: 'Paylaşım bağlantısını yenile',
        params: recordParamsSchema,
        response: { 200: z.object({ data: prescriptionLinkSchema }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const row = await rowOfMember(app.db, auth.member.id, request.params.id);
      return { data: await renewLink(app, row.id, auth.user.id) };
    },
  );
};
