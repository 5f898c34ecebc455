// GET production-area/{id}/spray-plan?rainfastHours → the next 72 hours at the area rated for
// spraying, or `{ available: false, reason }`: the fetcher, its query options and its hook. The
// prescription editor and the register's application form read an area's plan with it.
import { areaSprayPlanResponseSchema, type AreaSprayPlanDto } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { PRODUCTION_AREA_API, productionAreaKeys } from '../../options/area-options';

/** The API refreshes its forecast hourly; a plan read within minutes is as good. */
export const SPRAY_PLAN_STALE_MS = 5 * 60_000;

export async function fetchAreaSprayPlan(client: KyInstance, areaId: number, rainfastHours?: number | null, signal?: AbortSignal): Promise<AreaSprayPlanDto> {
  const searchParams = rainfastHours ? { rainfastHours: String(rainfastHours) } : undefined;
  return parseResponse(areaSprayPlanResponseSchema, await client.get(`${PRODUCTION_AREA_API}/${areaId}/spray-plan`, { searchParams, signal }).json()).data;
}

export const areaSprayPlanQueryOptions = (client: KyInstance, areaId: number, rainfastHours?: number | null) =>
  queryOptions({
    queryKey: [...productionAreaKeys.item(areaId), 'spray-plan', rainfastHours ?? null] as const,
    queryFn: ({ signal }) => fetchAreaSprayPlan(client, areaId, rainfastHours, signal),
    staleTime: SPRAY_PLAN_STALE_MS,
  });

/** The area's plan; `areaId` null: nothing is asked (no area chosen yet). */
export function useAreaSprayPlan(areaId: number | null, rainfastHours?: number | null) {
  return useQuery({ ...areaSprayPlanQueryOptions(useApi(), areaId ?? 0, rainfastHours), enabled: areaId !== null });
}
