// GET search/filters → the choices of every section's filters (docs/api.md "Search"):
// the fetcher, its query options and its hook (DESIGN.md §6).
import { searchFiltersSchema, type SearchFilters } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { z } from 'zod';
import { searchKeys } from './keys';

export const SEARCH_FILTERS_API = 'search/filters';
const responseSchema = z.object({ data: searchFiltersSchema });

export async function fetchSearchFilters(client: KyInstance, signal?: AbortSignal): Promise<SearchFilters> {
  return parseResponse(responseSchema, await client.get(SEARCH_FILTERS_API, { signal }).json()).data;
}

export const searchFiltersQueryOptions = (client: KyInstance) =>
  queryOptions({
    queryKey: searchKeys.filters,
    queryFn: ({ signal }) => fetchSearchFilters(client, signal),
    // The choices change only when reference data does: one read serves every tab for a while.
    staleTime: 5 * 60_000,
  });

/** The filter choices; `enabled` false where a screen has no filter (the plants tab). */
export function useSearchFilters(enabled = true) {
  return useQuery({ ...searchFiltersQueryOptions(useApi()), enabled });
}
