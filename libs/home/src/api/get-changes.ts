// GET search/changes?page&limit&kind → the feed of reference changes, newest first:
// the fetcher, its query options and its hook.
import { changesResponseSchema, type ReferenceChange, type ReferenceChangeKind } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { CHANGES_API, homeKeys } from './keys';

export interface ChangesQuery {
  page: number;
  limit: number;
  kind: ReferenceChangeKind | null;
}

export interface ChangesPage {
  data: ReferenceChange[];
  count: number;
}

export async function fetchChanges(client: KyInstance, { page, limit, kind }: ChangesQuery, signal?: AbortSignal): Promise<ChangesPage> {
  const searchParams: Record<string, string | number> = { page, limit };
  if (kind) searchParams['kind'] = kind;
  return parseResponse(changesResponseSchema, await client.get(CHANGES_API, { searchParams, signal }).json());
}

export const changesQueryOptions = (client: KyInstance, query: ChangesQuery) =>
  queryOptions({
    queryKey: homeKeys.changes(query.page, query.limit, query.kind),
    queryFn: ({ signal }) => fetchChanges(client, query, signal),
    // The page on screen stays while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useChanges(query: ChangesQuery) {
  return useQuery(changesQueryOptions(useApi(), query));
}
