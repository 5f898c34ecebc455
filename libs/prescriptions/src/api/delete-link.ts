// DELETE prescription/{id}/link → 204: the public link is revoked (its page then says so): the
// fetcher and its mutation hook. The caller stops asking for the link before it forgets the cached
// one (`forgetLink`): asking again would make a new link.
import { useApi } from '@portal/shared/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { PRESCRIPTION_API, prescriptionKeys } from './keys';

export async function deleteLink(client: KyInstance, id: number): Promise<void> {
  await client.delete(`${PRESCRIPTION_API}/${id}/link`);
}

export function useRevokeLink(id: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: () => deleteLink(client, id) });
  return { ...mutation, forgetLink: () => queryClient.removeQueries({ queryKey: prescriptionKeys.link(id) }) };
}
