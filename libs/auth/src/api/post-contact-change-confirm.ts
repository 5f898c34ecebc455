import { confirmContactChangeResponseSchema, type ConfirmContactChange, type ConfirmContactChangeResponse } from '@portal/contracts';
import type { KyInstance } from 'ky';
import { parseResponse } from '@portal/shared/api-client';

/** POST portalUser/me/contact-change/confirm: the code applies the change; answers the updated user. */
export async function postContactChangeConfirm(body: ConfirmContactChange, client: KyInstance): Promise<ConfirmContactChangeResponse['data']> {
  return parseResponse(confirmContactChangeResponseSchema, await client.post('portalUser/me/contact-change/confirm', { json: body }).json()).data;
}
