// POST portalUser/me/password: a new password for the signed-in user, proven by the current
// one (tries limited per account like login). Every other session ends; this one goes on.
import { changePasswordRequestSchema, messageResponseSchema, type AppCode } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, passwordHashOf, revokeUserSessions } from '../../platform/auth';
import { TokenPurpose, users } from '../../platform/db';
import { enqueueMail } from '../../platform/outbox';
import { hashPassword, isCommonPassword, verifyPassword } from '../../platform/passwords';
import { resetRateLimit } from '../../platform/rate-limit';
import { AuthLimits, enforceLimit } from '../../platform/account/limits';
import { burnTokens } from '../../platform/account/one-time-tokens';
import { errorResponses } from '../../platform/account/route-docs';
import { auditUser, istanbulTime, ProfileError, USERS_TAG } from './profile-support';

export const PASSWORD_CHANGED_MESSAGE = 'Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.';

const failureKey = (userId: number) => `password:fail:user:${userId}`;

export const postChangePassword: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/me/password',
    {
      schema: {
        tags: [USERS_TAG],
        summary: 'Şifre değiştir',
        description:
          'Mevcut şifre doğrulanır (hesap başına 15 dakikada 5 deneme; başarılı değişiklik sayacı sıfırlar). Yaygın şifreler reddedilir. Bu oturum dışındaki tüm oturumlar kapanır ve kullanıcıya e-posta gider.',
        body: changePasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { user, session } = authOf(request);
      const { currentPassword, newPassword } = request.body;
      // Says nothing about the current password, so it costs no try.
      if (isCommonPassword(newPassword)) throw ProfileError.newPasswordTooCommon();
      await enforceLimit(request, reply, failureKey(user.id), AuthLimits.loginFailuresPerAccount);
      if (!(await verifyPassword(await passwordHashOf(app.db, user.id), currentPassword))) throw ProfileError.currentPasswordInvalid();
      await resetRateLimit(app.db, `auth:${failureKey(user.id)}`);
      const passwordHash = await hashPassword(newPassword);

      const now = new Date();
      await app.db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
        const ended = await revokeUserSessions(tx, user.id, 'password-change', now, session.id);
        await burnTokens(tx, user.id, [TokenPurpose.PasswordReset, TokenPurpose.PasswordResetSms, TokenPurpose.PhoneLogin], now);
        await enqueueMail(tx, { to: user.email, template: 'password-changed', app: user.app as AppCode, data: { name: user.name, time: istanbulTime(now) } });
        await auditUser(tx, { actorUserId: user.id, action: 'profile.password.change', entityId: user.publicId, after: { otherSessionsEnded: ended } });
      });
      request.log.info({ userId: user.id }, 'password changed');
      return { data: { message: PASSWORD_CHANGED_MESSAGE } };
    },
  );
};
