// PATCH portalUser `{ publicId, status? }` (spec §7): active, passive or banned; without a status the
// API toggles between active and passive. The answer's user replaces the shown one.
import { dataEnvelope, portalUserSchema, type PortalUser, type UserStatus } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { PORTAL_USER_API } from './keys';
import { replaceUser } from './update-cache';

export async function patchPortalUserStatus(client: KyInstance, publicId: string, status?: UserStatus): Promise<PortalUser> {
  return parseResponse(dataEnvelope(portalUserSchema), await client.patch(PORTAL_USER_API, { json: status ? { publicId, status } : { publicId } }).json()).data;
}

export function useSetUserStatus() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ publicId, status }: { publicId: string; status?: UserStatus }) => patchPortalUserStatus(client, publicId, status),
    onSuccess: (user) => replaceUser(queryClient, user),
  });
}
