// POST auth/verifySms (spec §7): the SMS code of the ticket marks the phone verified. With
// the e-mail verified too, the demo request is complete and ready for the provider's staff.
import { messageResponseSchema, verifySmsRequestSchema } from '@portal/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { members, TokenPurpose, users } from '../../platform/db';
import { AuthError } from '../../platform/account/auth-errors';
import { AuthLimits, enforceLimit } from '../../platform/account/limits';
import { consumeCode } from '../../platform/account/one-time-tokens';
import { AUTH_TAG, errorResponses } from '../../platform/account/route-docs';

export const postVerifySms: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/verifySms',
    {
      schema: {
        tags: [AUTH_TAG],
        summary: 'Telefon doğrulama (SMS kodu)',
        description: 'Bilet ve 6 haneli kod. Hatalı kod 400 CODE_INVALID; 5. hatalı denemeden sonra veya süresi dolmuş bilet 400 TOKEN_INVALID.',
        body: verifySmsRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await enforceLimit(request, reply, `otp:ip:${request.ip}`, AuthLimits.tokenChecksPerIp);
      const check = await consumeCode(app.db, TokenPurpose.SmsVerify, request.body.ticket, request.body.code);
      if (!check.ok) throw check.reason === 'code' ? AuthError.codeInvalid() : AuthError.tokenInvalid();
      const userId = check.row.userId!;
      const complete = await app.db.transaction(async (tx) => {
        const now = new Date();
        const [user] = await tx.update(users).set({ phoneVerifiedAt: now, updatedAt: now }).where(eq(users.id, userId)).returning();
        if (!user?.emailVerifiedAt) return false;
        await tx
          .update(members)
          .set({ requestCompletedAt: now, updatedAt: now })
          .where(and(eq(members.id, user.memberId), eq(members.stage, 'demo-request'), isNull(members.requestCompletedAt)));
        return true;
      });
      return {
        data: {
          message: complete
            ? 'Telefonunuz doğrulandı. Hesabınız doğrulandı; demo talebiniz ekibimize iletildi.'
            : 'Telefonunuz doğrulandı. Kaydı tamamlamak için e-postanızdaki doğrulama bağlantısına tıklayın.',
        },
      };
    },
  );
};
