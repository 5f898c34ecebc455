import { smsTicketResponseSchema, type SmsTicketResponse, type verifyEmailRequestSchema } from '@portal/contracts';
import type { KyInstance } from 'ky';
import type { z } from 'zod';
import { parseResponse } from '@portal/shared/api-client';

export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

/** POST auth/verify (spec §7): the e-mail link token → a ticket for the SMS code step. */
export async function postVerify(body: VerifyEmailRequest, client: KyInstance): Promise<SmsTicketResponse['data']> {
  return parseResponse(smsTicketResponseSchema, await client.post('auth/verify', { json: body }).json()).data;
}
