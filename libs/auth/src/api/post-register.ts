import { messageResponseSchema, type MessageResponse, type RegisterRequest } from '@portal/contracts';
import type { KyInstance } from 'ky';
import { parseResponse } from '@portal/shared/api-client';

/** POST auth/register (spec §7): the same answer whether or not the e-mail exists (DESIGN.md §4). */
export async function postRegister(body: RegisterRequest, client: KyInstance): Promise<MessageResponse['data']> {
  return parseResponse(messageResponseSchema, await client.post('auth/register', { json: body }).json()).data;
}
