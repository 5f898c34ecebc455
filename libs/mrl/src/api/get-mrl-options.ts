// GET search/mrl/options?kind=product|substance&q= → at most 20 choices for the MRL page's
// pickers, found by the Turkish-folded name. Debounced while the user types.
import { useDebouncedValue } from '@mantine/hooks';
import { dataEnvelope, mrlOptionSchema, type MrlOption } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { z } from 'zod';
import { MRL_OPTIONS_API, mrlQueryKeys } from './query-keys';

export type MrlOptionKind = 'product' | 'substance';

const optionsSchema = dataEnvelope(z.array(mrlOptionSchema));

export async function fetchMrlOptions(client: KyInstance, kind: MrlOptionKind, q: string, signal?: AbortSignal): Promise<MrlOption[]> {
  const searchParams: Record<string, string> = { kind };
  if (q) searchParams['q'] = q;
  return parseResponse(optionsSchema, await client.get(MRL_OPTIONS_API, { searchParams, signal }).json()).data;
}

export const mrlOptionsQueryOptions = (client: KyInstance, kind: MrlOptionKind, q: string) =>
  queryOptions({
    queryKey: mrlQueryKeys.options(kind, q),
    queryFn: ({ signal }) => fetchMrlOptions(client, kind, q, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useMrlOptions(kind: MrlOptionKind, q: string) {
  const [debounced] = useDebouncedValue(q.trim(), 250);
  return useQuery(mrlOptionsQueryOptions(useApi(), kind, debounced));
}
