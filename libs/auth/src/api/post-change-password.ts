import { messageResponseSchema, type ChangePasswordRequest, type MessageResponse } from '@portal/contracts';
import type { KyInstance } from 'ky';
import { parseResponse } from '@portal/shared/api-client';

/** POST portalUser/me/password: the current and the new password; the other sessions end. */
export async function postChangePassword(body: ChangePasswordRequest, client: KyInstance): Promise<MessageResponse['data']> {
  return parseResponse(messageResponseSchema, await client.post('portalUser/me/password', { json: body }).json()).data;
}
