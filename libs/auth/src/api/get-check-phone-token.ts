import { checkPhoneTokenResponseSchema, type checkPhoneTokenQuerySchema } from '@portal/contracts';
import type { KyInstance } from 'ky';
import type { z } from 'zod';
import { parseResponse } from '@portal/shared/api-client';

export type CheckPhoneTokenQuery = z.infer<typeof checkPhoneTokenQuerySchema>;
export type CheckPhoneTokenResult = z.infer<typeof checkPhoneTokenResponseSchema>['data'];

/** GET auth/check-phone-token?token= (spec §7): whether the phone-login SMS link is still good. */
export async function getCheckPhoneToken(query: CheckPhoneTokenQuery, client: KyInstance): Promise<CheckPhoneTokenResult> {
  return parseResponse(checkPhoneTokenResponseSchema, await client.get('auth/check-phone-token', { searchParams: query }).json()).data;
}
