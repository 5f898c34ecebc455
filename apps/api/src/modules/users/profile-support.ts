// What the profile routes share: their errors, the audit row, masks and the per-user limit.
import { AuthErrorCode, ErrorCode, ProfileErrorCode, type ContactKind } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { auditLog, type Orm } from '../../platform/db';
import { AppError, ErrorMessage } from '../../platform/errors';
import { consumeRateLimit } from '../../platform/rate-limit';
import { AuthMessage } from '../../platform/account/auth-errors';

export const USERS_TAG = 'kullanıcılar';

export const ProfileMessage = {
  // Says no more than that: which account holds the value is nobody else's business.
  emailTaken: 'Bu adres kullanılamıyor.',
  phoneTaken: 'Bu numara kullanılamıyor.',
  emailUnchanged: 'Yeni e-posta adresi mevcut adresinizle aynı.',
  phoneUnchanged: 'Yeni numara mevcut numaranızla aynı.',
  currentPasswordInvalid: 'Mevcut şifreniz hatalı.',
} as const;

const field = (kind: ContactKind) => (kind === 'email' ? 'body.email' : 'body.phone');

export const ProfileError = {
  contactTaken: (kind: ContactKind) => new AppError(409, ErrorCode.Conflict, kind === 'email' ? ProfileMessage.emailTaken : ProfileMessage.phoneTaken),
  contactUnchanged: (kind: ContactKind) => {
    const message = kind === 'email' ? ProfileMessage.emailUnchanged : ProfileMessage.phoneUnchanged;
    return new AppError(400, ErrorCode.Validation, message, [{ field: field(kind), message }]);
  },
  // 400, not 401: a 401 would make the client refresh its token and send the request again.
  currentPasswordInvalid: () =>
    new AppError(400, ProfileErrorCode.CurrentPasswordInvalid, ProfileMessage.currentPasswordInvalid, [
      { field: 'body.currentPassword', message: ProfileMessage.currentPasswordInvalid },
    ]),
  newPasswordTooCommon: () =>
    new AppError(400, AuthErrorCode.PasswordTooCommon, AuthMessage.passwordTooCommon, [{ field: 'body.newPassword', message: AuthMessage.passwordTooCommon }]),
};

/** Codes sent to new addresses or numbers per user and hour: each one is a mail or an SMS to someone. */
export const CONTACT_CHANGES_PER_HOUR = 5;

/** Counts a contact-change request of the user; 429 over the limit. Call it outside a transaction (PGlite has one connection). */
export async function enforceContactChangeLimit(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
  const result = await consumeRateLimit(request.server.db, { key: `profile:contact-change:user:${userId}`, limit: CONTACT_CHANGES_PER_HOUR, windowSeconds: 3_600 });
  if (!result.allowed) {
    reply.header('retry-after', String(result.retryAfterSeconds));
    throw new AppError(429, ErrorCode.RateLimited, ErrorMessage.rateLimited);
  }
}

export interface AuditEntry {
  actorUserId: number;
  action: string;
  /** The user's public id. */
  entityId: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/** One audit_log row about a user (DESIGN.md §2); never a secret in before/after. */
export async function auditUser(db: Pick<Orm, 'insert'>, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entity: 'user',
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** `ayse.yilmaz@ornek.com.tr` → `ay***@ornek.com.tr`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  return `${local.slice(0, local.length > 2 ? 2 : 1)}***${email.slice(at)}`;
}

export const istanbulTime = (date: Date) => date.toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul' });
