// DELETE portalUser?publicId= → `{ data: { publicId } }`; 409 USER_IN_USE when the user has records
// (archive instead).
import { dataEnvelope } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { z } from 'zod';
import { memberKeys, PORTAL_USER_API } from './keys';
import { dropUser } from './update-cache';

const deletedSchema = dataEnvelope(z.object({ publicId: z.string() }));

export async function deletePortalUser(client: KyInstance, publicId: string): Promise<string> {
  return parseResponse(deletedSchema, await client.delete(PORTAL_USER_API, { searchParams: { publicId } }).json()).data.publicId;
}

export function useDeletePortalUser() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (publicId: string) => deletePortalUser(client, publicId),
    onSuccess: (publicId) => {
      dropUser(queryClient, publicId);
      return queryClient.invalidateQueries({ queryKey: memberKeys.all });
    },
  });
}
