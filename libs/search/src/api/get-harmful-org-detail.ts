// GET search/harmful-orgs/{id} → `{ data: HarmfulOrgDetail }`: the plants an
// organism is registered on, each with its products; the fetcher, its query options and its hook.
// An unknown or passive id answers 404.
import { harmfulOrgDetailSchema, type HarmfulOrgDetail } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { z } from 'zod';
import { searchKeys } from './keys';

const responseSchema = z.object({ data: harmfulOrgDetailSchema });

export async function fetchHarmfulOrgDetail(client: KyInstance, id: number, signal?: AbortSignal): Promise<HarmfulOrgDetail> {
  return parseResponse(responseSchema, await client.get(`search/harmful-orgs/${id}`, { signal }).json()).data;
}

export const harmfulOrgDetailQueryOptions = (client: KyInstance, id: number) =>
  queryOptions({ queryKey: searchKeys.detail('harmful-orgs', id), queryFn: ({ signal }) => fetchHarmfulOrgDetail(client, id, signal) });

/** The record of `id`; off while the route's id is not a record id. */
export function useHarmfulOrgDetail(id: number, enabled = true) {
  return useQuery({ ...harmfulOrgDetailQueryOptions(useApi(), id), enabled });
}
