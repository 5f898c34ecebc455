// GET auth/check-phone-token?token= (spec §7): whether the SMS login link is still good, for
// the confirm screen. It does not use the token up.
import { checkPhoneTokenQuerySchema, checkPhoneTokenResponseSchema } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TokenPurpose, users } from '../../platform/db';
import { AuthError } from '../../platform/account/auth-errors';
import { findAccount } from './login-flow';
import { peekToken } from '../../platform/account/one-time-tokens';
import { AUTH_TAG, errorResponses } from '../../platform/account/route-docs';

export const getCheckPhoneToken: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/check-phone-token',
    {
      schema: {
        tags: [AUTH_TAG],
        summary: 'Telefon giriş bağlantısını denetle',
        description: 'Geçerliyse giriş adı ve bitiş zamanı; geçersiz, kullanılmış veya süresi dolmuşsa 400 TOKEN_INVALID.',
        querystring: checkPhoneTokenQuerySchema,
        response: { 200: checkPhoneTokenResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const row = await peekToken(app.db, TokenPurpose.PhoneLogin, request.query.token);
      const account = row?.userId ? await findAccount(app.db, eq(users.id, row.userId)) : undefined;
      if (!row || !account) throw AuthError.tokenInvalid();
      return { data: { valid: true as const, loginName: account.user.email, expiresAt: row.expiresAt.toISOString() } };
    },
  );
};
