// POST auth/resendSms: a fresh code for the ticket of an SMS step (phone verification or
// reset by SMS). The ticket stays; the old code stops working. Live, used, expired, unknown
// and decoy tickets get the same answer (DESIGN.md §4: no enumeration).
import { ErrorCode, messageResponseSchema, resendSmsRequestSchema, SMS_RESEND_COOLDOWN_SECONDS } from '@portal/contracts';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oneTimeTokens, TokenPurpose, users } from '../../platform/db';
import { AppError, ErrorMessage } from '../../platform/errors';
import { enqueueSms } from '../../platform/outbox';
import { consumeRateLimit } from '../../platform/rate-limit';
import { hashToken, newOtpCode } from '../../platform/secrets';
import { AuthLimits, enforceLimit, withinLimit } from '../../platform/account/limits';
import { findAccount } from './login-flow';
import { TokenTtl } from '../../platform/account/one-time-tokens';
import { AUTH_TAG, errorResponses } from '../../platform/account/route-docs';

export const RESEND_SMS_MESSAGE = 'Numaranız kayıtlıysa yeni kod SMS ile gönderildi. Kod 10 dakika geçerlidir; önceki kod artık kullanılamaz.';

const resendable = [TokenPurpose.SmsVerify, TokenPurpose.PasswordResetSms];

// Must match one-time-tokens.ts: a code is stored hashed together with its ticket.
const codeHashOf = (ticket: string, code: string) => hashToken(`${ticket}:${code}`);

const smsText = (purpose: string, code: string) =>
  purpose === TokenPurpose.SmsVerify
    ? `Bestnet yeni doğrulama kodunuz: ${code}. Kod 10 dakika geçerlidir; önceki kod artık geçersizdir. Kimseyle paylaşmayın.`
    : `Bestnet yeni şifre sıfırlama kodunuz: ${code}. Kod 10 dakika geçerlidir. Bu isteği siz yapmadıysanız dikkate almayın.`;

export const postResendSms: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/resendSms',
    {
      schema: {
        tags: [AUTH_TAG],
        summary: 'SMS kodunu yeniden gönder',
        description: `Doğrulama veya SMS ile şifre sıfırlama biletine yeni 6 haneli kod gönderir (10 dakika, 5 deneme); önceki kod geçersiz olur. Bilet için ${SMS_RESEND_COOLDOWN_SECONDS} saniyede bir, kullanıcı başına saatte 5 SMS. Yanıt biletin geçerli olup olmadığını ele vermez.`,
        body: resendSmsRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { ticket } = request.body;
      const ticketHash = hashToken(ticket);
      await enforceLimit(request, reply, `sms:ip:${request.ip}`, AuthLimits.recoveryPerIp);
      // Keyed by the ticket itself, so any ticket (live or not) is refused alike within the cooldown.
      const cooldown = await consumeRateLimit(app.db, { key: `auth:sms:resend:${ticketHash}`, limit: 1, windowSeconds: SMS_RESEND_COOLDOWN_SECONDS });
      if (!cooldown.allowed) {
        reply.header('retry-after', String(cooldown.retryAfterSeconds));
        throw new AppError(429, ErrorCode.RateLimited, ErrorMessage.rateLimited);
      }

      const now = new Date();
      const [row] = await app.db
        .select()
        .from(oneTimeTokens)
        .where(
          and(eq(oneTimeTokens.tokenHash, ticketHash), inArray(oneTimeTokens.purpose, resendable), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now)),
        );
      const account = row?.userId ? await findAccount(app.db, eq(users.id, row.userId)) : undefined;
      const phone = account?.user.phone;
      // Over the per-user SMS limit nothing is sent, but the answer stays the same.
      if (row && account && phone && (await withinLimit(request, `sms:user:${account.user.id}`, AuthLimits.smsPerUser))) {
        const code = newOtpCode();
        await app.db.transaction(async (tx) => {
          const [rebound] = await tx
            .update(oneTimeTokens)
            .set({ codeHash: codeHashOf(ticket, code), attempts: 0, expiresAt: new Date(now.getTime() + TokenTtl.otp * 1000) })
            .where(and(eq(oneTimeTokens.id, row.id), isNull(oneTimeTokens.usedAt)))
            .returning({ id: oneTimeTokens.id });
          // Used in the meantime: there is nothing left to send a code for.
          if (rebound) await enqueueSms(tx, { to: phone, text: smsText(row.purpose, code) });
        });
      }
      return { data: { message: RESEND_SMS_MESSAGE } };
    },
  );
};
