// Rate limits of the auth routes, counted in the database so that every API instance shares
// them (DESIGN.md §4). Refusals answer 429 RATE_LIMITED with Retry-After.
import { ErrorCode } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ErrorMessage } from '../errors';
import { consumeRateLimit } from '../rate-limit';

const MIN = 60;

/** Hits per window; `ip` rules use the client address (TRUST_PROXY decides which one). */
export const AuthLimits = {
  /** Every login attempt from one address (password, phone link, kill, hand-off). */
  loginPerIp: { limit: 100, windowSeconds: 15 * MIN },
  /** Failed passwords in a row for one e-mail; a success clears it. */
  loginFailuresPerAccount: { limit: 5, windowSeconds: 15 * MIN },
  registerPerIp: { limit: 10, windowSeconds: 60 * MIN },
  /** Forgot-password and phone-login requests from one address. */
  recoveryPerIp: { limit: 10, windowSeconds: 15 * MIN },
  /** Mails/SMS per account on those routes: over it the answer stays the same but nothing is sent. */
  recoveryPerAccount: { limit: 3, windowSeconds: 15 * MIN },
  /** Codes and links checked from one address (each ticket also has its own 5 tries). */
  tokenChecksPerIp: { limit: 60, windowSeconds: 15 * MIN },
  /** SMS codes sent to one user. */
  smsPerUser: { limit: 5, windowSeconds: 60 * MIN },
} as const;

type Rule = (typeof AuthLimits)[keyof typeof AuthLimits];

/** Counts a hit; false when over the limit. */
export async function withinLimit(request: FastifyRequest, key: string, rule: Rule): Promise<boolean> {
  return (await consumeRateLimit(request.server.db, { key: `auth:${key}`, ...rule })).allowed;
}

/** Counts a hit; 429 when over the limit. */
export async function enforceLimit(request: FastifyRequest, reply: FastifyReply, key: string, rule: Rule): Promise<void> {
  const result = await consumeRateLimit(request.server.db, { key: `auth:${key}`, ...rule });
  if (!result.allowed) {
    reply.header('retry-after', String(result.retryAfterSeconds));
    throw new AppError(429, ErrorCode.RateLimited, ErrorMessage.rateLimited);
  }
}
