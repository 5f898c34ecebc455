// GET search/mrl?mrlProductId&mrlActiveSubstanceId&market&includeExpired&page&limit&sort&order →
// the residue limits, paged: the fetcher, its query options and its hook.
import { mrlEntrySchema, searchListResponse, type MrlEntry } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { MRL_LIMITS_API, mrlQueryKeys } from './query-keys';

const limitsSchema = searchListResponse(mrlEntrySchema);

export interface MrlLimitsPage {
  data: MrlEntry[];
  count: number;
}

/** `params` are the query's parameters as the API names them. */
export async function fetchMrlLimits(client: KyInstance, params: Record<string, string>, signal?: AbortSignal): Promise<MrlLimitsPage> {
  return parseResponse(limitsSchema, await client.get(MRL_LIMITS_API, { searchParams: params, signal }).json());
}

export const mrlLimitsQueryOptions = (client: KyInstance, params: Record<string, string>) =>
  queryOptions({
    queryKey: mrlQueryKeys.limits(params),
    queryFn: ({ signal }) => fetchMrlLimits(client, params, signal),
    // The page on screen stays while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useMrlLimits(params: Record<string, string>) {
  return useQuery(mrlLimitsQueryOptions(useApi(), params));
}
