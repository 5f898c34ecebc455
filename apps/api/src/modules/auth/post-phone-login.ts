// POST auth/login/phone (spec §7): an SMS with a one-time login link (10 min) when the number
// belongs to an active user with verified e-mail and phone. The answer never tells which.
import { messageResponseSchema, phoneLoginRequestSchema } from '@portal/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TokenPurpose, users } from '../../platform/db';
import { enqueueSms } from '../../platform/outbox';
import { publicUrl } from '../../platform/public-url';
import { AuthLimits, enforceLimit, withinLimit } from '../../platform/account/limits';
import { findAccount, homeHostOf } from './login-flow';
import { issueToken, TokenTtl } from '../../platform/account/one-time-tokens';
import { AUTH_TAG, errorResponses } from '../../platform/account/route-docs';

export const PHONE_LOGIN_MESSAGE = 'Bu numara kayıtlıysa giriş bağlantısı SMS ile gönderildi. Bağlantı 10 dakika geçerlidir.';

export const postPhoneLogin: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login/phone',
    {
      schema: {
        tags: [AUTH_TAG],
        summary: 'Telefon ile giriş bağlantısı iste',
        body: phoneLoginRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { phone, keepSession } = request.body;
      await enforceLimit(request, reply, `recovery:ip:${request.ip}`, AuthLimits.recoveryPerIp);
      const account = await findAccount(
        app.db,
        and(eq(users.phone, phone), eq(users.status, 'active'), isNotNull(users.phoneVerifiedAt), isNotNull(users.emailVerifiedAt))!,
      );
      if (account && (await withinLimit(request, `phone-login:user:${account.user.id}`, AuthLimits.recoveryPerAccount))) {
        await app.db.transaction(async (tx) => {
          const token = await issueToken(tx, { purpose: TokenPurpose.PhoneLogin, userId: account.user.id, ttlSeconds: TokenTtl.phoneLogin, data: { keepSession } });
          const link = publicUrl(app.config, homeHostOf(account), `/verify-login?token=${token}`);
          await enqueueSms(tx, { to: phone, text: `Bestnet giriş bağlantınız: ${link} (10 dakika geçerli). Bu isteği siz yapmadıysanız dikkate almayın.` });
        });
      }
      return { data: { message: PHONE_LOGIN_MESSAGE } };
    },
  );
};
