// POST auth/login/verify-phone {token, confirm} (spec §7): confirm=true completes the login
// like a password login; confirm=false only uses the link up ("this was not me").
import { loginResponseSchema, messageResponseSchema, verifyPhoneLoginRequestSchema } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TokenPurpose, users } from '../../platform/db';
import { AuthError } from '../../platform/account/auth-errors';
import { completeLogin, findAccount } from './login-flow';
import { consumeToken } from '../../platform/account/one-time-tokens';
import { AUTH_TAG, errorResponses } from '../../platform/account/route-docs';

export const postVerifyPhoneLogin: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login/verify-phone',
    {
      schema: {
        tags: [AUTH_TAG],
        summary: 'Telefon ile girişi onayla veya reddet',
        description: 'confirm=true: auth/login ile aynı sonuç. confirm=false: bağlantı geçersiz kılınır ve bir ileti döner.',
        body: verifyPhoneLoginRequestSchema,
        response: { 200: z.union([loginResponseSchema, messageResponseSchema]), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const row = await consumeToken(app.db, TokenPurpose.PhoneLogin, request.body.token);
      const account = row?.userId ? await findAccount(app.db, eq(users.id, row.userId)) : undefined;
      if (!row || !account) throw AuthError.tokenInvalid();
      if (!request.body.confirm) return { data: { message: 'Giriş isteği reddedildi; bağlantı artık kullanılamaz.' } };
      return { data: await completeLogin(request, reply, account, { keepSession: row.data['keepSession'] === true }) };
    },
  );
};
