// GET `<api>?id=N` → one record of a section: the fetcher, its query options and its hook (DESIGN.md §6).
import { dataEnvelope } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { z } from 'zod';
import { definitionKeys } from './definition-keys';

/** GET `<api>?id=N` → the record; 404 when there is none. */
export async function fetchItem<Item>(client: KyInstance, api: string, itemSchema: z.ZodType<Item>, id: number, signal?: AbortSignal): Promise<Item> {
  const body = await client.get(api, { searchParams: { id: String(id) }, signal }).json();
  return parseResponse(dataEnvelope(itemSchema), body).data as Item;
}

/** The record behind an edit form: fetched again every time the form mounts. */
export const definitionItemQueryOptions = <Item>(client: KyInstance, api: string, itemSchema: z.ZodType<Item>, id: number, enabled = true) =>
  queryOptions({
    queryKey: definitionKeys.item(api, enabled ? id : 0),
    queryFn: ({ signal }) => fetchItem(client, api, itemSchema, id, signal),
    enabled,
    refetchOnMount: 'always',
  });

export function useDefinitionItem<Item>(api: string, itemSchema: z.ZodType<Item>, id: number, enabled = true) {
  return useQuery(definitionItemQueryOptions(useApi(), api, itemSchema, id, enabled));
}
