// GET prescription/verify/{token}/spray-plan (public, no token) → the spray plan of the public
// page's prescription: the next 72 hours at its area rated for spraying, or `{ available: false,
// reason }`. An unknown or revoked link answers 404 as the page's own call does. The fetcher,
// its query options and its hook.
import { areaSprayPlanResponseSchema, type AreaSprayPlanDto } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { SPRAY_PLAN_STALE_MS } from '@portal/shared/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { isLinkNotFound } from './get-public-prescription';

export async function fetchPublicSprayPlan(client: KyInstance, token: string, signal?: AbortSignal): Promise<AreaSprayPlanDto> {
  return parseResponse(areaSprayPlanResponseSchema, await client.get(`prescription/verify/${encodeURIComponent(token)}/spray-plan`, { signal }).json()).data;
}

export const publicSprayPlanQueryOptions = (client: KyInstance, token: string, enabled: boolean) =>
  queryOptions({
    queryKey: ['public-prescription', token, 'spray-plan'] as const,
    queryFn: ({ signal }) => fetchPublicSprayPlan(client, token, signal),
    enabled,
    staleTime: SPRAY_PLAN_STALE_MS,
    // Like the page's own call: nothing kept once the page is left (a revoked link stops at once).
    gcTime: 0,
    retry: (count, error) => !isLinkNotFound(error) && count < 2,
  });

export function usePublicSprayPlan(token: string, enabled: boolean) {
  return useQuery(publicSprayPlanQueryOptions(useApi(), token, enabled));
}
