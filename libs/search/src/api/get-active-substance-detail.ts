// GET search/active-substances/{id} → `{ data: ActiveSubstanceDetail }`: a
// substance's products, its MRLs by product, its group and B-Reçete flag; the fetcher, its query
// options and its hook. An unknown or passive id answers 404.
import { activeSubstanceDetailSchema, type ActiveSubstanceDetail } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { z } from 'zod';
import { searchKeys } from './keys';

const responseSchema = z.object({ data: activeSubstanceDetailSchema });

export async function fetchActiveSubstanceDetail(client: KyInstance, id: number, signal?: AbortSignal): Promise<ActiveSubstanceDetail> {
  return parseResponse(responseSchema, await client.get(`search/active-substances/${id}`, { signal }).json()).data;
}

export const activeSubstanceDetailQueryOptions = (client: KyInstance, id: number) =>
  queryOptions({ queryKey: searchKeys.detail('active-substances', id), queryFn: ({ signal }) => fetchActiveSubstanceDetail(client, id, signal) });

/** The record of `id`; off while the route's id is not a record id. */
export function useActiveSubstanceDetail(id: number, enabled = true) {
  return useQuery({ ...activeSubstanceDetailQueryOptions(useApi(), id), enabled });
}
