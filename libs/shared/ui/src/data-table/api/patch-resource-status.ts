// PATCH `<api>` `{ id }` → the record with its status flipped (spec §4 "MRL status"): the fetcher
// and its mutation hook (DESIGN.md §6).
import { dataEnvelope } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { z } from 'zod';
import type { ListPage, ResourceRow } from './get-resource-list';
import { resourceKeys } from './resource-keys';

export async function patchResourceStatus<Item>(client: KyInstance, api: string, itemSchema: z.ZodType<Item>, id: number): Promise<Item> {
  return parseResponse(dataEnvelope(itemSchema), await client.patch(api, { json: { id } }).json()).data as Item;
}

/** The status switch; the answer's row replaces the cached one in every list and the record. */
export function useToggleStatus<Item extends ResourceRow>(base: readonly unknown[], api: string, itemSchema: z.ZodType<Item>) {
  const client = useApi();
  const queryClient = useQueryClient();
  const keys = resourceKeys(base);
  return useMutation({
    mutationFn: (id: number) => patchResourceStatus(client, api, itemSchema, id),
    onSuccess: (item) => {
      queryClient.setQueriesData<ListPage<Item>>({ queryKey: keys.lists }, (page) =>
        page ? { ...page, data: page.data.map((row) => (row.id === item.id ? item : row)) } : page,
      );
      queryClient.setQueryData(keys.item(item.id), item);
    },
  });
}
