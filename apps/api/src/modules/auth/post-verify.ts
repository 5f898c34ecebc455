// POST auth/verify (spec §7): the e-mail link marks the address verified and sends the SMS
// code of the next step, bound to the returned ticket.
import { smsTicketResponseSchema, verifyEmailRequestSchema } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TokenPurpose, users } from '../../platform/db';
import { AuthError } from '../../platform/account/auth-errors';
import { enforceSmsLimit, findAccount, maskPhone, sendSmsCode } from './login-flow';
import { consumeToken, issueToken, peekToken, TokenTtl } from '../../platform/account/one-time-tokens';
import { AUTH_TAG, errorResponses } from '../../platform/account/route-docs';

export const postVerify: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/verify',
    {
      schema: {
        tags: [AUTH_TAG],
        summary: 'E-posta doğrulama',
        description: 'E-postadaki bağlantının belirteci (24 saat, tek kullanımlık). Telefona 6 haneli kod gönderir; kod bilete bağlıdır (10 dakika, 5 deneme).',
        body: verifyEmailRequestSchema,
        response: { 200: smsTicketResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const peeked = await peekToken(app.db, TokenPurpose.EmailVerify, request.body.token);
      const account = peeked?.userId ? await findAccount(app.db, eq(users.id, peeked.userId)) : undefined;
      if (!account) throw AuthError.tokenInvalid();
      if (account.user.phone) await enforceSmsLimit(request, reply, account);
      const ticket = await app.db.transaction(async (tx) => {
        if (!(await consumeToken(tx, TokenPurpose.EmailVerify, request.body.token))) return null;
        await tx.update(users).set({ emailVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, account.user.id));
        // A user without a phone (made by an admin) has no SMS step: a ticket that matches nothing.
        return account.user.phone
          ? sendSmsCode(tx, account, TokenPurpose.SmsVerify)
          : issueToken(tx, { purpose: TokenPurpose.SmsVerify, userId: null, ttlSeconds: TokenTtl.otp });
      });
      if (!ticket) throw AuthError.tokenInvalid();
      return {
        data: { ticket, phoneMasked: maskPhone(account.user.phone), message: 'E-posta adresiniz doğrulandı. Telefonunuza gönderilen 6 haneli kodu girin.' },
      };
    },
  );
};
