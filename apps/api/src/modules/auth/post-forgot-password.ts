// POST auth/forgotPassword (spec §7): a reset link by e-mail (30 min) or a code by SMS
// (10 min, bound to the returned ticket). Known and unknown accounts get the same answer;
// for an unknown phone the ticket is a decoy that no code matches (DESIGN.md §4).
import { forgotPasswordRequestSchema, forgotPasswordResponseSchema, type AppCode } from '@portal/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TokenPurpose, users } from '../../platform/db';
import { enqueueMail } from '../../platform/outbox';
import { publicUrl } from '../../platform/public-url';
import { AuthLimits, enforceLimit, withinLimit } from '../../platform/account/limits';
import { findAccount, homeHostOf, sendSmsCode } from './login-flow';
import { issueToken, TokenTtl } from '../../platform/account/one-time-tokens';
import { AUTH_TAG, errorResponses } from '../../platform/account/route-docs';

export const FORGOT_MAIL_MESSAGE = 'Bu e-posta adresiyle kayıtlı bir hesap varsa şifre sıfırlama bağlantısı gönderildi. Bağlantı 30 dakika geçerlidir.';
export const FORGOT_SMS_MESSAGE = 'Bu numarayla kayıtlı bir hesap varsa 6 haneli kod SMS ile gönderildi. Kod 10 dakika geçerlidir.';

export const postForgotPassword: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/forgotPassword',
    {
      schema: {
        tags: [AUTH_TAG],
        summary: 'Şifremi unuttum',
        description: 'method=email: sıfırlama bağlantısı; method=phone: SMS kodu ve bilet (hesap yoksa da bilet döner). Yanıt hesabın varlığını ele vermez.',
        body: forgotPasswordRequestSchema,
        response: { 200: forgotPasswordResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await enforceLimit(request, reply, `recovery:ip:${request.ip}`, AuthLimits.recoveryPerIp);

      if (body.method === 'email') {
        const account = await findAccount(app.db, eq(users.email, body.email));
        if (account && (await withinLimit(request, `recovery:user:${account.user.id}`, AuthLimits.recoveryPerAccount))) {
          await app.db.transaction(async (tx) => {
            const token = await issueToken(tx, { purpose: TokenPurpose.PasswordReset, userId: account.user.id, ttlSeconds: TokenTtl.passwordReset });
            await enqueueMail(tx, {
              to: account.user.email,
              template: 'reset-password',
              app: account.user.app as AppCode,
              data: { name: account.user.name, link: publicUrl(app.config, homeHostOf(account), `/reset-password?token=${token}`) },
            });
          });
        }
        return { data: { message: FORGOT_MAIL_MESSAGE } };
      }

      // Only a verified number may receive a reset code.
      const account = await findAccount(app.db, and(eq(users.phone, body.phone), isNotNull(users.phoneVerifiedAt))!);
      const send = account && (await withinLimit(request, `recovery:user:${account.user.id}`, AuthLimits.recoveryPerAccount));
      const ticket = send
        ? await app.db.transaction((tx) => sendSmsCode(tx, account, TokenPurpose.PasswordResetSms))
        : await issueToken(app.db, { purpose: TokenPurpose.PasswordResetSms, userId: null, ttlSeconds: TokenTtl.otp });
      return { data: { message: FORGOT_SMS_MESSAGE, ticket } };
    },
  );
};
