// GET production-area?search&limit=25&archived=false → the member's active areas matching what
// is typed (the producers' and its own): the fetcher, its query options and its hook. The
// prescriptions feature's "Alanlara uygula" and the TRC lot form pick areas with it.
import { productionAreaListResponseSchema, type ProductionAreaListItem } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { resourceKeys } from '../data-table/api/resource-keys';

export const PRODUCTION_AREA_API = 'production-area';
/** Every list, record and option read of the areas sits under this base: one invalidation refreshes them. */
export const productionAreaKeys = resourceKeys(['production-areas']);

export async function fetchAreaOptions(client: KyInstance, search: string, signal?: AbortSignal): Promise<ProductionAreaListItem[]> {
  const searchParams = { page: '1', limit: '25', sort: 'name', order: 'asc', archived: 'false', ...(search ? { search } : {}) };
  return parseResponse(productionAreaListResponseSchema, await client.get(PRODUCTION_AREA_API, { searchParams, signal }).json()).data;
}

export const areaOptionsQueryOptions = (client: KyInstance, search: string) =>
  queryOptions({ queryKey: [...productionAreaKeys.all, 'options', search] as const, queryFn: ({ signal }) => fetchAreaOptions(client, search, signal), placeholderData: keepPreviousData });

/** The areas matching `search` as given (the caller trims or debounces it). */
export function useAreaOptions(search: string, enabled = true) {
  return useQuery({ ...areaOptionsQueryOptions(useApi(), search), enabled });
}
