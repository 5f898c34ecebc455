// GET production-area/{id}/weather → current conditions and a 7-day forecast, or
// `{ available: false, reason }` (docs/api.md "Weather"): the fetcher, its query options and its hook.
import { areaWeatherResponseSchema, type AreaWeather } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { AREA_API, areaKeys } from './keys';

export async function fetchAreaWeather(client: KyInstance, id: number, signal?: AbortSignal): Promise<AreaWeather> {
  return parseResponse(areaWeatherResponseSchema, await client.get(`${AREA_API}/${id}/weather`, { signal }).json()).data;
}

export const areaWeatherQueryOptions = (client: KyInstance, id: number) =>
  queryOptions({
    queryKey: [...areaKeys.item(id), 'weather'] as const,
    queryFn: ({ signal }) => fetchAreaWeather(client, id, signal),
    // The API caches a forecast for an hour; asking again within minutes adds nothing.
    staleTime: 5 * 60_000,
  });

export function useAreaWeather(id: number) {
  return useQuery(areaWeatherQueryOptions(useApi(), id));
}
