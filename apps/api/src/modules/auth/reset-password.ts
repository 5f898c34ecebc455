// What both reset routes do once the link or code is proven: the new password, every
// session ended, open reset links and codes used up, a 'password-changed' mail. No login.
import type { AppCode } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { revokeUserSessions } from '../../platform/auth';
import { TokenPurpose, users, type Orm } from '../../platform/db';
import { enqueueMail } from '../../platform/outbox';
import { burnTokens } from '../../platform/account/one-time-tokens';

export const RESET_DONE_MESSAGE = 'Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.';

/**
 * Runs inside the transaction that used the token; `passwordHash` is computed before it. A link
 * from the mailbox also proves the address: an invited user's e-mail is verified by it.
 */
export async function applyNewPassword(tx: Orm, request: FastifyRequest, userId: number, passwordHash: string, proof: 'email' | 'sms'): Promise<void> {
  const now = new Date();
  const [user] = await tx
    .update(users)
    .set({
      passwordHash,
      updatedAt: now,
      invitationPending: false,
      ...(proof === 'email' ? { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` } : {}),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new Error('applyNewPassword: user vanished');
  await revokeUserSessions(tx, userId, 'password-reset', now);
  await burnTokens(tx, userId, [TokenPurpose.PasswordReset, TokenPurpose.PasswordResetSms, TokenPurpose.PhoneLogin], now);
  await enqueueMail(tx, {
    to: user.email,
    template: 'password-changed',
    app: user.app as AppCode,
    data: { name: user.name, time: now.toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul' }) },
  });
  request.log.info({ userId }, 'password reset');
}
