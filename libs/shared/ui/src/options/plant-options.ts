// The plants an area may name: the active plants of the reference list that match what the user
// types, 25 at a time (GET definition/plant/query, open to every signed-in session: docs/api.md
// "Definitions and MRL"). The search is the API's Turkish-folded one. Areas, prescriptions and
// the TRC stage form pick plants with it.
import { listEnvelope, plantSchema } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';

export const PLANT_QUERY_API = 'definition/plant/query';
const plantListSchema = listEnvelope(plantSchema);

export interface PlantOption {
  id: number;
  name: string;
}

export async function fetchPlantOptions(client: KyInstance, search: string, signal?: AbortSignal): Promise<PlantOption[]> {
  const searchParams: Record<string, string> = { page: '1', limit: '25', status: 'true', sort: 'name', order: 'asc' };
  if (search) searchParams['search'] = search;
  const body = await client.get(PLANT_QUERY_API, { searchParams, signal }).json();
  return parseResponse(plantListSchema, body).data.map((plant) => ({ id: plant.id, name: plant.name }));
}

export const plantOptionsQueryOptions = (client: KyInstance, search: string) =>
  queryOptions({
    queryKey: ['reference', 'plant', 'options', search] as const,
    queryFn: ({ signal }) => fetchPlantOptions(client, search, signal),
    // Reference data changes rarely; the previous answer stays while the next one loads.
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** The plants matching `search` (debounced while the user types). */
export function usePlantOptions(search: string) {
  const [debounced] = useDebouncedValue(search.trim(), 250);
  return useQuery(plantOptionsQueryOptions(useApi(), debounced));
}
