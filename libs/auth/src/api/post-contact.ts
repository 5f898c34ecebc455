import { messageResponseSchema, type ContactRequest, type MessageResponse } from '@portal/contracts';
import type { KyInstance } from 'ky';
import { parseResponse } from '@portal/shared/api-client';

/** POST contact: the public contact form (/iletisim). */
export async function postContact(body: ContactRequest, client: KyInstance): Promise<MessageResponse['data']> {
  return parseResponse(messageResponseSchema, await client.post('contact', { json: body }).json()).data;
}
