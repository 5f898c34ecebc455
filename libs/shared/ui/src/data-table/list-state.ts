// Where each list was left (page, size, search, order, filters), so coming back from its form
// finds it as it was. In memory only, and forgotten on logout.
import { DefaultPageSize, type SortOrder } from '@portal/contracts';
import { registerLogoutReset } from '@portal/shared/api-client';
import { atom, useAtom } from 'jotai';
import { useCallback } from 'react';

export interface ListState {
  page: number;
  limit: number;
  /** The trimmed, debounced term the list was asked with. */
  search: string;
  sort?: string;
  order: SortOrder;
  filters: Record<string, string>;
}

export const listStatesAtom = atom<Record<string, ListState>>({});

registerLogoutReset((store) => store.set(listStatesAtom, {}));

export function initialListState(defaultSort?: { key: string; order: SortOrder }): ListState {
  return { page: 1, limit: DefaultPageSize, search: '', order: defaultSort?.order ?? 'asc', filters: {}, ...(defaultSort ? { sort: defaultSort.key } : {}) };
}

/** The list state of one section and a setter that merges a change. */
export function useListState(key: string, defaultSort?: { key: string; order: SortOrder }): [ListState, (change: Partial<ListState>) => void] {
  const [states, setStates] = useAtom(listStatesAtom);
  const state = states[key] ?? initialListState(defaultSort);
  const update = useCallback(
    (change: Partial<ListState>) => setStates((all) => ({ ...all, [key]: { ...(all[key] ?? initialListState(defaultSort)), ...change } })),
    [key, defaultSort, setStates],
  );
  return [state, update];
}
