// PATCH portalUser (spec §7: the status toggle; body includes publicId): active, passive or
// banned; without `status` it toggles active ↔ passive. A user who is no longer active is
// signed out at once and their open links and codes die.
import { errorEnvelopeSchema, portalUserSchema, portalUserStatusSchema, UserStatusLabel } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit';
import { endAccountAccess } from '../../platform/account/account-access';
import { announceAuthChange, authOf } from '../../platform/auth';
import { users } from '../../platform/db';
import { checkManage, portalUserById, USER_TAG, visibleUser } from './user-rows';
import { userWriteAccess } from './write-access';

export const patchStatus: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '',
    {
      config: { access: userWriteAccess },
      schema: {
        tags: [USER_TAG],
        summary: 'Kullanıcının durumu',
        description: '`{ publicId, status }` (active, passive, banned); status yoksa aktif ile pasif arasında geçiş yapar. Aktif olmayan kullanıcının oturumları kapanır.',
        body: portalUserStatusSchema,
        response: { 200: z.object({ data: portalUserSchema }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const id = await app.db.transaction(async (tx) => {
        const target = await visibleUser(tx, auth, request.body.publicId, true);
        checkManage(auth, target, 'durum değişikliği');
        const before = target.user;
        const status = request.body.status ?? (before.status === 'active' ? 'passive' : 'active');
        if (status === before.status) return before.id;
        const now = new Date();
        await tx.update(users).set({ status, updatedAt: now }).where(eq(users.id, before.id));
        if (status !== 'active') await endAccountAccess(tx, [before.id], `status-${status}`, now);
        await announceAuthChange(tx, { userId: before.id });
        await recordAudit(tx, { actorUserId: auth.user.id, action: `user.status`, entity: 'user', entityId: before.id, before: { status: before.status }, after: { status, label: UserStatusLabel[status] } });
        return before.id;
      });
      return { data: await portalUserById(app.db, id) };
    },
  );
};
