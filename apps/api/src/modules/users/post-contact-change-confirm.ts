// POST portalUser/me/contact-change/confirm: the code of the ticket from
// portalUser/me/contact-change applies the new, now verified, e-mail or phone. The account's
// e-mail (the old one after an e-mail change) is told about it.
import { confirmContactChangeResponseSchema, confirmContactChangeSchema, type AppCode } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, toSessionUser } from '../../platform/auth';
import { isUniqueViolation, TokenPurpose, users } from '../../platform/db';
import { enqueueMail } from '../../platform/outbox';
import { AuthError } from '../../platform/account/auth-errors';
import { AuthLimits, enforceLimit } from '../../platform/account/limits';
import { maskPhone } from '../../platform/account/masks';
import { burnTokens, consumeCode, peekToken } from '../../platform/account/one-time-tokens';
import { errorResponses } from '../../platform/account/route-docs';
import { takenByOther, type ContactChangeData } from './post-contact-change';
import { auditUser, istanbulTime, maskEmail, ProfileError, USERS_TAG } from './profile-support';

export const CONTACT_CHANGED = {
  email: 'E-posta adresiniz güncellendi. Bundan sonra bu adresle giriş yapabilirsiniz.',
  phone: 'Cep telefonu numaranız güncellendi.',
} as const;

export const postContactChangeConfirm: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/me/contact-change/confirm',
    {
      schema: {
        tags: [USERS_TAG],
        summary: 'E-posta veya telefon değişikliğini onayla',
        description:
          'portalUser/me/contact-change biletinin 6 haneli kodu. Bilet yalnızca onu alan oturumda geçerlidir. Yeni değer doğrulanmış olarak kaydedilir ve hesabın e-posta adresine bildirim gider.',
        body: confirmContactChangeSchema,
        response: { 200: confirmContactChangeResponseSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      const { user, member, session } = authOf(request);
      const { ticket, code } = request.body;
      await enforceLimit(request, reply, `otp:ip:${request.ip}`, AuthLimits.tokenChecksPerIp);
      // Another user's (or session's) ticket is refused before it costs its owner a try.
      const pending = await peekToken(app.db, TokenPurpose.ContactChange, ticket);
      const data = pending?.data as Partial<ContactChangeData> | undefined;
      if (!pending || pending.userId !== user.id || data?.sessionId !== session.id || !data.kind || !data.value) throw AuthError.tokenInvalid();
      const check = await consumeCode(app.db, TokenPurpose.ContactChange, ticket, code);
      if (!check.ok) throw check.reason === 'code' ? AuthError.codeInvalid() : AuthError.tokenInvalid();

      const { kind, value } = data;
      const before = kind === 'email' ? user.email : user.phone;
      const now = new Date();
      try {
        const updated = await app.db.transaction(async (tx) => {
          // Someone may have taken the value since the code was sent.
          if (await takenByOther(tx, kind, value, user.id)) throw ProfileError.contactTaken(kind);
          const change = kind === 'email' ? { email: value, emailVerifiedAt: now } : { phone: value, phoneVerifiedAt: now };
          const [row] = await tx
            .update(users)
            .set({ ...change, updatedAt: now })
            .where(eq(users.id, user.id))
            .returning();
          // Links and codes sent to the old address or number must not outlive it.
          await burnTokens(
            tx,
            user.id,
            kind === 'email' ? [TokenPurpose.EmailVerify, TokenPurpose.PasswordReset] : [TokenPurpose.SmsVerify, TokenPurpose.PasswordResetSms, TokenPurpose.PhoneLogin],
            now,
          );
          await enqueueMail(tx, {
            to: user.email,
            template: 'contact-changed',
            app: user.app as AppCode,
            data: {
              name: user.name,
              what: kind === 'email' ? 'E-posta adresi' : 'Cep telefonu',
              newValue: kind === 'email' ? maskEmail(value) : maskPhone(value),
              time: istanbulTime(now),
            },
          });
          await auditUser(tx, { actorUserId: user.id, action: `profile.${kind}.change`, entityId: user.publicId, before: { [kind]: before }, after: { [kind]: value } });
          return row!;
        });
        request.log.info({ userId: user.id, kind }, 'contact changed');
        return { data: { user: toSessionUser({ user: updated, member }), message: CONTACT_CHANGED[kind] } };
      } catch (error) {
        if (isUniqueViolation(error)) throw ProfileError.contactTaken(kind);
        throw error;
      }
    },
  );
};
