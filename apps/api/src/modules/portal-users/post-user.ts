// POST portalUser (spec §7): a user added to a member, invited by e-mail to set a password.
// Seats are checked under the member's lock; e-mail and phone are unique.
import { errorEnvelopeSchema, portalUserCreateSchema, portalUserSchema, type AppCode } from '@portal/contracts';
import { and, eq, or } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit';
import { FieldErrors } from '../../platform/errors';
import { authOf } from '../../platform/auth';
import { isUniqueViolation, members, users } from '../../platform/db';
import { hashPassword } from '../../platform/passwords';
import { sendPasswordMail } from './invitation';
import { lockMember, takeSeat } from './seats';
import { memberNotFound, portalUserById, roleRefusal, USER_TAG, visibleMembersOf } from './user-rows';
import { userWriteAccess } from './write-access';

const takenMessage = { email: 'Bu e-posta adresiyle kayıtlı bir kullanıcı var', phone: 'Bu telefon numarasıyla kayıtlı bir kullanıcı var' };

export const postUser: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '',
    {
      config: { access: userWriteAccess },
      schema: {
        tags: [USER_TAG],
        summary: 'Kullanıcı ekle',
        description:
          'publicMemberId verilmezse oturumdaki kullanıcının üyesine eklenir. Üyenin kullanıcı hakkı doluysa 409 SEATS_FULL. Kullanıcıya 7 gün geçerli bir davet e-postası gider; şifresini bu bağlantıyla belirler. Sağlayıcı rollerini (10–14) yalnızca Bestnet Yönetici, yalnızca sağlayıcının kendi kullanıcılarına verir.',
        body: portalUserCreateSchema,
        response: { 200: z.object({ data: portalUserSchema }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const body = request.body;
      // An invited user cannot sign in until the link sets a password: this one is never told.
      const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
      const id = await app.db
        .transaction(async (tx) => {
          const [target] = await tx
            .select({ id: members.id })
            .from(members)
            .where(and(body.publicMemberId ? eq(members.publicId, body.publicMemberId) : eq(members.id, auth.member.id), visibleMembersOf(auth)));
          if (!target) throw memberNotFound();
          const member = await lockMember(tx, target.id);
          const errors = new FieldErrors();
          const refusal = roleRefusal(auth, member, body.type);
          if (refusal) errors.add('type', refusal);
          const clash = await tx
            .select({ email: users.email, phone: users.phone })
            .from(users)
            .where(body.phone ? or(eq(users.email, body.email), eq(users.phone, body.phone)) : eq(users.email, body.email));
          if (clash.some((u) => u.email === body.email)) errors.add('email', takenMessage.email);
          if (body.phone && clash.some((u) => u.phone === body.phone)) errors.add('phone', takenMessage.phone);
          errors.throwIfAny();
          await takeSeat(tx, member);
          const [user] = await tx
            .insert(users)
            .values({
              memberId: member.id,
              name: body.name,
              surname: body.surname,
              email: body.email,
              phone: body.phone,
              passwordHash,
              role: body.type,
              app: member.app as AppCode,
              authorizationNumber: body.authorizationNumber,
              note: body.note,
              invitationPending: true,
            })
            .returning();
          await sendPasswordMail(tx, request, auth, user!, member);
          await recordAudit(tx, { actorUserId: auth.user.id, action: 'user.create', entity: 'user', entityId: user!.id, after: { ...user!, passwordHash: undefined } });
          return user!.id;
        })
        .catch((error: unknown) => {
          // The same address added a moment ago by a parallel request.
          if (!isUniqueViolation(error)) throw error;
          const errors = new FieldErrors();
          errors.add('email', takenMessage.email);
          errors.throwIfAny();
          throw error;
        });
      return { data: await portalUserById(app.db, id) };
    },
  );
};
