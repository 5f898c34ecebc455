// POST auth/register (spec §7, §4 membership): the applicant's member becomes a demo request
// and the applicant its first user; the verify-email mail goes out in the same transaction.
// The answer is always the same, whether or not the e-mail is known (DESIGN.md §4).
import { messageResponseSchema, registerRequestSchema, Role, type AppCode, type RegisterRequest } from '@portal/contracts';
import { eq, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isUniqueViolation, memberStateHistory, members, users } from '../../platform/db';
import { enqueueMail } from '../../platform/outbox';
import { hashPassword, isCommonPassword } from '../../platform/passwords';
import { publicUrl } from '../../platform/public-url';
import { AuthError } from '../../platform/account/auth-errors';
import { AuthLimits, enforceLimit } from '../../platform/account/limits';
import { findAccount, homeHostOf, sendVerifyEmail, type Account } from './login-flow';
import { AUTH_TAG, errorResponses } from '../../platform/account/route-docs';

export const REGISTER_MESSAGE =
  'Başvurunuz alındı. Kaydınızı tamamlamak için e-posta adresinize gönderdiğimiz bağlantıya tıklayın, ardından telefonunuza gelen kodu girin.';


/**
 * A corporate applicant becomes its member's Admin (role 1); an individual is a User (role 0)
 * of a member of its own with no member type.
 */
export function applicantRole(body: RegisterRequest) {
  return body.accountType === 'corporate' ? Role.Admin : Role.User;
}

export const postRegister: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    {
      schema: {
        tags: [AUTH_TAG],
        summary: 'Bireysel veya kurumsal kayıt (demo talebi)',
        description:
          'E-posta kayıtlıysa hesap açılmaz, adrese bilgilendirme e-postası gider; yanıt her durumda aynıdır. Yaygın şifreler 400 PASSWORD_TOO_COMMON ile reddedilir.',
        body: registerRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (isCommonPassword(body.password)) throw AuthError.passwordTooCommon();
      await enforceLimit(request, reply, `register:ip:${request.ip}`, AuthLimits.registerPerIp);
      const answer = { data: { message: REGISTER_MESSAGE } };
      // Hashing first also makes both branches take about as long.
      const passwordHash = await hashPassword(body.password);

      const existing = await findAccount(app.db, or(eq(users.email, body.email), eq(users.phone, body.phone))!);
      if (existing) {
        await tellExistingAccount(request, existing);
        return answer;
      }
      try {
        await app.db.transaction(async (tx) => {
          const now = new Date();
          const [member] = await tx
            .insert(members)
            .values({
              name: body.accountType === 'corporate' ? body.companyName : `${body.name} ${body.surname}`,
              memberType: body.accountType === 'corporate' ? body.memberType : null,
              app: body.app,
              stage: 'demo-request',
              state: null,
              taxNumber: body.accountType === 'corporate' ? body.taxNumber : null,
              taxOffice: body.accountType === 'corporate' ? body.taxOffice : null,
              contactEmail: body.email,
              contactPhone: body.phone,
            })
            .returning();
          const [user] = await tx
            .insert(users)
            .values({
              memberId: member!.id,
              name: body.name,
              surname: body.surname,
              email: body.email,
              phone: body.phone,
              passwordHash,
              role: applicantRole(body),
              app: body.app,
              kvkkAcceptedAt: now,
              termsAcceptedAt: now,
              marketingConsent: body.marketingConsent,
            })
            .returning();
          await tx.insert(memberStateHistory).values({ memberId: member!.id, stage: 'demo-request', note: 'Kayıt formundan demo talebi', actorUserId: user!.id });
          await sendVerifyEmail(tx, request, { user: user!, member: member! });
        });
      } catch (error) {
        // The same e-mail or phone registered a moment ago by a parallel request.
        if (!isUniqueViolation(error)) throw error;
        const raced = await findAccount(app.db, or(eq(users.email, body.email), eq(users.phone, body.phone))!);
        if (raced) await tellExistingAccount(request, raced);
      }
      return answer;
    },
  );
};

/** The owner of the e-mail (or phone) hears of the attempt; the requester learns nothing. */
async function tellExistingAccount(request: FastifyRequest, account: Account) {
  const app = request.server;
  const host = homeHostOf(account);
  await enqueueMail(app.db, {
    to: account.user.email,
    template: 'registration-exists',
    app: account.user.app as AppCode,
    data: {
      name: account.user.name,
      loginLink: publicUrl(app.config, host, '/'),
      resetLink: publicUrl(app.config, host, '/forgot-password'),
    },
  });
}
