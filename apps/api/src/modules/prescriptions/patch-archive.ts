// PATCH prescription/{id}/archive (spec §7): archive (status 0) or, with `{ archived: false }`,
// bring back. An archived prescription stays valid and counted by the checks; it only leaves the list.
import { errorEnvelopeSchema, prescriptionArchiveSchema, prescriptionListItemSchema, recordParamsSchema } from '@portal/contracts';
import { eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth';
import { recordAudit } from '../../platform/audit';
import { prescriptions } from '../../platform/db';
import { TAG, writeAccess } from './access';
import { listItemOfRow, prescriptionNotFound } from './read';
import { inTransaction, ofMember } from '../../platform/tenancy';

export const patchArchive: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/prescription/:id/archive',
    {
      config: { access: writeAccess },
      schema: {
        tags: [TAG],
        summary: 'Reçeteyi arşivle ya da geri al',
        description: 'Gövde yoksa ya da `{ "archived": true }` ise arşivler; `{ "archived": false }` geri alır.',
        params: recordParamsSchema,
        // No body (null) archives, as the spec's call has none.
        body: prescriptionArchiveSchema.nullish(),
        response: { 200: z.object({ data: prescriptionListItemSchema }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const archived = request.body?.archived ?? true;
      const where = ofMember(prescriptions, auth, eq(prescriptions.id, request.params.id), isNull(prescriptions.deletedAt));
      const updated = await inTransaction(app.db, async (tx) => {
        const [before] = await tx.select({ archived: prescriptions.archived }).from(prescriptions).where(where).for('update');
        if (!before) throw prescriptionNotFound();
        const [row] = await tx.update(prescriptions).set({ archived }).where(where).returning();
        // The same state again changes nothing and records nothing.
        if (before.archived !== archived) {
          await recordAudit(tx, { actorUserId: auth.user.id, action: archived ? 'prescription.archive' : 'prescription.reactivate', entity: 'prescription', entityId: row!.id, before, after: { archived } });
        }
        return row!;
      });
      return { data: await listItemOfRow(app.db, updated) };
    },
  );
};
