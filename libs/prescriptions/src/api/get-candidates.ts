// GET prescription/candidates?plantId&harmfulOrganismIds=1,2&date=YYYY-MM-DD&includeInvalid=true →
// the registered uses for the plant and organisms, those whose licence is not valid on the date
// included (shown disabled with the reason): the fetcher, its query options and its hook.
import { candidateSchema, dataEnvelope, type Candidate } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { z } from 'zod';
import { PRESCRIPTION_API, prescriptionKeys } from './keys';

const candidatesSchema = dataEnvelope(z.array(candidateSchema));

export function candidatesQuery(plantId: number, organismIds: readonly number[], date: string | null): Record<string, string> {
  return { plantId: String(plantId), harmfulOrganismIds: [...organismIds].sort((a, b) => a - b).join(','), ...(date ? { date } : {}), includeInvalid: 'true' };
}

export async function fetchCandidates(client: KyInstance, query: Record<string, string>, signal?: AbortSignal): Promise<Candidate[]> {
  return parseResponse(candidatesSchema, await client.get(`${PRESCRIPTION_API}/candidates`, { searchParams: query, signal }).json()).data;
}

export const candidatesQueryOptions = (client: KyInstance, query: Record<string, string>, enabled: boolean) =>
  queryOptions({
    queryKey: prescriptionKeys.candidates(query),
    queryFn: ({ signal }) => fetchCandidates(client, query, signal),
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useCandidates(plantId: number | null, organismIds: readonly number[], date: string | null) {
  const enabled = plantId !== null && organismIds.length > 0;
  return useQuery(candidatesQueryOptions(useApi(), candidatesQuery(plantId ?? 0, organismIds, date), enabled));
}
