// The reference lists forms offer, open to every signed-in session (docs/api.md "Definitions and
// MRL": `GET definition/<section>/query`, `status=true` for active records only). Reference data
// changes rarely, so an answer is kept a while.
import { listEnvelope, unitSchema, type Unit } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { z } from 'zod';

/** The API's largest page: a form's choices fit in it. */
const LIMIT = '100';

/** The active records of a reference section (at most 100), in the given order. */
export async function fetchReferenceOptions<T>(
  client: KyInstance,
  section: string,
  schema: z.ZodType<T>,
  order: { sort: string; order: 'asc' | 'desc' },
  signal?: AbortSignal,
): Promise<T[]> {
  const searchParams = { page: '1', limit: LIMIT, status: 'true', ...order };
  return parseResponse(listEnvelope(schema), await client.get(`definition/${section}/query`, { searchParams, signal }).json()).data as T[];
}

/** Query options of a whole reference list, under `['reference', section, 'options']`. */
export const referenceOptionsQueryOptions = <T>(client: KyInstance, section: string, fetcher: (client: KyInstance, signal?: AbortSignal) => Promise<T[]>) =>
  queryOptions({ queryKey: ['reference', section, 'options'] as const, queryFn: ({ signal }) => fetcher(client, signal), staleTime: 5 * 60_000 });

export const fetchUnitOptions = (client: KyInstance, signal?: AbortSignal) => fetchReferenceOptions<Unit>(client, 'unit', unitSchema, { sort: 'name', order: 'asc' }, signal);

/** The active units of measure, by name. */
export const useUnitOptions = () => useQuery(referenceOptionsQueryOptions(useApi(), 'unit', fetchUnitOptions));
