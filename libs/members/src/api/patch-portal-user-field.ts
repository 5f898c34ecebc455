// PATCH portalUser/editField `{ publicId, …the changed fields }` (spec §7, §4 "edited by field").
import { dataEnvelope, portalUserSchema, type PortalUser, type PortalUserEdit } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { PORTAL_USER_API } from './keys';
import { replaceUser } from './update-cache';

export async function patchPortalUserField(client: KyInstance, body: PortalUserEdit): Promise<PortalUser> {
  return parseResponse(dataEnvelope(portalUserSchema), await client.patch(`${PORTAL_USER_API}/editField`, { json: body }).json()).data;
}

export function useEditUserField() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PortalUserEdit) => patchPortalUserField(client, body),
    onSuccess: (user) => replaceUser(queryClient, user),
  });
}
