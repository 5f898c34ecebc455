// POST portalUser/me/contact-change: a 6-digit code to the NEW e-mail address or mobile
// number, bound to the returned ticket (10 min, 5 tries) and to this session. Nothing
// changes until portalUser/me/contact-change/confirm proves the code (DESIGN.md §4).
import { contactChangeResponseSchema, requestContactChangeSchema, type AppCode } from '@portal/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth';
import { TokenPurpose, users, type Orm } from '../../platform/db';
import { enqueueMail, enqueueSms } from '../../platform/outbox';
import { newOtpCode } from '../../platform/secrets';
import { AuthLimits, enforceLimit } from '../../platform/account/limits';
import { maskPhone } from '../../platform/account/masks';
import { burnTokens, issueToken, TokenTtl } from '../../platform/account/one-time-tokens';
import { errorResponses } from '../../platform/account/route-docs';
import { auditUser, enforceContactChangeLimit, maskEmail, ProfileError, USERS_TAG } from './profile-support';

export const CONTACT_CODE_SENT = {
  email: 'Doğrulama kodu yeni e-posta adresinize gönderildi. Kod 10 dakika geçerlidir.',
  phone: 'Doğrulama kodu yeni cep telefonu numaranıza SMS ile gönderildi. Kod 10 dakika geçerlidir.',
} as const;

/** What the ticket carries to the confirm step. */
export interface ContactChangeData {
  kind: 'email' | 'phone';
  value: string;
  sessionId: string;
}

/** Whether another account (archived ones too: the unique index counts them) holds the value. */
export async function takenByOther(db: Orm, kind: ContactChangeData['kind'], value: string, userId: number): Promise<boolean> {
  const column = kind === 'email' ? users.email : users.phone;
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(column, value), ne(users.id, userId))).limit(1);
  return row !== undefined;
}

export const postContactChange: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/me/contact-change',
    {
      schema: {
        tags: [USERS_TAG],
        summary: 'E-posta veya telefon değişikliği başlat',
        description:
          'kind=email: yeni adrese e-posta ile, kind=phone: yeni numaraya SMS ile 6 haneli kod gönderilir (10 dakika, 5 deneme). Başka bir hesabın kullandığı değer 409 CONFLICT alır. Kullanıcı başına saatte 5 istek.',
        body: requestContactChangeSchema,
        response: { 200: contactChangeResponseSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      const { user, session } = authOf(request);
      const body = request.body;
      const value = body.kind === 'email' ? body.email : body.phone;
      if (value === (body.kind === 'email' ? user.email : user.phone)) throw ProfileError.contactUnchanged(body.kind);
      // Counted before the lookup: the 409 must not become a free way to test many addresses.
      await enforceContactChangeLimit(request, reply, user.id);
      if (body.kind === 'phone') await enforceLimit(request, reply, `sms:user:${user.id}`, AuthLimits.smsPerUser);
      if (await takenByOther(app.db, body.kind, value, user.id)) throw ProfileError.contactTaken(body.kind);

      const sentTo = body.kind === 'email' ? maskEmail(value) : maskPhone(value);
      const ticket = await app.db.transaction(async (tx) => {
        // Only the latest code counts.
        await burnTokens(tx, user.id, [TokenPurpose.ContactChange]);
        const code = newOtpCode();
        const data: ContactChangeData = { kind: body.kind, value, sessionId: session.id };
        const issued = await issueToken(tx, { purpose: TokenPurpose.ContactChange, userId: user.id, ttlSeconds: TokenTtl.otp, code, data: { ...data } });
        if (body.kind === 'email') {
          await enqueueMail(tx, { to: value, template: 'verify-contact-change', app: user.app as AppCode, data: { name: user.name, code } });
        } else {
          await enqueueSms(tx, { to: value, text: `Bestnet telefon doğrulama kodunuz: ${code}. Kod 10 dakika geçerlidir; kimseyle paylaşmayın.` });
        }
        await auditUser(tx, { actorUserId: user.id, action: 'profile.contact-change.requested', entityId: user.publicId, after: { kind: body.kind, sentTo } });
        return issued;
      });
      return { data: { ticket, sentTo, message: CONTACT_CODE_SENT[body.kind] } };
    },
  );
};
