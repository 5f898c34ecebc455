// GET search/plants?page&limit&search&sort&order → `{ data, count, suggestions }`: the section's
// page through the search list fetcher, its query options and its hook.
import { plantHitSchema, type PlantHit } from '@portal/contracts';
import { useApi } from '@portal/shared/api-client';
import type { ListParams } from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { searchKeys } from './keys';
import { fetchSearchList, searchListQueryOptions } from './search-list';

export const PLANTS_API = 'search/plants';

export const fetchPlants = (client: KyInstance, params: ListParams, signal?: AbortSignal) => fetchSearchList<PlantHit>(client, PLANTS_API, plantHitSchema, params, signal);

export const plantsQueryOptions = (client: KyInstance, params: ListParams) => searchListQueryOptions<PlantHit>(client, searchKeys.section('plants'), PLANTS_API, plantHitSchema, params);

export function usePlants(params: ListParams) {
  return useQuery(plantsQueryOptions(useApi(), params));
}
