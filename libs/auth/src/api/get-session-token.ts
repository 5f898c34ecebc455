import { sessionTokenResponseSchema, type SessionUser } from '@portal/contracts';
import type { KyInstance } from 'ky';
import { parseResponse } from '@portal/shared/api-client';

/** GET auth/session-token?sessionId=: the cross-host hand-off (spec §7, DESIGN.md §4). */
export async function getSessionToken(sessionId: string, client: KyInstance): Promise<{ token: string; user: SessionUser }> {
  const body = await client.get('auth/session-token', { searchParams: { sessionId } }).json();
  return parseResponse(sessionTokenResponseSchema, body).data;
}
