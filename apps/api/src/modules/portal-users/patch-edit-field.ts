// PATCH portalUser/editField (spec §7; §4 "edited by field"): name, surname, phone, role,
// authorisation number or note; the e-mail is the user's own to change (Profil).
import { errorEnvelopeSchema, portalUserEditSchema, portalUserSchema } from '@portal/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit';
import { FieldErrors } from '../../platform/errors';
import { announceAuthChange, authOf } from '../../platform/auth';
import { users } from '../../platform/db';
import { checkManage, portalUserById, roleRefusal, USER_TAG, visibleUser } from './user-rows';
import { userWriteAccess } from './write-access';

export const patchEditField: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/editField',
    {
      config: { access: userWriteAccess },
      schema: {
        tags: [USER_TAG],
        summary: 'Kullanıcının alanlarını düzenle',
        description: '`publicId` ve değişecek alanlar: name, surname, phone, type (rol), authorizationNumber, note. E-posta kullanıcının kendi profilinden doğrulanarak değişir.',
        body: portalUserEditSchema,
        response: { 200: z.object({ data: portalUserSchema }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { publicId, type, ...fields } = request.body;
      const changes = { ...fields, ...(type === undefined ? {} : { role: type }) };
      const id = await app.db.transaction(async (tx) => {
        const target = await visibleUser(tx, auth, publicId, true);
        checkManage(auth, target, 'düzenleme');
        const errors = new FieldErrors();
        if (type !== undefined) {
          const refusal = roleRefusal(auth, target.member, type);
          if (refusal) errors.add('type', refusal);
        }
        if (changes.phone) {
          const [clash] = await tx.select({ id: users.id }).from(users).where(and(eq(users.phone, changes.phone), ne(users.id, target.user.id)));
          if (clash) errors.add('phone', 'Bu telefon numarasıyla kayıtlı bir kullanıcı var');
        }
        errors.throwIfAny();
        const now = new Date();
        // A new phone number is not verified yet: the next sign-in asks for its code.
        const phoneChanged = changes.phone !== undefined && changes.phone !== target.user.phone;
        const [after] = await tx
          .update(users)
          .set({ ...changes, ...(phoneChanged ? { phoneVerifiedAt: null } : {}), updatedAt: now })
          .where(eq(users.id, target.user.id))
          .returning();
        if (type !== undefined && type !== target.user.role) await announceAuthChange(tx, { userId: target.user.id });
        await recordAudit(tx, { actorUserId: auth.user.id, action: 'user.edit', entity: 'user', entityId: target.user.id, before: { ...target.user, passwordHash: undefined }, after: { ...after!, passwordHash: undefined } });
        return target.user.id;
      });
      return { data: await portalUserById(app.db, id) };
    },
  );
};
