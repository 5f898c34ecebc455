import { forgotPasswordResponseSchema, type ForgotPasswordRequest } from '@portal/contracts';
import type { KyInstance } from 'ky';
import type { z } from 'zod';
import { parseResponse } from '@portal/shared/api-client';

export type ForgotPasswordResult = z.infer<typeof forgotPasswordResponseSchema>['data'];

/** POST auth/forgotPassword (spec §7): by e-mail link, or by SMS code (answers with a ticket). */
export async function postForgotPassword(body: ForgotPasswordRequest, client: KyInstance): Promise<ForgotPasswordResult> {
  return parseResponse(forgotPasswordResponseSchema, await client.post('auth/forgotPassword', { json: body }).json()).data;
}
