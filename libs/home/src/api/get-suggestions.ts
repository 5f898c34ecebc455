// GET search/suggest?q= → up to five hits in each of the four sections, and when none
// matched, the closest names ("Bunu mu demek istediniz"): the fetcher, its query options and
// its hook (DESIGN.md §6).
import { SUGGEST_MIN_CHARS, suggestResponseSchema, type SuggestResponse } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { homeKeys, SUGGEST_API } from './keys';

export type Suggestions = SuggestResponse['data'];

/** The hits by section, and the closest names when there is none (empty otherwise). */
export interface SuggestAnswer {
  hits: Suggestions;
  didYouMean: string[];
}

export async function fetchSuggestions(client: KyInstance, q: string, signal?: AbortSignal): Promise<SuggestAnswer> {
  const answer = parseResponse(suggestResponseSchema, await client.get(SUGGEST_API, { searchParams: { q }, signal }).json());
  return { hits: answer.data, didYouMean: answer.suggestions ?? [] };
}

export const suggestionsQueryOptions = (client: KyInstance, q: string) =>
  queryOptions({
    queryKey: homeKeys.suggest(q),
    queryFn: ({ signal }) => fetchSuggestions(client, q, signal),
    enabled: q.length >= SUGGEST_MIN_CHARS,
    // Reference data changes rarely: the same term typed again within a minute is answered from memory.
    staleTime: 60_000,
    // The last hits stay while the next term is asked, so the list does not flicker empty.
    placeholderData: keepPreviousData,
  });

/** The hits for `q` (already trimmed and debounced); nothing is asked below two characters. */
export function useSuggestions(q: string) {
  return useQuery(suggestionsQueryOptions(useApi(), q));
}
