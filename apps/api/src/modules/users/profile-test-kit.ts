// Helpers of the profile tests: bearer calls and a second session of the same user.
import { and, asc, eq } from 'drizzle-orm';
import { startSession } from '../../platform/auth';
import { auditLog, type UserRow } from '../../platform/db';
import { freshIp, type TestApp } from '../../test-support';

export type Method = 'GET' | 'PATCH' | 'POST';

/** A bearer call from its own client address unless told, so per-IP limits trip only where meant. */
export function call(app: TestApp, method: Method, url: string, token: string | null, payload?: unknown, ip = freshIp()) {
  return app.inject({
    method,
    url: `/api/v1/portalUser/${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
    remoteAddress: ip,
  });
}

/** Another live session of the user (another device), made straight in the database. */
export async function otherSession(app: TestApp, user: UserRow) {
  const { session, refreshToken } = await startSession(app.db, app.config, { userId: user.id, hostLabel: 'rct', keepSession: false });
  return { session, refreshToken, token: await app.accessTokens.sign({ sub: user.publicId, sid: session.id }) };
}

/** The audit rows of a user for an action, oldest first. */
export function auditOf(app: TestApp, user: UserRow, action: string) {
  return app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, user.publicId), eq(auditLog.action, action)))
    .orderBy(asc(auditLog.id));
}
