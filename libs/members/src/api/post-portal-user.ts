// POST portalUser → the new user, who gets an invitation mail to set a password (spec §7; 409
// SEATS_FULL when the member has no free seat; 400 with field details, e.g. `body.email` taken).
// Spec §4: the new user is added to the top of the list.
import { dataEnvelope, portalUserSchema, type PortalUser, type PortalUserCreate } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { memberKeys, PORTAL_USER_API } from './keys';
import { putFirst } from './update-cache';

export async function postPortalUser(client: KyInstance, body: PortalUserCreate): Promise<PortalUser> {
  return parseResponse(dataEnvelope(portalUserSchema), await client.post(PORTAL_USER_API, { json: body }).json()).data;
}

export function useCreatePortalUser() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PortalUserCreate) => postPortalUser(client, body),
    onSuccess: (user) => {
      putFirst(queryClient, user);
      // The member's seat count changed.
      return queryClient.invalidateQueries({ queryKey: memberKeys.all });
    },
  });
}
