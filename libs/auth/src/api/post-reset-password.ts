import { resetPasswordResponseSchema, type ResetPasswordResponse, type resetPasswordRequestSchema } from '@portal/contracts';
import type { KyInstance } from 'ky';
import type { z } from 'zod';
import { parseResponse } from '@portal/shared/api-client';

export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** POST auth/resetPassword (spec §7): the e-mail link token and the new password; an invitation's first password also answers `login`. */
export async function postResetPassword(body: ResetPasswordRequest, client: KyInstance): Promise<ResetPasswordResponse['data']> {
  return parseResponse(resetPasswordResponseSchema, await client.post('auth/resetPassword', { json: body }).json()).data;
}
