import { api } from '@portal/shared/api-client';
import type { KyInstance } from 'ky';

/** POST auth/logout with the bearer header (spec §7 Auth): the server ends the session. */
export async function postLogout(client: KyInstance = api): Promise<void> {
  await client.post('auth/logout');
}
