import { messageResponseSchema, type MessageResponse, type resetPasswordSmsRequestSchema } from '@portal/contracts';
import type { KyInstance } from 'ky';
import type { z } from 'zod';
import { parseResponse } from '@portal/shared/api-client';

export type ResetPasswordSmsRequest = z.infer<typeof resetPasswordSmsRequestSchema>;

/** POST auth/resetPasswordSms (spec §7): the SMS ticket, its code and the new password. */
export async function postResetPasswordSms(body: ResetPasswordSmsRequest, client: KyInstance): Promise<MessageResponse['data']> {
  return parseResponse(messageResponseSchema, await client.post('auth/resetPasswordSms', { json: body }).json()).data;
}
