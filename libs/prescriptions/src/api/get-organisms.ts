// GET prescription/organisms?plantId → the harmful organisms with a registered use on the plant
// (the editor's multi-select): the fetcher, its query options and its hook.
import { dataEnvelope, organismOptionSchema, type OrganismOption } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { z } from 'zod';
import { PRESCRIPTION_API, prescriptionKeys } from './keys';

const organismsSchema = dataEnvelope(z.array(organismOptionSchema));

export async function fetchOrganisms(client: KyInstance, plantId: number, signal?: AbortSignal): Promise<OrganismOption[]> {
  return parseResponse(organismsSchema, await client.get(`${PRESCRIPTION_API}/organisms`, { searchParams: { plantId: String(plantId) }, signal }).json()).data;
}

export const organismsQueryOptions = (client: KyInstance, plantId: number) =>
  queryOptions({ queryKey: prescriptionKeys.organisms(plantId), queryFn: ({ signal }) => fetchOrganisms(client, plantId, signal), enabled: plantId > 0, staleTime: 5 * 60_000 });

export function useOrganisms(plantId: number | null) {
  return useQuery(organismsQueryOptions(useApi(), plantId ?? 0));
}
