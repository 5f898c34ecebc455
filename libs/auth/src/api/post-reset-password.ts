import { messageResponseSchema, type MessageResponse, type resetPasswordRequestSchema } from '@portal/contracts';
import type { KyInstance } from 'ky';
import type { z } from 'zod';
import { parseResponse } from '@portal/shared/api-client';

export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** POST auth/resetPassword (spec §7): the e-mail link token and the new password; no login follows. */
export async function postResetPassword(body: ResetPasswordRequest, client: KyInstance): Promise<MessageResponse['data']> {
  return parseResponse(messageResponseSchema, await client.post('auth/resetPassword', { json: body }).json()).data;
}
