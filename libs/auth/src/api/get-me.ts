import { meResponseSchema, type SessionUser } from '@portal/contracts';
import type { KyInstance } from 'ky';
import { parseResponse } from '@portal/shared/api-client';

/** GET portalUser/me: the signed-in user, with the role as `type` (spec §7). */
export async function getMe(client: KyInstance): Promise<SessionUser> {
  return parseResponse(meResponseSchema, await client.get('portalUser/me').json()).data;
}
