// DELETE `<api>?id=N`; 409 RECORD_IN_USE when another record still uses it: the fetcher and its
// mutation hook (DESIGN.md §6).
import { deletedResponseSchema } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { resourceKeys } from './resource-keys';

/** DELETE `<api>?id=N`, or DELETE `<path(id)>` for REST-style paths (`producer/7`). */
export async function deleteResource(client: KyInstance, api: string, id: number, path?: (id: number) => string): Promise<void> {
  const request = path ? client.delete(path(id)) : client.delete(api, { searchParams: { id: String(id) } });
  parseResponse(deletedResponseSchema, await request.json());
}

/** Deletes a record, then the resource's lists are fetched again. */
export function useDeleteResource(base: readonly unknown[], api: string, path?: (id: number) => string) {
  const client = useApi();
  const queryClient = useQueryClient();
  const keys = resourceKeys(base);
  return useMutation({
    mutationFn: (id: number) => deleteResource(client, api, id, path),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: keys.item(id) });
      return queryClient.invalidateQueries({ queryKey: keys.all });
    },
  });
}
