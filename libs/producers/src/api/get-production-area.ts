// GET production-area/{id} → one area: the fetcher, its query options and its hook.
import { dataEnvelope, productionAreaSchema, type ProductionArea } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { AREA_API, areaKeys } from './keys';

export async function fetchProductionArea(client: KyInstance, id: number, signal?: AbortSignal): Promise<ProductionArea> {
  return parseResponse(dataEnvelope(productionAreaSchema), await client.get(`${AREA_API}/${id}`, { signal }).json()).data;
}

export const productionAreaQueryOptions = (client: KyInstance, id: number, enabled = true) =>
  queryOptions({
    queryKey: areaKeys.item(enabled ? id : 0),
    queryFn: ({ signal }) => fetchProductionArea(client, id, signal),
    enabled,
    refetchOnMount: 'always',
  });

export function useProductionArea(id: number, enabled = true) {
  return useQuery(productionAreaQueryOptions(useApi(), id, enabled));
}
