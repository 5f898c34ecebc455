// PATCH prescription/{id}/delete (spec §7): the prescription is marked deleted, never erased
// (an inspector may still hold its printout): it leaves every list and search, its number stays
// used (numbers are gap-free), its audit stays, and its public link keeps answering that it was
// withdrawn, by whom. Its detail stays readable so a correction always reaches its original.
import { deletedResponseSchema, errorEnvelopeSchema, recordParamsSchema, RoleLabel, type Role } from '@portal/contracts';
import { eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth';
import { recordAudit } from '../../platform/audit';
import { prescriptions } from '../../platform/db';
import { TAG, writeAccess } from './access';
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
        description: 'Reçete silinmiş olarak işaretlenir, kaydı ve denetim izi kalır: listelerden ve aramalardan kalkar, düzenlenemez ve gönderilemez; paylaşım bağlantısı reçetenin kimin tarafından geri çekildiğini söyler; numarası kullanılmış kalır.',
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
          .set({ deletedAt: sql`now()`, deletedBy: auth.user.id, deletedByName: `${auth.user.name} ${auth.user.surname}`, deletedByRole: RoleLabel[auth.user.role as Role] ?? null })
          .where(ofMember(prescriptions, memberId, eq(prescriptions.id, id), isNull(prescriptions.deletedAt)))
          .returning({ id: prescriptions.id, deletedAt: prescriptions.deletedAt });
        if (!deleted.length) throw prescriptionNotFound();
        await recordAudit(tx, { actorUserId: auth.user.id, action: 'prescription.delete', entity: 'prescription', entityId: id, before: { deletedAt: null }, after: { deletedAt: deleted[0]!.deletedAt } });
      });
      return { data: { id } };
    },
  );
};
