// POST auth/resetPasswordSms (spec §7): the ticket, its SMS code and the new password.
import { messageResponseSchema, resetPasswordSmsRequestSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TokenPurpose } from '../../platform/db';
import { hashPassword, isCommonPassword } from '../../platform/passwords';
import { AuthError } from '../../platform/account/auth-errors';
import { AuthLimits, enforceLimit } from '../../platform/account/limits';
import { consumeCode } from '../../platform/account/one-time-tokens';
import { applyNewPassword, RESET_DONE_MESSAGE } from './reset-password';
import { AUTH_TAG, errorResponses } from '../../platform/account/route-docs';

export const postResetPasswordSms: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/resetPasswordSms',
    {
      schema: {
        tags: [AUTH_TAG],
        summary: 'SMS kodu ile yeni şifre',
        description: 'auth/forgotPassword (method=phone) biletinin 6 haneli kodu (10 dakika, 5 deneme). Tüm oturumlar kapanır; otomatik giriş yapılmaz.',
        body: resetPasswordSmsRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      if (isCommonPassword(request.body.password)) throw AuthError.passwordTooCommon();
      await enforceLimit(request, reply, `otp:ip:${request.ip}`, AuthLimits.tokenChecksPerIp);
      const passwordHash = await hashPassword(request.body.password);
      const check = await consumeCode(app.db, TokenPurpose.PasswordResetSms, request.body.ticket, request.body.code);
      if (!check.ok) throw check.reason === 'code' ? AuthError.codeInvalid() : AuthError.tokenInvalid();
      await app.db.transaction((tx) => applyNewPassword(tx, request, check.row.userId!, passwordHash, 'sms'));
      return { data: { message: RESET_DONE_MESSAGE } };
    },
  );
};
