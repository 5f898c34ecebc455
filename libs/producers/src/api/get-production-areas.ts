// GET production-area?producerId=N or ?owner=member → the areas under a producer's row, or the
// corporate member's own (docs/api.md): the fetcher, its query options and its hook.
import { productionAreaListResponseSchema, type ProductionAreaListItem } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { AREA_API, areaKeys } from './keys';

/** Whose areas: one producer's, or the corporate member's own (kurumsal). */
export type AreaOwnerQuery = { producerId: number } | { owner: 'member' };

/** The API's largest page: a producer's areas fit in it. */
export const AREAS_PAGE_LIMIT = 100;

export async function fetchProductionAreas(client: KyInstance, whose: AreaOwnerQuery, signal?: AbortSignal): Promise<{ data: ProductionAreaListItem[]; count: number }> {
  const searchParams = { page: '1', limit: String(AREAS_PAGE_LIMIT), sort: 'name', order: 'asc', ...('producerId' in whose ? { producerId: String(whose.producerId) } : { owner: 'member' }) };
  const { data, count } = parseResponse(productionAreaListResponseSchema, await client.get(AREA_API, { searchParams, signal }).json());
  return { data, count };
}

export const productionAreasQueryOptions = (client: KyInstance, whose: AreaOwnerQuery) =>
  queryOptions({
    queryKey: [...areaKeys.lists, whose] as const,
    queryFn: ({ signal }) => fetchProductionAreas(client, whose, signal),
    refetchOnMount: 'always',
  });

export function useProductionAreas(whose: AreaOwnerQuery) {
  return useQuery(productionAreasQueryOptions(useApi(), whose));
}
