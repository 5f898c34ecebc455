// The four search lists' shared fetcher: `{ data, count, countKind?, suggestions }` (docs/api.md
// "Search"). Like the list kit's page, plus `suggestions`: when a term found nothing, the closest
// names of the list's kind ("Bunu mu demek istediniz"), each meant to be run as the new term.
import { didYouMeanSchema, listEnvelope, type CountKind } from '@portal/contracts';
import { parseResponse } from '@portal/shared/api-client';
import { listSearchParams, resourceKeys, type ListPage, type ListParams } from '@portal/shared/ui';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { z } from 'zod';

export interface SearchListPage<Item> extends ListPage<Item> {
  /** "Did you mean": empty unless the term found nothing. */
  suggestions: string[];
}

export async function fetchSearchList<Item>(client: KyInstance, api: string, itemSchema: z.ZodType<Item>, params: ListParams, signal?: AbortSignal): Promise<SearchListPage<Item>> {
  const searchParams = { page: String(params.page), limit: String(params.limit), ...listSearchParams(params) };
  const body = await client.get(api, { searchParams, signal }).json();
  const schema = listEnvelope(itemSchema).extend({ suggestions: didYouMeanSchema });
  const { data, count, countKind, suggestions } = parseResponse(schema, body) as { data: Item[]; count: number; countKind?: CountKind; suggestions?: string[] };
  return { data, count, ...(countKind ? { countKind } : {}), search: params.search, suggestions: suggestions ?? [] };
}

/** One page of a section (spec §2, §7): fetched again on every mount; the last page stays while the next loads. */
export const searchListQueryOptions = <Item>(client: KyInstance, base: readonly unknown[], api: string, itemSchema: z.ZodType<Item>, params: ListParams) =>
  queryOptions({
    queryKey: resourceKeys(base).list(params),
    queryFn: ({ signal }) => fetchSearchList(client, api, itemSchema, params, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
