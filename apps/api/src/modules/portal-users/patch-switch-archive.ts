// PATCH portalUser/switchArchive (spec §7; §4: an archived user leaves the list): archive or
// bring back. An archived user frees its seat and is signed out; bringing one back needs a seat.
import { errorEnvelopeSchema, portalUserRefSchema, portalUserSchema } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit';
import { endAccountAccess } from '../../platform/account/account-access';
import { announceAuthChange, authOf } from '../../platform/auth';
import { users } from '../../platform/db';
import { lockMember, takeSeat } from './seats';
import { checkManage, portalUserById, USER_TAG, visibleUser } from './user-rows';
import { userWriteAccess } from './write-access';

export const patchSwitchArchive: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/switchArchive',
    {
      config: { access: userWriteAccess },
      schema: {
        tags: [USER_TAG],
        summary: 'Kullanıcıyı arşivle ya da arşivden çıkar',
        description: 'Arşivlenen kullanıcı listeden çıkar, kullanıcı hakkını boşaltır ve oturumları kapanır. Arşivden çıkarmak için üyede boş kullanıcı hakkı olmalıdır (409 SEATS_FULL).',
        body: portalUserRefSchema,
        response: { 200: z.object({ data: portalUserSchema }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const id = await app.db.transaction(async (tx) => {
        const target = await visibleUser(tx, auth, request.body.publicId);
        checkManage(auth, target, 'arşivleme');
        const member = await lockMember(tx, target.member.id);
        const archived = !target.user.archived;
        if (!archived) await takeSeat(tx, member);
        const now = new Date();
        await tx.update(users).set({ archived, updatedAt: now }).where(eq(users.id, target.user.id));
        if (archived) await endAccountAccess(tx, [target.user.id], 'archived', now);
        await announceAuthChange(tx, { userId: target.user.id });
        await recordAudit(tx, { actorUserId: auth.user.id, action: archived ? 'user.archive' : 'user.unarchive', entity: 'user', entityId: target.user.id, before: { archived: !archived }, after: { archived } });
        return target.user.id;
      });
      return { data: await portalUserById(app.db, id) };
    },
  );
};
