// POST `<api>` (add) or PATCH `<api>/editField` (edit): the fetcher and its mutation hook (DESIGN.md §6).
import { dataEnvelope } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { z } from 'zod';
import { definitionKeys } from './definition-keys';

/** POST `<api>` (add) or PATCH `<api>/editField` `{ id, ...input }` (edit) → the saved record. */
export async function saveItem<Item>(client: KyInstance, api: string, itemSchema: z.ZodType<Item>, input: unknown, id?: number): Promise<Item> {
  const request =
    id === undefined ? client.post(api, { json: input }) : client.patch(`${api}/editField`, { json: { id, ...(input as Record<string, unknown>) } });
  return parseResponse(dataEnvelope(itemSchema), await request.json()).data as Item;
}

/** Saves a record, then the section's lists and records are fetched again. */
export function useSaveDefinitionItem<Item>(api: string, itemSchema: z.ZodType<Item>) {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, id }: { input: unknown; id?: number }) => saveItem(client, api, itemSchema, input, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: definitionKeys.all(api) }),
  });
}
