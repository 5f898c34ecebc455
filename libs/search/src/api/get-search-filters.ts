// GET search/filters → the choices of every section's filters (docs/api.md "Search"):
// the fetcher, its query options and its hook (DESIGN.md §6). With a plant × pest query
// (plantId, harmfulOrganismId, includeInvalid) its `moaCodes` are only the groups of the
// products that query answers: the "other mode-of-action group" choices.
import { searchFiltersSchema, type SearchFilters, type SearchFiltersQuery } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { z } from 'zod';
import { searchKeys } from './keys';

export const SEARCH_FILTERS_API = 'search/filters';
const responseSchema = z.object({ data: searchFiltersSchema });

export async function fetchSearchFilters(client: KyInstance, signal?: AbortSignal, query: SearchFiltersQuery = {}): Promise<SearchFilters> {
  const searchParams = Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return parseResponse(responseSchema, await client.get(SEARCH_FILTERS_API, { signal, searchParams }).json()).data;
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

/** The plant × pest query the MoA choices are for; null until both are chosen. */
export interface MoaChoicesFor {
  plantId: number;
  harmfulOrganismId: number;
  includeInvalid: boolean;
}

const moaQuery = ({ plantId, harmfulOrganismId, includeInvalid }: MoaChoicesFor): SearchFiltersQuery => ({
  plantId: String(plantId),
  harmfulOrganismId: String(harmfulOrganismId),
  ...(includeInvalid ? { includeInvalid: 'true' } : {}),
});

export const moaChoicesQueryOptions = (client: KyInstance, of: MoaChoicesFor) =>
  queryOptions({
    queryKey: [...searchKeys.filters, moaQuery(of)] as const,
    queryFn: ({ signal }) => fetchSearchFilters(client, signal, moaQuery(of)),
    select: (filters: SearchFilters) => filters.moaCodes,
    staleTime: 5 * 60_000,
  });

/** The MoA groups of the products the plant × pest query answers; off until it is asked. */
export function useMoaChoices(of: MoaChoicesFor | null) {
  return useQuery({ ...moaChoicesQueryOptions(useApi(), of ?? { plantId: 0, harmfulOrganismId: 0, includeInvalid: false }), enabled: of !== null });
}
