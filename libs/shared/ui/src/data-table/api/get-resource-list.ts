// GET `<api>?page&limit&search&sort&order&<filters>` → `{ data, count }` (docs/api.md "Lists"):
// the fetcher, its query options and its hook (DESIGN.md §6).
import { listEnvelope, type CountKind } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { z } from 'zod';
import { listSearchParams, resourceKeys, type ListParams } from './resource-keys';

/** A row every resource list shows: an id, and the `sample` flag of demonstration records. */
export interface ResourceRow {
  id: number;
  sample?: boolean;
  status?: boolean;
}

export interface ListPage<Item> {
  data: Item[];
  count: number;
  /** Absent when the count is exact (see listEnvelope in the contracts). */
  countKind?: CountKind;
  /** The term this page was searched with: the empty text names it. */
  search: string;
}

export async function fetchResourceList<Item>(
  client: KyInstance,
  api: string,
  itemSchema: z.ZodType<Item>,
  params: ListParams,
  signal?: AbortSignal,
): Promise<ListPage<Item>> {
  const searchParams = { page: String(params.page), limit: String(params.limit), ...listSearchParams(params) };
  const body = await client.get(api, { searchParams, signal }).json();
  const { data, count, countKind } = parseResponse(listEnvelope(itemSchema), body) as { data: Item[]; count: number; countKind?: CountKind };
  return { data, count, ...(countKind ? { countKind } : {}), search: params.search };
}

/**
 * One page of a list (spec §2, §7): fetched again every time the list mounts; while the next
 * page loads the last one stays on screen.
 */
export const resourceListQueryOptions = <Item>(client: KyInstance, base: readonly unknown[], api: string, itemSchema: z.ZodType<Item>, params: ListParams) =>
  queryOptions({
    queryKey: resourceKeys(base).list(params),
    queryFn: ({ signal }) => fetchResourceList(client, api, itemSchema, params, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });

export function useResourceList<Item>(base: readonly unknown[], api: string, itemSchema: z.ZodType<Item>, params: ListParams) {
  return useQuery(resourceListQueryOptions(useApi(), base, api, itemSchema, params));
}
