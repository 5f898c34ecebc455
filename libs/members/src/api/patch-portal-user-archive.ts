// PATCH portalUser/switchArchive `{ publicId }` (spec §7): archives or brings back a user. Spec §4:
// an archived user leaves the list (and frees a seat).
import { dataEnvelope, portalUserSchema, type PortalUser } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { memberKeys, PORTAL_USER_API } from './keys';
import { replaceUser } from './update-cache';

export async function patchPortalUserArchive(client: KyInstance, publicId: string): Promise<PortalUser> {
  return parseResponse(dataEnvelope(portalUserSchema), await client.patch(`${PORTAL_USER_API}/switchArchive`, { json: { publicId } }).json()).data;
}

export function useSwitchArchive() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (publicId: string) => patchPortalUserArchive(client, publicId),
    onSuccess: (user) => {
      replaceUser(queryClient, user);
      return queryClient.invalidateQueries({ queryKey: memberKeys.all });
    },
  });
}
