// Sessions and their refresh-token families (DESIGN.md §4): idle and absolute lifetimes,
// rotation on every refresh, and reuse detection that revokes the session (RFC 9700 §4.14.2).
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { AppConfig } from '../config';
import { refreshTokens, sessions, type Orm, type SessionRow } from '../db';
import { hashToken, newOpaqueToken, seal, unseal } from '../secrets';
import { announceAuthChange } from './session-cache';

/**
 * A used refresh token presented again within this many seconds of its rotation gets an
 * access token and the family's live token as its cookie: two tabs that start at once send
 * the same cookie, and a page reloaded during a refresh never stored the rotation's answer.
 * Later replays revoke the session.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;
/** Authenticated calls move the idle deadline at most once a minute (one write, not one per call). */
const TOUCH_EVERY_MS = 60_000;

type SessionConfig = Pick<AppConfig, 'sessionLifetimes' | 'authTokenSecret'>;

const SEAL_PURPOSE = 'live-refresh-token';

const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);
const earlier = (a: Date, b: Date) => (a < b ? a : b);

export function lifetimesFor(config: SessionConfig, keepSession: boolean) {
  const l = config.sessionLifetimes;
  return keepSession ? { idle: l.keepIdleSeconds, absolute: l.keepAbsoluteSeconds } : { idle: l.idleSeconds, absolute: l.absoluteSeconds };
}

export type SessionEnd = 'revoked' | 'idle' | 'absolute';

/** Why the session is over, or null while it is live. */
export function sessionEnd(session: Pick<SessionRow, 'revokedAt' | 'absoluteExpiresAt' | 'idleExpiresAt'>, now: Date): SessionEnd | null {
  if (session.revokedAt) return 'revoked';
  if (session.absoluteExpiresAt <= now) return 'absolute';
  if (session.idleExpiresAt <= now) return 'idle';
  return null;
}

async function issueRefreshToken(db: Orm, config: SessionConfig, session: Pick<SessionRow, 'id' | 'absoluteExpiresAt'>, generation: number): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(refreshTokens).values({ sessionId: session.id, tokenHash: hashToken(token), generation, expiresAt: session.absoluteExpiresAt });
  await db.update(sessions).set({ liveRefreshSealed: seal(config.authTokenSecret, SEAL_PURPOSE, token) }).where(eq(sessions.id, session.id));
  return token;
}

export interface StartSession {
  userId: number;
  hostLabel: string;
  keepSession: boolean;
}

/** A new session with its first refresh token (generation 1). */
export async function startSession(db: Orm, config: SessionConfig, input: StartSession, now = new Date()) {
  const { idle, absolute } = lifetimesFor(config, input.keepSession);
  const absoluteExpiresAt = addSeconds(now, absolute);
  const [session] = await db
    .insert(sessions)
    .values({ ...input, createdAt: now, lastSeenAt: now, idleExpiresAt: earlier(addSeconds(now, idle), absoluteExpiresAt), absoluteExpiresAt })
    .returning();
  if (!session) throw new Error('session insert returned nothing');
  return { session, refreshToken: await issueRefreshToken(db, config, session, 1) };
}

type TouchedSession = Pick<SessionRow, 'id' | 'keepSession' | 'lastSeenAt' | 'idleExpiresAt' | 'absoluteExpiresAt'>;

/** Moves the idle deadline; never past the absolute one. The same object when nothing was due. */
export async function touchSession<S extends TouchedSession>(db: Orm, config: SessionConfig, session: S, now = new Date(), force = false): Promise<S> {
  if (!force && now.getTime() - session.lastSeenAt.getTime() < TOUCH_EVERY_MS) return session;
  const idleExpiresAt = earlier(addSeconds(now, lifetimesFor(config, session.keepSession).idle), session.absoluteExpiresAt);
  const [row] = await db
    .update(sessions)
    .set({ lastSeenAt: now, idleExpiresAt })
    .where(eq(sessions.id, session.id))
    .returning({ lastSeenAt: sessions.lastSeenAt, idleExpiresAt: sessions.idleExpiresAt });
  return row ? { ...session, ...row } : session;
}

export type RefreshOutcome =
  | { kind: 'rotated'; session: SessionRow; refreshToken: string }
  /** `refreshToken`: the live one, when it can be unsealed (not after a change of AUTH_TOKEN_SECRET). */
  | { kind: 'grace'; session: SessionRow; refreshToken: string | null }
  | { kind: 'invalid' }
  | { kind: 'reused' };

/** Exchanges a presented refresh token for the next one of its family. */
export function rotateRefreshToken(db: Orm, config: SessionConfig, presented: string, now = new Date()): Promise<RefreshOutcome> {
  const tokenHash = hashToken(presented);
  return db.transaction(async (tx) => {
    // Claiming with `used_at is null` makes two concurrent rotations of one token impossible.
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
      .returning();
    const token = claimed ?? (await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)))[0];
    if (!token) return { kind: 'invalid' };
    const [session] = await tx.select().from(sessions).where(eq(sessions.id, token.sessionId));
    if (!session || sessionEnd(session, now)) return { kind: 'invalid' };
    if (!claimed) {
      if (token.usedAt && now.getTime() - token.usedAt.getTime() <= REFRESH_REUSE_GRACE_SECONDS * 1000) {
        const live = session.liveRefreshSealed ? unseal(config.authTokenSecret, SEAL_PURPOSE, session.liveRefreshSealed) : null;
        return { kind: 'grace', session: await touchSession(tx, config, session, now, true), refreshToken: live };
      }
      await revokeSession(tx, session.id, 'refresh-reuse', now);
      return { kind: 'reused' };
    }
    if (token.expiresAt <= now) return { kind: 'invalid' };
    const touched = await touchSession(tx, config, session, now, true);
    return { kind: 'rotated', session: touched, refreshToken: await issueRefreshToken(tx, config, touched, token.generation + 1) };
  });
}

// Every revocation goes through these two functions: they announce it to every API instance
// (session-cache.ts), at commit when `db` is a transaction.

/** Ends one session (logout, refresh-token reuse, account blocked). */
export async function revokeSession(db: Orm, sessionId: string, reason: string, now = new Date()): Promise<void> {
  await db.update(sessions).set({ revokedAt: now, revokeReason: reason }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  await announceAuthChange(db, { sessionId });
}

/** Ends every open session of a user (password reset, session kill), optionally but one. */
export async function revokeUserSessions(db: Orm, userId: number, reason: string, now = new Date(), exceptSessionId?: string): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined))
    .returning({ id: sessions.id });
  await announceAuthChange(db, { userId });
  return rows.length;
}

/** Sessions of the user that are neither revoked nor expired. */
export function liveSessionsOf(db: Orm, userId: number, now = new Date()) {
  return db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.idleExpiresAt, now), gt(sessions.absoluteExpiresAt, now)));
}
