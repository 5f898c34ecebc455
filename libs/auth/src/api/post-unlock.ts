import { unlockResponseSchema, type SessionUser, type UnlockRequest } from '@portal/contracts';
import type { KyInstance } from 'ky';
import { parseResponse } from '@portal/shared/api-client';

/** POST auth/unlock: the locked session's password; the refresh cookie names the session. */
export async function postUnlock(body: UnlockRequest, client: KyInstance): Promise<{ token: string; user: SessionUser }> {
  return parseResponse(unlockResponseSchema, await client.post('auth/unlock', { json: body }).json()).data;
}
