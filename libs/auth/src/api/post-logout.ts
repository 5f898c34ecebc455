import type { KyInstance } from 'ky';

/** POST auth/logout with the bearer header (spec §7 Auth): the server ends the session. */
export async function postLogout(client: KyInstance): Promise<void> {
  await client.post('auth/logout');
}
