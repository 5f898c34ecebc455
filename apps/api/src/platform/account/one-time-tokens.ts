// Links, tickets and OTP codes (DESIGN.md §4): random, stored hashed, single use,
// expiring; a code is bound to its ticket and has an attempt limit.
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { oneTimeTokens, type OneTimeTokenRow, type Orm, type TokenPurpose } from '../db';
import { hashToken, newOpaqueToken, timingSafeEqualHex } from '../secrets';

/** Lifetimes in seconds. */
export const TokenTtl = {
  emailVerify: 24 * 3_600,
  otp: 10 * 60,
  passwordReset: 30 * 60,
  /** An invited user's link to set the first password (a password-reset token). */
  invitation: 7 * 24 * 3_600,
  phoneLogin: 10 * 60,
  handoff: 60,
  duplicateTicket: 2 * 60,
} as const;

/** Wrong codes allowed per ticket; the next one burns it. */
export const MAX_CODE_ATTEMPTS = 5;

/** The code's stored form: hashed with its ticket, so a code is worth nothing without it. */
const codeHashOf = (ticket: string, code: string) => hashToken(`${ticket}:${code}`);

export interface IssueToken {
  purpose: TokenPurpose;
  userId: number | null;
  ttlSeconds: number;
  data?: Record<string, unknown>;
  /** An OTP code to bind to the returned ticket. */
  code?: string;
}

/** Stores a new token (or ticket) and returns it; only its hash is kept. */
export async function issueToken(db: Orm, input: IssueToken, now = new Date()): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(oneTimeTokens).values({
    tokenHash: hashToken(token),
    purpose: input.purpose,
    userId: input.userId,
    codeHash: input.code ? codeHashOf(token, input.code) : null,
    data: input.data ?? {},
    createdAt: now,
    expiresAt: new Date(now.getTime() + input.ttlSeconds * 1000),
  });
  return token;
}

const usable = (purpose: TokenPurpose, token: string, now: Date) =>
  and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now));

/** The token's row while it is usable, without using it. */
export async function peekToken(db: Orm, purpose: TokenPurpose, token: string, now = new Date()): Promise<OneTimeTokenRow | undefined> {
  const [row] = await db.select().from(oneTimeTokens).where(usable(purpose, token, now));
  return row?.userId ? row : undefined;
}

/** Uses the token once: the row, or undefined when unknown, of another purpose, used or expired. */
export async function consumeToken(db: Orm, purpose: TokenPurpose, token: string, now = new Date()): Promise<OneTimeTokenRow | undefined> {
  const [row] = await db.update(oneTimeTokens).set({ usedAt: now }).where(usable(purpose, token, now)).returning();
  return row?.userId ? row : undefined;
}

export type CodeCheck = { ok: true; row: OneTimeTokenRow } | { ok: false; reason: 'ticket' | 'code' };

/** Checks a code against its ticket; every try counts, and the last allowed wrong try burns the ticket. */
export async function consumeCode(db: Orm, purpose: TokenPurpose, ticket: string, code: string, now = new Date()): Promise<CodeCheck> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ attempts: sql`${oneTimeTokens.attempts} + 1` })
    .where(and(usable(purpose, ticket, now), lt(oneTimeTokens.attempts, MAX_CODE_ATTEMPTS)))
    .returning();
  if (!row) return { ok: false, reason: 'ticket' };
  const right = row.codeHash !== null && row.userId !== null && timingSafeEqualHex(row.codeHash, codeHashOf(ticket, code));
  if (right || row.attempts >= MAX_CODE_ATTEMPTS) {
    const [used] = await db
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(and(eq(oneTimeTokens.id, row.id), isNull(oneTimeTokens.usedAt)))
      .returning();
    if (right) return used ? { ok: true, row: used } : { ok: false, reason: 'ticket' };
  }
  return { ok: false, reason: 'code' };
}

/** Uses up every open token of a purpose for a user (e.g. older reset links after a reset). */
export async function burnTokens(db: Orm, userId: number, purposes: TokenPurpose[], now = new Date()): Promise<void> {
  for (const purpose of purposes) {
    await db
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
  }
}
