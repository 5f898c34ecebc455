// What each tab of the search page declares: its list call, its columns (and how each shows on a
// phone's card), its filters and how its records are named in the empty state and on a card.
import type { ComboboxData } from '@mantine/core';
import { HarmfulOrganismTypeLabels, type HarmfulOrganismType, type SearchFilters, type SearchSection } from '@portal/contracts';
import type { Column, ListParams, ResourceRow } from '@portal/shared/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { SearchListPage } from '../api/search-list';

/** A select filter; its choices come from GET search/filters (or are fixed). */
export interface SectionFilter {
  /** The API's query name, also the address's. */
  param: string;
  label: string;
  options(filters: SearchFilters | undefined): ComboboxData;
  /** Long lists (companies, plants, organisms) can be typed into. */
  searchable?: boolean;
}

export interface SectionView<Item extends ResourceRow> {
  section: SearchSection;
  useList(params: ListParams): UseQueryResult<SearchListPage<Item>>;
  columns: readonly Column<Item>[];
  filters: readonly SectionFilter[];
  /** The record in the empty state: 'Aramanızla eşleşen ruhsat bulunamadı'. */
  noun: string;
  /** A row's name: its card's accessible name on a phone. */
  name(item: Item): string;
}

/** `{ id, name }` choices as select data. */
export const namedOptions = (items: readonly { id: number; name: string }[] | undefined) => (items ?? []).map((i) => ({ value: String(i.id), label: i.name }));

/** Organisms as select data grouped by type (Hastalık, Zararlı, Yabancı ot). */
export function groupedOrganisms(items: readonly { id: number; name: string; type: HarmfulOrganismType }[]) {
  const groups = new Map<HarmfulOrganismType, { value: string; label: string }[]>();
  for (const o of items) groups.set(o.type, [...(groups.get(o.type) ?? []), { value: String(o.id), label: o.name }]);
  return [...groups].sort(([a], [b]) => a - b).map(([type, items]) => ({ group: HarmfulOrganismTypeLabels[type], items }));
}
