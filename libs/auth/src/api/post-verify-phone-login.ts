import { loginResponseSchema, type LoginResult, type verifyPhoneLoginRequestSchema } from '@portal/contracts';
import type { KyInstance } from 'ky';
import type { z } from 'zod';
import { parseResponse } from '@portal/shared/api-client';

export type VerifyPhoneLoginRequest = z.infer<typeof verifyPhoneLoginRequestSchema>;

/**
 * POST auth/login/verify-phone (spec §7): confirm (or refuse) the login started by phone.
 * A confirmation answers with the login result; a refusal only with an acknowledgement (null here).
 */
export async function postVerifyPhoneLogin(body: VerifyPhoneLoginRequest, client: KyInstance): Promise<LoginResult | null> {
  const response: unknown = await client.post('auth/login/verify-phone', { json: body }).json();
  return body.confirm ? parseResponse(loginResponseSchema, response).data : null;
}
