// POST auth/resetPassword (spec §7): the e-mail link's token and the new password.
import { messageResponseSchema, resetPasswordRequestSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TokenPurpose } from '../../platform/db';
import { hashPassword, isCommonPassword } from '../../platform/passwords';
import { AuthError } from '../../platform/account/auth-errors';
import { consumeToken } from '../../platform/account/one-time-tokens';
import { applyNewPassword, RESET_DONE_MESSAGE } from './reset-password';
import { AUTH_TAG, errorResponses } from '../../platform/account/route-docs';

export const postResetPassword: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/resetPassword',
    {
      schema: {
        tags: [AUTH_TAG],
        summary: 'Bağlantı ile yeni şifre',
        description: 'Tek kullanımlık, 30 dakikalık bağlantı belirteci. Tüm oturumlar kapanır; otomatik giriş yapılmaz.',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      // Checked before the token is used, so the user can pick another password with the same link.
      if (isCommonPassword(request.body.password)) throw AuthError.passwordTooCommon();
      const passwordHash = await hashPassword(request.body.password);
      const done = await app.db.transaction(async (tx) => {
        const row = await consumeToken(tx, TokenPurpose.PasswordReset, request.body.token);
        if (!row?.userId) return false;
        await applyNewPassword(tx, request, row.userId, passwordHash, 'email');
        return true;
      });
      if (!done) throw AuthError.tokenInvalid();
      return { data: { message: RESET_DONE_MESSAGE } };
    },
  );
};
