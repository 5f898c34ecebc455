import type { ListState } from '../list-state';

/** What a list asks for (spec §2, §9): the list's state as it was left. */
export type ListParams = ListState;

/**
 * Query keys of one resource under its base key (e.g. `['definitions', 'plant']`): everything of
 * a resource sits under the base, so one invalidation refreshes its lists and records.
 */
export const resourceKeys = (base: readonly unknown[]) => ({
  all: base,
  lists: [...base, 'list'] as const,
  list: (params: ListParams) => [...base, 'list', params] as const,
  item: (id: number) => [...base, 'item', id] as const,
});

/** The list's filters as query parameters (shared by the list and the export). */
export function listSearchParams(params: Omit<ListParams, 'page' | 'limit'>): Record<string, string> {
  const query: Record<string, string> = {};
  if (params.search) query['search'] = params.search;
  if (params.sort) {
    query['sort'] = params.sort;
    query['order'] = params.order;
  }
  for (const [key, value] of Object.entries(params.filters)) if (value !== '') query[key] = value;
  return query;
}
