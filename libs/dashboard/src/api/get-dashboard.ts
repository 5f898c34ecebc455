// GET dashboard → the live figures of /dashboard (docs/api.md "Dashboard"): the
// fetcher, its query options and its hook (DESIGN.md §6).
import { dashboardResponseSchema, type Dashboard } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';

export const DASHBOARD_API = 'dashboard';
export const dashboardKeys = { all: ['dashboard'] as const };

export async function fetchDashboard(client: KyInstance, signal?: AbortSignal): Promise<Dashboard> {
  return parseResponse(dashboardResponseSchema, await client.get(DASHBOARD_API, { signal }).json()).data;
}

export const dashboardQueryOptions = (client: KyInstance) =>
  queryOptions({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) => fetchDashboard(client, signal),
    // Live figures: fetched on every visit, and again every five minutes while the page is open.
    staleTime: 0,
    refetchInterval: 5 * 60_000,
  });

export function useDashboard() {
  return useQuery(dashboardQueryOptions(useApi()));
}
