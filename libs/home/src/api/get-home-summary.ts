// GET search/home → the home panels' figures for the caller: reference counts, the
// latest changes, and for a professional its member's recent prescriptions and their counts.
import { homeSummaryResponseSchema, type HomeSummary } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { HOME_API, homeKeys } from './keys';

export async function fetchHomeSummary(client: KyInstance, signal?: AbortSignal): Promise<HomeSummary> {
  return parseResponse(homeSummaryResponseSchema, await client.get(HOME_API, { signal }).json()).data;
}

export const homeSummaryQueryOptions = (client: KyInstance) =>
  queryOptions({
    queryKey: homeKeys.summary,
    queryFn: ({ signal }) => fetchHomeSummary(client, signal),
  });

export function useHomeSummary() {
  return useQuery(homeSummaryQueryOptions(useApi()));
}
