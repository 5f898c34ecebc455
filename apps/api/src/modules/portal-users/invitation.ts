// The mail that lets a user set a password: an invitation for a new user (7 days), or a
// password reset sent by an admin (the reset link's usual life). Both are password-reset
// tokens, so the reset-password page finishes them; its link from the mailbox also verifies
// the address (auth/reset-password.ts).
import { requiredHostLabel, type AppCode } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { issueToken, TokenTtl } from '../../platform/account/one-time-tokens';
import { shapeOf, type AuthContext } from '../../platform/auth';
import { TokenPurpose, type MemberRow, type Orm, type UserRow } from '../../platform/db';
import { enqueueMail } from '../../platform/outbox';
import { publicUrl } from '../../platform/public-url';

export async function sendPasswordMail(tx: Orm, request: FastifyRequest, auth: AuthContext, user: UserRow, member: MemberRow): Promise<void> {
  const invite = user.invitationPending;
  const token = await issueToken(tx, { purpose: TokenPurpose.PasswordReset, userId: user.id, ttlSeconds: invite ? TokenTtl.invitation : TokenTtl.passwordReset });
  const host = requiredHostLabel(shapeOf({ user, member }));
  const link = publicUrl(request.server.config, host, `/reset-password?token=${token}${invite ? '&davet=1' : ''}`);
  await enqueueMail(tx, {
    to: user.email,
    template: invite ? 'invitation' : 'reset-password',
    app: user.app as AppCode,
    data: invite ? { name: user.name, link, memberName: member.name, inviterName: `${auth.user.name} ${auth.user.surname}` } : { name: user.name, link },
  });
}
