import { messageResponseSchema, type phoneLoginRequestSchema } from '@portal/contracts';
import type { KyInstance } from 'ky';
import type { z } from 'zod';
import { parseResponse } from '@portal/shared/api-client';

export type PhoneLoginRequest = z.output<typeof phoneLoginRequestSchema>;

/** POST auth/login/phone: an SMS with a login link goes to the number when it has an account. */
export async function postPhoneLogin(body: PhoneLoginRequest, client: KyInstance): Promise<string> {
  return parseResponse(messageResponseSchema, await client.post('auth/login/phone', { json: body }).json()).data.message;
}
