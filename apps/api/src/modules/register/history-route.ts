// GET register/{kind}/{id}/history for either kind of record: every step of it, newest first,
// with what it changed. `ofMember` answers 404 for another member's record like a missing one.
import { errorEnvelopeSchema, registerHistoryResponseSchema, registerIdParamsSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth';
import type { Orm } from '../../platform/db';
import { readAccess, TAG } from './access';
import { historyOf } from './versions';

export function historyRoute(kind: 'application' | 'harvest', summary: string, ofMember: (db: Orm, memberId: number, id: number) => Promise<{ id: number }>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `/register/${kind}/:id/history`,
      {
        config: { access: readAccess },
        schema: { tags: [TAG], summary, params: registerIdParamsSchema, response: { 200: registerHistoryResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema } },
      },
      async (request) => {
        const memberId = authOf(request).member.id;
        const row = await ofMember(app.db, memberId, request.params.id);
        return { data: await historyOf(app.db, memberId, kind, row.id) };
      },
    );
  };
}
