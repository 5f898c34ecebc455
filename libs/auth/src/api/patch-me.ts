import { meResponseSchema, type SessionUser, type UpdateProfileRequest } from '@portal/contracts';
import type { KyInstance } from 'ky';
import { parseResponse } from '@portal/shared/api-client';

/** PATCH portalUser/me: name and surname of the signed-in user; answers the updated user. */
export async function patchMe(body: UpdateProfileRequest, client: KyInstance): Promise<SessionUser> {
  return parseResponse(meResponseSchema, await client.patch('portalUser/me', { json: body }).json()).data;
}
