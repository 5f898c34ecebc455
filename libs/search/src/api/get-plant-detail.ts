// GET search/plants/{id} → `{ data: PlantDetail }`: a plant's organisms, each with
// the products registered against it; the fetcher, its query options and its hook. An unknown or
// passive id answers 404.
import { plantDetailSchema, type PlantDetail } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { z } from 'zod';
import { searchKeys } from './keys';

const responseSchema = z.object({ data: plantDetailSchema });

export async function fetchPlantDetail(client: KyInstance, id: number, signal?: AbortSignal): Promise<PlantDetail> {
  return parseResponse(responseSchema, await client.get(`search/plants/${id}`, { signal }).json()).data;
}

export const plantDetailQueryOptions = (client: KyInstance, id: number) =>
  queryOptions({ queryKey: searchKeys.detail('plants', id), queryFn: ({ signal }) => fetchPlantDetail(client, id, signal) });

/** The record of `id`; off while the route's id is not a record id. */
export function usePlantDetail(id: number, enabled = true) {
  return useQuery({ ...plantDetailQueryOptions(useApi(), id), enabled });
}
