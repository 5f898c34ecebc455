// Query keys of the search feature: everything sits under ['search'] (reference data reads).
import type { SearchSection, UsesQuery } from '@portal/contracts';

export const searchKeys = {
  all: ['search'] as const,
  filters: ['search', 'filters'] as const,
  /** A section's base: its lists (shared list kit's keys) and its detail records. */
  section: (section: SearchSection) => ['search', section] as const,
  detail: (section: SearchSection, id: number) => ['search', section, 'detail', id] as const,
  uses: (query: UsesQuery) => ['search', 'uses', query] as const,
};
