// GET producer/{id} → one producer: the fetcher, its query options and its hook (DESIGN.md §6).
import { dataEnvelope, producerSchema, type Producer } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { PRODUCER_API, producerKeys } from './keys';

export async function fetchProducer(client: KyInstance, id: number, signal?: AbortSignal): Promise<Producer> {
  return parseResponse(dataEnvelope(producerSchema), await client.get(`${PRODUCER_API}/${id}`, { signal }).json()).data;
}

/** The producer behind a form or an area page: fetched again on every mount. */
export const producerQueryOptions = (client: KyInstance, id: number, enabled = true) =>
  queryOptions({
    queryKey: producerKeys.item(enabled ? id : 0),
    queryFn: ({ signal }) => fetchProducer(client, id, signal),
    enabled,
    refetchOnMount: 'always',
  });

export function useProducer(id: number, enabled = true) {
  return useQuery(producerQueryOptions(useApi(), id, enabled));
}
