import type { DefinitionRow } from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { definitionKeys, deleteItem, fetchList, toggleStatus, useApi, type ListPage, type ListParams } from './api';

/**
 * One page of a section's list (spec §2, §7): fetched again every time the list mounts; while
 * the next page loads the last one stays on screen.
 */
export function useDefinitionList<Item extends DefinitionRow>(api: string, itemSchema: z.ZodType<Item>, params: ListParams) {
  const client = useApi();
  return useQuery({
    queryKey: definitionKeys.list(api, params),
    queryFn: ({ signal }) => fetchList(client, api, itemSchema, params, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}

/** The status switch: PATCH `<api>` `{ id }`; the answer's row replaces the cached one (spec §4). */
export function useToggleStatus<Item extends DefinitionRow>(api: string, itemSchema: z.ZodType<Item>) {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => toggleStatus(client, api, itemSchema, id),
    onSuccess: (item) => {
      queryClient.setQueriesData<ListPage<Item>>({ queryKey: definitionKeys.lists(api) }, (page) =>
        page ? { ...page, data: page.data.map((row) => (row.id === item.id ? item : row)) } : page,
      );
      queryClient.setQueryData(definitionKeys.item(api, item.id), item);
    },
  });
}

/** DELETE `<api>?id=N`, then the section's lists are fetched again. */
export function useDeleteItem(api: string) {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteItem(client, api, id),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: definitionKeys.item(api, id) });
      return queryClient.invalidateQueries({ queryKey: definitionKeys.all(api) });
    },
  });
}
