// PATCH member/{id}: staff correct a member's details (name, tax office, VKN,
// address, contact person, e-mail, phone); the change is kept in the history and audited.
import { errorEnvelopeSchema, memberDetailSchema, memberDetailsBodySchema, recordParamsSchema, Role } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit';
import { authOf } from '../../platform/auth';
import { memberStateHistory, members } from '../../platform/db';
import { loadDetail, MEMBER_TAG, memberNotFound, visibleMembers } from './member-rows';

const labels: Record<string, string> = {
  name: 'ad',
  taxOffice: 'vergi dairesi',
  taxNumber: 'vergi numarası',
  address: 'adres',
  contactPerson: 'yetkili kişi',
  contactEmail: 'e-posta',
  contactPhone: 'telefon',
};

export const patchMember: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/member/:id',
    {
      config: { access: { area: 'members', write: { roles: [Role.BestnetAdmin, Role.BestnetOperator], message: 'Üye bilgilerini değiştirme yetkiniz yok.' } } },
      schema: {
        tags: [MEMBER_TAG],
        summary: 'Üye bilgilerini düzelt',
        description: 'Gönderilen alanlar değişir; değişen alanlar geçmişe not olarak yazılır.',
        params: recordParamsSchema,
        body: memberDetailsBodySchema,
        response: { 200: z.object({ data: memberDetailSchema }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const id = request.params.id;
      const data = await app.db.transaction(async (tx) => {
        const [before] = await tx.select().from(members).where(and(eq(members.id, id), visibleMembers(auth))).for('update');
        if (!before) throw memberNotFound();
        const changed = Object.entries(request.body).filter(([k, v]) => before[k as keyof typeof before] !== v);
        if (changed.length) {
          const now = new Date();
          const [after] = await tx.update(members).set({ ...request.body, updatedAt: now }).where(eq(members.id, id)).returning();
          const note = `Değişen bilgiler: ${changed.map(([k]) => labels[k] ?? k).join(', ')}`;
          await tx.insert(memberStateHistory).values({ memberId: id, fromState: before.state, toState: before.state, stage: before.stage, action: 'edit', note, actorUserId: auth.user.id, occurredAt: now });
          await recordAudit(tx, { actorUserId: auth.user.id, action: 'member.edit', entity: 'member', entityId: id, before, after });
        }
        return loadDetail(tx, auth, id);
      });
      return { data };
    },
  );
};
