// GET member/{id}: the member's details, subscription, history and the moves the
// caller may make now. Another member (for a member's Admin) answers 404 like a missing one.
import { errorEnvelopeSchema, memberDetailSchema, recordParamsSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth';
import { loadDetail, MEMBER_TAG } from './member-rows';

export const getMember: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/member/:id',
    {
      config: { access: { area: 'demoMembers' } },
      schema: {
        tags: [MEMBER_TAG],
        summary: 'Üye ayrıntısı',
        description: 'Bireysel ya da kurumsal bilgiler, abonelik (paket, kullanıcı/koltuk, tarihler), durum geçmişi ve notlar, son etkinlik; `actions` oturumdaki rolün şimdi yapabileceği geçişlerdir.',
        params: recordParamsSchema,
        response: { 200: z.object({ data: memberDetailSchema }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await loadDetail(app.db, authOf(request), request.params.id) }),
  );
};
