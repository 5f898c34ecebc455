import { loginResponseSchema, type LoginResult } from '@portal/contracts';
import type { KyInstance } from 'ky';
import { parseResponse } from '@portal/shared/api-client';

/** POST auth/sessionKill: ends the other session and completes the login (DESIGN.md §4). */
export async function postSessionKill(ticket: string, client: KyInstance): Promise<LoginResult> {
  return parseResponse(loginResponseSchema, await client.post('auth/sessionKill', { json: { ticket } }).json()).data;
}
