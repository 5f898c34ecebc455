// PATCH portalUser/me: the signed-in user's name and surname (spec §2 profile).
import { errorEnvelopeSchema, meResponseSchema, updateProfileRequestSchema } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, toSessionUser } from '../../platform/auth';
import { users } from '../../platform/db';
import { auditUser, USERS_TAG } from './profile-support';

export const patchMe: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/me',
    {
      schema: {
        tags: [USERS_TAG],
        summary: 'Ad ve soyadı güncelle',
        description: 'Oturumdaki kullanıcının adı ve soyadı; güncel kullanıcıyı döner. Değişiklik denetim kaydına yazılır.',
        body: updateProfileRequestSchema,
        response: { 200: meResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { user, member } = authOf(request);
      const { name, surname } = request.body;
      if (name === user.name && surname === user.surname) return { data: toSessionUser({ user, member }) };
      const updated = await app.db.transaction(async (tx) => {
        const [row] = await tx.update(users).set({ name, surname, updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
        await auditUser(tx, {
          actorUserId: user.id,
          action: 'profile.update',
          entityId: user.publicId,
          before: { name: user.name, surname: user.surname },
          after: { name, surname },
        });
        return row!;
      });
      return { data: toSessionUser({ user: updated, member }) };
    },
  );
};
