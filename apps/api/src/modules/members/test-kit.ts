// Staff and member admins for the member and portal-user tests.
import type { Role } from '@portal/contracts';
import { startSession } from '../../platform/auth';
import type { UserRow } from '../../platform/db';
import { createUser, type NewUser, type TestApp } from '../auth/test-kit';

export { buildTestApp, createUser, freshIp, lastLinkToken, login, outboxFor, PASSWORD, type TestApp } from '../auth/test-kit';
export const API = '/api/v1';

/** A bearer header for an existing user, as a session on portaldev would carry. */
export async function bearerOf(app: TestApp, user: UserRow): Promise<Record<string, string>> {
  const { session } = await startSession(app.db, app.config, { userId: user.id, hostLabel: 'portaldev', keepSession: false });
  return { authorization: `Bearer ${await app.accessTokens.sign({ sub: user.publicId, sid: session.id })}` };
}

/** A user of a new member with the role, and its bearer header. */
export async function staff(app: TestApp, role: Role, input: NewUser = {}) {
  const made = await createUser(app, { role, ...input });
  return { ...made, headers: await bearerOf(app, made.user) };
}

/** ISO day `days` from today in Istanbul. */
export function dayFromToday(days: number): string {
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
