// POST portalUser/resetPassword (our design; spec §3 keeps an isResetPassword flag): an admin
// sends the user a link to set a new password; an invited user gets the invitation again.
import { errorEnvelopeSchema, messageResponseSchema, portalUserRefSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '../../platform/audit';
import { authOf } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { sendPasswordMail } from './invitation';
import { checkManage, USER_TAG, visibleUser } from './user-rows';
import { userWriteAccess } from './write-access';

export const postResetPassword: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/resetPassword',
    {
      config: { access: userWriteAccess },
      schema: {
        tags: [USER_TAG],
        summary: 'Şifre belirleme e-postası gönder',
        description: 'Kullanıcıya yeni şifre bağlantısı gider (davet bekleyene davet yeniden gider). Arşivdeki ya da aktif olmayan kullanıcıya gönderilmez (409).',
        body: portalUserRefSchema,
        response: { 200: messageResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const message = await app.db.transaction(async (tx) => {
        const target = await visibleUser(tx, auth, request.body.publicId);
        checkManage(auth, target, 'şifre sıfırlama');
        if (target.user.archived || target.user.status !== 'active') throw new AppError(409, 'CONFLICT', 'Arşivdeki ya da aktif olmayan kullanıcıya şifre e-postası gönderilemez.');
        await sendPasswordMail(tx, request, auth, target.user, target.member);
        await recordAudit(tx, { actorUserId: auth.user.id, action: 'user.reset-password', entity: 'user', entityId: target.user.id });
        return target.user.invitationPending ? `Davet e-postası ${target.user.email} adresine yeniden gönderildi.` : `Şifre sıfırlama e-postası ${target.user.email} adresine gönderildi.`;
      });
      return { data: { message } };
    },
  );
};
