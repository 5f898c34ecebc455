// The choices of a `ref` field or filter: GET `<api>?search=&limit=25` and GET `<api>?id=N` for
// the chosen one; the fetchers, their query options and their hooks (DESIGN.md §6).
import { dataEnvelope, listEnvelope } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { z } from 'zod';
import type { RefItem } from '../section-view';
import { definitionKeys } from './definition-keys';

const refItemSchema = z.looseObject({ id: z.number().int() });

/** Choices of a `ref` field: GET `<api>?search=&limit=25`, any row shape with an id. */
export async function fetchOptions(client: KyInstance, api: string, search: string, signal?: AbortSignal): Promise<RefItem[]> {
  const searchParams: Record<string, string> = { page: '1', limit: '25' };
  if (search) searchParams['search'] = search;
  const body = await client.get(api, { searchParams, signal }).json();
  return parseResponse(listEnvelope(refItemSchema), body).data as RefItem[];
}

/** One record of a `ref` field's section, for the label of the chosen id. */
export async function fetchOption(client: KyInstance, api: string, id: number, signal?: AbortSignal): Promise<RefItem> {
  const body = await client.get(api, { searchParams: { id: String(id) }, signal }).json();
  return parseResponse(dataEnvelope(refItemSchema), body).data as RefItem;
}

export const refOptionsQueryOptions = (client: KyInstance, api: string, search: string) =>
  queryOptions({ queryKey: definitionKeys.options(api, search), queryFn: ({ signal }) => fetchOptions(client, api, search, signal) });

export const refOptionQueryOptions = (client: KyInstance, api: string, id: number | null) =>
  queryOptions({ queryKey: definitionKeys.option(api, id ?? 0), queryFn: ({ signal }) => fetchOption(client, api, id ?? 0, signal), enabled: id !== null });

export function useRefOptions(api: string, search: string) {
  return useQuery(refOptionsQueryOptions(useApi(), api, search));
}

/** The chosen record, for its label; nothing is asked while no id is chosen. */
export function useRefOption(api: string, id: number | null) {
  return useQuery(refOptionQueryOptions(useApi(), api, id));
}
