// What both reset routes do once the link or code is proven: the new password, every
// session ended, open reset links and codes used up, a 'password-changed' mail. No login,
// except after an invitation's first password (post-reset-password.ts).
import type { AppCode } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { revokeUserSessions } from '../../platform/auth';
import { TokenPurpose, users, type Orm } from '../../platform/db';
import { enqueueMail } from '../../platform/outbox';
import { AuthError } from '../../platform/account/auth-errors';
import { burnTokens } from '../../platform/account/one-time-tokens';

export const RESET_DONE_MESSAGE = 'Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.';
export const INVITATION_DONE_MESSAGE = 'Şifreniz belirlendi ve e-posta adresiniz doğrulandı. Portala hoş geldiniz.';

/**
 * Runs inside the transaction that used the token; `passwordHash` is computed before it. A link
 * from the mailbox also proves the address: an invited user's e-mail is verified by it, and
 * their phone, entered by the admin who invited them, needs no SMS check either. Answers
 * whether this was an invitation's first password. An archived user's token is refused (the
 * transaction rolls back, so the token stays as it was).
 */
export async function applyNewPassword(tx: Orm, request: FastifyRequest, userId: number, passwordHash: string, proof: 'email' | 'sms'): Promise<{ invitation: boolean }> {
  const now = new Date();
  const [current] = await tx.select({ invitationPending: users.invitationPending }).from(users).where(and(eq(users.id, userId), eq(users.archived, false))).for('update');
  if (!current) throw AuthError.tokenInvalid();
  const invitation = current.invitationPending && proof === 'email';
  const [user] = await tx
    .update(users)
    .set({
      passwordHash,
      updatedAt: now,
      invitationPending: false,
      ...(proof === 'email' ? { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` } : {}),
      ...(invitation ? { phoneVerifiedAt: sql`case when ${users.phone} is null then null else coalesce(${users.phoneVerifiedAt}, now()) end` } : {}),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new Error('applyNewPassword: user vanished');
  await revokeUserSessions(tx, userId, 'password-reset', now);
  await burnTokens(tx, userId, [TokenPurpose.PasswordReset, TokenPurpose.PasswordResetSms, TokenPurpose.PhoneLogin], now);
  // A first password changed nothing: the "password changed" warning is for resets only.
  if (!invitation) {
    await enqueueMail(tx, {
      to: user.email,
      template: 'password-changed',
      app: user.app as AppCode,
      data: { name: user.name, time: now.toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul' }) },
    });
  }
  request.log.info({ userId, invitation }, 'password reset');
  return { invitation };
}
