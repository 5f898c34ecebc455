// DELETE member/{id} → `{ data: { id } }` (spec §2 "Member deletion dialog"): the fetcher and its
// mutation hook.
import { dataEnvelope } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { z } from 'zod';
import { MEMBER_API, memberKeys } from './keys';

const deletedSchema = dataEnvelope(z.object({ id: z.number().int() }));

export async function deleteMember(client: KyInstance, id: number): Promise<number> {
  return parseResponse(deletedSchema, await client.delete(`${MEMBER_API}/${id}`).json()).data.id;
}

/** Deletes a member; its record is forgotten and the lists are fetched again. */
export function useDeleteMember() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteMember(client, id),
    onSuccess: (id) => {
      queryClient.removeQueries({ queryKey: memberKeys.item(id) });
      return queryClient.invalidateQueries({ queryKey: memberKeys.lists });
    },
  });
}
