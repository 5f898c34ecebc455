// POST portalUser/resetPassword `{ publicId }` → `{ data: { message } }`: the user gets the reset mail.
import { messageResponseSchema } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { useMutation } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { PORTAL_USER_API } from './keys';

export async function postResetPassword(client: KyInstance, publicId: string): Promise<string> {
  return parseResponse(messageResponseSchema, await client.post(`${PORTAL_USER_API}/resetPassword`, { json: { publicId } }).json()).data.message;
}

export function useSendPasswordReset() {
  const client = useApi();
  return useMutation({ mutationFn: (publicId: string) => postResetPassword(client, publicId) });
}
