import { messageResponseSchema, type MessageResponse, type ResendSmsRequest } from '@portal/contracts';
import type { KyInstance } from 'ky';
import { parseResponse } from '@portal/shared/api-client';

/** POST auth/resendSms: a new code for the ticket of an SMS step; the old code stops working. */
export async function postResendSms(body: ResendSmsRequest, client: KyInstance): Promise<MessageResponse['data']> {
  return parseResponse(messageResponseSchema, await client.post('auth/resendSms', { json: body }).json()).data;
}
