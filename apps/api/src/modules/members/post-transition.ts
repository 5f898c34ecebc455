// POST member/{id}/transition: approve, extend, convert, renew, cancel,
// reactivate or note; the body is the move's own (contracts memberTransitionBodySchema).
import { errorEnvelopeSchema, memberDetailSchema, memberTransitionBodySchema, recordParamsSchema, Role } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth';
import { MEMBER_TAG } from './member-rows';
import { applyTransition } from './transition';

export const postTransition: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/member/:id/transition',
    {
      config: {
        access: {
          area: 'demoMembers',
          write: { roles: [Role.BestnetAdmin, Role.BestnetOperator, Role.BestnetSales], message: 'Üyelik işlemleri için yetkiniz yok.' },
        },
      },
      schema: {
        tags: [MEMBER_TAG],
        summary: 'Üyelik geçişi',
        description:
          'Geçiş tablosu (docs/decisions.md, contracts members.ts): approve (demo talebi → Demoda; demoEndsAt, seats), extend (Demoda → Ek demo süresinde → Süresi uzatıldı; demoEndsAt), convert (demo ya da iptal → Aktif; plan, seats, startsAt, endsAt, app), renew (Aktif aboneliği günceller), cancel (→ İptal; reason), reactivate (İptal → Demoda; demoEndsAt), note (durum değişmez). Tabloda olmayan geçiş 409 TRANSITION_NOT_ALLOWED, rolün yapamadığı 403. Her geçiş geçmişe kim, ne zaman ve notla yazılır.',
        params: recordParamsSchema,
        body: memberTransitionBodySchema,
        response: { 200: z.object({ data: memberDetailSchema }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await applyTransition(app.db, authOf(request), request.params.id, request.body) }),
  );
};
