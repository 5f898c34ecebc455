// GET production-area/{id}/spray-plan?rainfastHours: the next 72 hours rated for spraying, the
// next good window and the 3-day summary; `{ available: false, reason }` without a boundary or
// while the weather service is down.
import { areaSprayPlanResponseSchema, type AreaSprayPlanDto } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { PRODUCTION_AREA_API } from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { registerKeys } from './keys';

export async function fetchSprayPlan(client: KyInstance, areaId: number, signal?: AbortSignal): Promise<AreaSprayPlanDto> {
  return parseResponse(areaSprayPlanResponseSchema, await client.get(`${PRODUCTION_AREA_API}/${areaId}/spray-plan`, { signal }).json()).data;
}

export function useSprayPlan(areaId: number | null) {
  const client = useApi();
  return useQuery({
    queryKey: registerKeys.sprayPlan(areaId ?? 0),
    queryFn: ({ signal }) => fetchSprayPlan(client, areaId!, signal),
    enabled: areaId !== null,
    // The API keeps the forecast an hour: asking again sooner gives the same answer.
    staleTime: 10 * 60_000,
  });
}
