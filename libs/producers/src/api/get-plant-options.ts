// The plants an area may name. The plants reference list (GET definition/plant) is open only to
// the provider's staff (docs/api.md "Definitions"), and the API offers the professional roles no
// read of it; until it does, the choices are the plants on the member's own areas
// (GET production-area?limit=100), each named once.
import { productionAreaListResponseSchema } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { AREA_API, areaKeys } from './keys';

export interface PlantOption {
  id: number;
  name: string;
}

export async function fetchPlantOptions(client: KyInstance, signal?: AbortSignal): Promise<PlantOption[]> {
  const body = await client.get(AREA_API, { searchParams: { page: '1', limit: '100', sort: 'plantName', order: 'asc' }, signal }).json();
  const byId = new Map<number, string>();
  for (const area of parseResponse(productionAreaListResponseSchema, body).data) {
    if (area.plantId !== null && area.plantName) byId.set(area.plantId, area.plantName);
  }
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'tr'));
}

export const plantOptionsQueryOptions = (client: KyInstance) =>
  queryOptions({ queryKey: [...areaKeys.all, 'plant-options'] as const, queryFn: ({ signal }) => fetchPlantOptions(client, signal) });

export function usePlantOptions() {
  return useQuery(plantOptionsQueryOptions(useApi()));
}
