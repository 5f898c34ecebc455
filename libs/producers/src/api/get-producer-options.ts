// GET producer?search&limit=25&archived=false → the producers an area may be given to (the area
// form's picker): the fetcher, its query options and its hook.
import { producerListResponseSchema, type Producer } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { PRODUCER_API, producerKeys } from './keys';

export async function fetchProducerOptions(client: KyInstance, search: string, signal?: AbortSignal): Promise<Producer[]> {
  const searchParams = { page: '1', limit: '25', sort: 'name', order: 'asc', archived: 'false', ...(search ? { search } : {}) };
  return parseResponse(producerListResponseSchema, await client.get(PRODUCER_API, { searchParams, signal }).json()).data;
}

export const producerOptionsQueryOptions = (client: KyInstance, search: string) =>
  queryOptions({ queryKey: [...producerKeys.all, 'options', search] as const, queryFn: ({ signal }) => fetchProducerOptions(client, search, signal), placeholderData: keepPreviousData });

export function useProducerOptions(search: string, enabled: boolean) {
  return useQuery({ ...producerOptionsQueryOptions(useApi(), search), enabled });
}
