// DELETE member/{id} (spec §2 "Member deletion dialog"): the provider's admin removes a member.
// Its prescriptions, producers and history refer to it and stay: the member is marked deleted,
// leaves every list, and its users are archived and signed out.
import { deletedResponseSchema, errorEnvelopeSchema, MemberDeleteRoles, recordParamsSchema } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '../../platform/audit';
import { endAccountAccess } from '../../platform/account/account-access';
import { announceAuthChange, authOf } from '../../platform/auth';
import { members, users } from '../../platform/db';
import { MEMBER_TAG, memberNotFound, visibleMembers } from './member-rows';
import { AppError } from '../../platform/errors';
import { ofMember } from '../../platform/tenancy';

export const deleteMember: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/member/:id',
    {
      config: { access: { area: 'members', write: { roles: MemberDeleteRoles, message: 'Üye silme yetkiniz yok.' } } },
      schema: {
        tags: [MEMBER_TAG],
        summary: 'Üyeyi sil',
        description: 'Üye listelerden çıkar, kullanıcıları arşivlenir ve oturumları kapanır; yazdığı reçeteler ve kayıtlar saklanır. Kendi üyeliğinizi silemezsiniz.',
        params: recordParamsSchema,
        response: { 200: deletedResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const id = request.params.id;
      if (id === auth.member.id) throw new AppError(409, 'CONFLICT', 'Kendi üyeliğinizi silemezsiniz.');
      await app.db.transaction(async (tx) => {
        const [before] = await tx.select().from(members).where(and(eq(members.id, id), visibleMembers(auth))).for('update');
        if (!before) throw memberNotFound();
        const now = new Date();
        await tx.update(members).set({ deletedAt: now, updatedAt: now }).where(eq(members.id, id));
        const gone = await tx.update(users).set({ archived: true, updatedAt: now }).where(ofMember(users, id)).returning({ id: users.id });
        await endAccountAccess(tx, gone.map((u) => u.id), 'member-deleted', now);
        await recordAudit(tx, { actorUserId: auth.user.id, action: 'member.delete', entity: 'member', entityId: id, before, after: null });
        await announceAuthChange(tx, { memberId: id });
      });
      return { data: { id } };
    },
  );
};
