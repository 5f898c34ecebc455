// What follows a proven identity (password, phone link, kill ticket), in the order of the
// brief: verification → expired → duplicate session → wrong host → a new session.
import { requiredHostLabel, type AppCode, type LoginResult } from '@portal/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  accountBlock,
  ExpireContent,
  liveSessionsOf,
  setRefreshCookie,
  shapeOf,
  startSession,
  toSessionUser,
  type UserWithMember,
} from '../../platform/auth';
import { members, TokenPurpose, users, type Orm } from '../../platform/db';
import { enqueueMail, enqueueSms } from '../../platform/outbox';
import { publicUrl } from '../../platform/public-url';
import { newOtpCode } from '../../platform/secrets';
import { AuthLimits, enforceLimit } from '../../platform/account/limits';
import { issueToken, TokenTtl } from '../../platform/account/one-time-tokens';
import { requestHostLabel } from './request-host';
import { maskPhone } from '../../platform/account/masks';

export { maskPhone };

export type Account = UserWithMember;

/** The account matching `where`, never an archived one (archived users count as unknown). */
export async function findAccount(db: Orm, where: SQL): Promise<Account | undefined> {
  const [row] = await db
    .select({ user: users, member: members })
    .from(users)
    .innerJoin(members, eq(members.id, users.memberId))
    .where(and(where, eq(users.archived, false)))
    .limit(1);
  return row;
}

/** The host label the user's links point to. */
export const homeHostOf = (account: Account) => requiredHostLabel(shapeOf(account));

/** Writes the verify-email link to the outbox (24 h, single use). */
export async function sendVerifyEmail(db: Orm, request: FastifyRequest, account: Account): Promise<void> {
  const token = await issueToken(db, { purpose: TokenPurpose.EmailVerify, userId: account.user.id, ttlSeconds: TokenTtl.emailVerify });
  await enqueueMail(db, {
    to: account.user.email,
    template: 'verify-email',
    app: account.user.app as AppCode,
    data: { name: account.user.name, link: publicUrl(request.server.config, homeHostOf(account), `/verify?token=${token}`) },
  });
}

/** 429 when the user was sent too many SMS codes. Call it before a transaction: PGlite has one connection. */
export function enforceSmsLimit(request: FastifyRequest, reply: FastifyReply, account: Account): Promise<void> {
  return enforceLimit(request, reply, `sms:user:${account.user.id}`, AuthLimits.smsPerUser);
}

/** Sends a 6-digit code by SMS and returns the ticket it is bound to (10 min, 5 tries). */
export async function sendSmsCode(
  db: Orm,
  account: Account,
  purpose: typeof TokenPurpose.SmsVerify | typeof TokenPurpose.PasswordResetSms,
): Promise<string> {
  const phone = account.user.phone;
  if (!phone) throw new Error('sendSmsCode: the user has no phone');
  const code = newOtpCode();
  const ticket = await issueToken(db, { purpose, userId: account.user.id, ttlSeconds: TokenTtl.otp, code });
  const text =
    purpose === TokenPurpose.SmsVerify
      ? `Bestnet doğrulama kodunuz: ${code}. Kod 10 dakika geçerlidir; kimseyle paylaşmayın.`
      : `Bestnet şifre sıfırlama kodunuz: ${code}. Kod 10 dakika geçerlidir. Bu isteği siz yapmadıysanız dikkate almayın.`;
  await enqueueSms(db, { to: phone, text });
  return ticket;
}

/** A new session on `hostLabel`: the refresh cookie is set and an access token returned. */
export async function signIn(request: FastifyRequest, reply: FastifyReply, account: Account, hostLabel: string, keepSession: boolean) {
  const { db, config, accessTokens } = request.server;
  const now = new Date();
  const { session, refreshToken } = await db.transaction(async (tx) => {
    await tx.update(users).set({ lastLoginAt: now }).where(eq(users.id, account.user.id));
    return startSession(tx, config, { userId: account.user.id, hostLabel, keepSession }, now);
  });
  setRefreshCookie(reply, config, refreshToken, session, now);
  return { token: await accessTokens.sign({ sub: account.user.publicId, sid: session.id }), user: toSessionUser(account) };
}

export interface LoginOptions {
  keepSession: boolean;
  /** After auth/sessionKill the other sessions are gone; do not ask again. */
  duplicateChecked?: boolean;
}

/** The login tail shared by password login, phone login and sessionKill. */
export async function completeLogin(request: FastifyRequest, reply: FastifyReply, account: Account, options: LoginOptions): Promise<LoginResult> {
  const { db } = request.server;
  const { user, member } = account;
  const now = new Date();

  if (!user.emailVerifiedAt || (user.phone && !user.phoneVerifiedAt)) {
    if (user.phone) await enforceSmsLimit(request, reply, account);
    const ticket = await db.transaction(async (tx) => {
      if (!user.emailVerifiedAt) await sendVerifyEmail(tx, request, account);
      return user.phone ? sendSmsCode(tx, account, TokenPurpose.SmsVerify) : null;
    });
    // No phone to send a code to: a ticket that matches nothing keeps the answer's shape.
    return {
      status: 'verification-required',
      ticket: ticket ?? (await issueToken(db, { purpose: TokenPurpose.SmsVerify, userId: null, ttlSeconds: TokenTtl.otp })),
      phoneMasked: maskPhone(user.phone),
    };
  }

  const block = accountBlock(user, member, now);
  if (block) return { status: 'expired', expire: { code: block, content: ExpireContent[block], loginName: user.email } };

  if (!options.duplicateChecked && (await liveSessionsOf(db, user.id, now)).length > 0) {
    const ticket = await issueToken(db, {
      purpose: TokenPurpose.DuplicateSession,
      userId: user.id,
      ttlSeconds: TokenTtl.duplicateTicket,
      data: { keepSession: options.keepSession },
    });
    return { status: 'duplicate-session', ticket };
  }

  const host = homeHostOf(account);
  if (requestHostLabel(request) !== host) {
    const sessionId = await issueToken(db, {
      purpose: TokenPurpose.SessionHandoff,
      userId: user.id,
      ttlSeconds: TokenTtl.handoff,
      data: { host, keepSession: options.keepSession },
    });
    return { status: 'redirect', host, sessionId };
  }
  return { status: 'authenticated', ...(await signIn(request, reply, account, host, options.keepSession)) };
}
