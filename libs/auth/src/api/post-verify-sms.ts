import { messageResponseSchema, type MessageResponse, type verifySmsRequestSchema } from '@portal/contracts';
import type { KyInstance } from 'ky';
import type { z } from 'zod';
import { parseResponse } from '@portal/shared/api-client';

export type VerifySmsRequest = z.infer<typeof verifySmsRequestSchema>;

/** POST auth/verifySms (spec §7): the SMS code for the ticket it was sent with. */
export async function postVerifySms(body: VerifySmsRequest, client: KyInstance): Promise<MessageResponse['data']> {
  return parseResponse(messageResponseSchema, await client.post('auth/verifySms', { json: body }).json()).data;
}
