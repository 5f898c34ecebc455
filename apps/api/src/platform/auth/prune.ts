// Removes auth rows nobody can use any more, so the tables stay small. Not wired to a timer
// here: the background sender (or a cron) calls it.
import { lt, or, isNotNull, and } from 'drizzle-orm';
import { oneTimeTokens, sessions, type Orm } from '../db';

/** Keep ended rows this long for support questions ("why was I logged out?"). */
const KEEP_MS = 7 * 86_400_000;

export async function pruneAuthData(db: Orm, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - KEEP_MS);
  await db.delete(oneTimeTokens).where(lt(oneTimeTokens.expiresAt, before));
  // Refresh tokens go with their session (ON DELETE CASCADE).
  await db
    .delete(sessions)
    .where(or(lt(sessions.absoluteExpiresAt, before), lt(sessions.idleExpiresAt, before), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, before))));
}
