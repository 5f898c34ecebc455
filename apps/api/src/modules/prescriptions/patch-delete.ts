// PATCH prescription/{id}/delete (spec §7): the prescription leaves every list and page; its
// number stays used (numbers are gap-free) and the row is kept for the record.
import { deletedResponseSchema, errorEnvelopeSchema, recordParamsSchema } from '@portal/contracts';
import { eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth';
import { recordAudit } from '../../platform/audit';
import { prescriptions } from '../../platform/db';
import { TAG, writeAccess } from './access';
import { prescriptionLinksOf } from './links';
import { prescriptionNotFound } from './read';
import { inTransaction, ofMember } from '../../platform/tenancy';

export const patchDelete: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/prescription/:id/delete',
    {
      config: { access: writeAccess },
      schema: {
        tags: [TAG],
        summary: 'Reçeteyi sil',
        description: 'Reçete listelerden ve sayfalardan kalkar, paylaşım bağlantısı iptal edilir; numarası kullanılmış kalır.',
        params: recordParamsSchema,
        response: { 200: deletedResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const memberId = auth.member.id;
      const id = request.params.id;
      await inTransaction(app.db, async (tx) => {
        const deleted = await tx
          .update(prescriptions)
          .set({ deletedAt: sql`now()` })
          .where(ofMember(prescriptions, memberId, eq(prescriptions.id, id), isNull(prescriptions.deletedAt)))
          .returning({ id: prescriptions.id, deletedAt: prescriptions.deletedAt });
        if (!deleted.length) throw prescriptionNotFound();
        await recordAudit(tx, { actorUserId: auth.user.id, action: 'prescription.delete', entity: 'prescription', entityId: id, before: { deletedAt: null }, after: { deletedAt: deleted[0]!.deletedAt } });
        await prescriptionLinksOf.endWithRecord(tx, id);
      });
      return { data: { id } };
    },
  );
};
