import { loginResponseSchema, type LoginRequest, type LoginResult } from '@portal/contracts';
import type { KyInstance } from 'ky';
import { parseResponse } from '@portal/shared/api-client';

/** POST auth/login (spec §7 Auth); credentials are included so the refresh cookie is set. */
export async function postLogin(body: LoginRequest, client: KyInstance): Promise<LoginResult> {
  return parseResponse(loginResponseSchema, await client.post('auth/login', { json: body }).json()).data;
}
