// POST auth/resetPassword (spec §7): the e-mail link's token and the new password; an
// invitation's first password also signs the user in.
import { resetPasswordRequestSchema, resetPasswordResponseSchema } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TokenPurpose, users } from '../../platform/db';
import { hashPassword, isCommonPassword } from '../../platform/passwords';
import { AuthError } from '../../platform/account/auth-errors';
import { consumeToken } from '../../platform/account/one-time-tokens';
import { completeLogin, findAccount } from './login-flow';
import { applyNewPassword, INVITATION_DONE_MESSAGE, RESET_DONE_MESSAGE } from './reset-password';
import { AUTH_TAG, errorResponses } from '../../platform/account/route-docs';

export const postResetPassword: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/resetPassword',
    {
      schema: {
        tags: [AUTH_TAG],
        summary: 'Bağlantı ile yeni şifre',
        description: 'Tek kullanımlık bağlantı belirteci (sıfırlama 30 dakika, davet 7 gün). Tüm oturumlar kapanır; sıfırlamada otomatik giriş yapılmaz. Davet bağlantısında (ilk şifre) e-posta ve telefon doğrulanmış sayılır ve `login` ile auth/login yanıtı döner.',
        body: resetPasswordRequestSchema,
        response: { 200: resetPasswordResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      // Checked before the token is used, so the user can pick another password with the same link.
      if (isCommonPassword(request.body.password)) throw AuthError.passwordTooCommon();
      const passwordHash = await hashPassword(request.body.password);
      const done = await app.db.transaction(async (tx) => {
        const row = await consumeToken(tx, TokenPurpose.PasswordReset, request.body.token);
        if (!row?.userId) return null;
        return { userId: row.userId, ...(await applyNewPassword(tx, request, row.userId, passwordHash, 'email')) };
      });
      if (!done) throw AuthError.tokenInvalid();
      if (!done.invitation) return { data: { message: RESET_DONE_MESSAGE } };
      // The invited user has just proven the mailbox and chosen the password: signed in at once,
      // through the login's own tail (an expired membership still gets its modal).
      const account = await findAccount(app.db, eq(users.id, done.userId));
      if (!account) throw AuthError.tokenInvalid();
      return { data: { message: INVITATION_DONE_MESSAGE, login: await completeLogin(request, reply, account, { keepSession: false }) } };
    },
  );
};
