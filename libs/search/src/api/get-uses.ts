// GET search/uses?plantId&harmfulOrganismId&maxPhiDays&beeSafe&excludeMoa&lowRisk&includeInvalid
// ("Bu bitkide bu zararlıya ne kullanabilirim?"): the registered products ranked by
// the API; the fetcher, its query options and its hook.
import { usesResponseSchema, type UsesQuery, type UsesResponse } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { searchKeys } from './keys';

export const USES_API = 'search/uses';

/** What the page asks: ids and the filters it has set (an unset filter is not sent). */
export interface UsesRequest {
  plantId: number;
  harmfulOrganismId: number;
  maxPhiDays?: number;
  beeSafe?: boolean;
  excludeMoa?: readonly string[];
  lowRisk?: boolean;
  includeInvalid?: boolean;
}

/** The request as query parameters: flags only when on, the MoA groups comma-separated. */
export function usesSearchParams(request: UsesRequest): UsesQuery {
  const query: UsesQuery = { plantId: String(request.plantId), harmfulOrganismId: String(request.harmfulOrganismId) };
  if (request.maxPhiDays !== undefined) query.maxPhiDays = request.maxPhiDays;
  if (request.beeSafe) query.beeSafe = 'true';
  if (request.excludeMoa?.length) query.excludeMoa = request.excludeMoa.join(',');
  if (request.lowRisk) query.lowRisk = 'true';
  if (request.includeInvalid) query.includeInvalid = 'true';
  return query;
}

export async function fetchUses(client: KyInstance, request: UsesRequest, signal?: AbortSignal): Promise<UsesResponse['data']> {
  const searchParams = Object.fromEntries(Object.entries(usesSearchParams(request)).map(([key, value]) => [key, String(value)]));
  return parseResponse(usesResponseSchema, await client.get(USES_API, { searchParams, signal }).json()).data;
}

export const usesQueryOptions = (client: KyInstance, request: UsesRequest) =>
  queryOptions({ queryKey: searchKeys.uses(usesSearchParams(request)), queryFn: ({ signal }) => fetchUses(client, request, signal) });

/** The ranked products for the plant and organism; off until both are chosen. */
export function useUses(request: UsesRequest | null) {
  const client = useApi();
  return useQuery({ ...usesQueryOptions(client, request ?? { plantId: 0, harmfulOrganismId: 0 }), enabled: request !== null });
}
