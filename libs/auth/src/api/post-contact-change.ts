import { contactChangeResponseSchema, type ContactChangeResponse, type RequestContactChange } from '@portal/contracts';
import type { KyInstance } from 'ky';
import { parseResponse } from '@portal/shared/api-client';

/** POST portalUser/me/contact-change: a code to the new e-mail or phone; answers its ticket and where it went (masked). */
export async function postContactChange(body: RequestContactChange, client: KyInstance): Promise<ContactChangeResponse['data']> {
  return parseResponse(contactChangeResponseSchema, await client.post('portalUser/me/contact-change', { json: body }).json()).data;
}
