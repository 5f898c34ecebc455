// GET prescription/{id}/spray-plan → the next 72 hours at the prescription's area rated for
// spraying, or `{ available: false, reason }` (a fast prescription, no polygon, withdrawn or
// cancelled, the weather service down): the fetcher, its query options and its hook.
import { areaSprayPlanResponseSchema, type AreaSprayPlanDto } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { SPRAY_PLAN_STALE_MS } from '@portal/shared/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { PRESCRIPTION_API, prescriptionKeys } from './keys';

export async function fetchPrescriptionSprayPlan(client: KyInstance, id: number, signal?: AbortSignal): Promise<AreaSprayPlanDto> {
  return parseResponse(areaSprayPlanResponseSchema, await client.get(`${PRESCRIPTION_API}/${id}/spray-plan`, { signal }).json()).data;
}

export const prescriptionSprayPlanQueryOptions = (client: KyInstance, id: number) =>
  queryOptions({
    queryKey: [...prescriptionKeys.item(id), 'spray-plan'] as const,
    queryFn: ({ signal }) => fetchPrescriptionSprayPlan(client, id, signal),
    staleTime: SPRAY_PLAN_STALE_MS,
  });

export function usePrescriptionSprayPlan(id: number) {
  return useQuery(prescriptionSprayPlanQueryOptions(useApi(), id));
}
