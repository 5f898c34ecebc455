// The `farmer` saved slice (spec §4 "Stored preferences", "Farmers and areas"): where the
// producers list was left — page, size, search, order, filters — and the one expanded row. It
// lives in the encrypted `persist:farmer` slice of the auth kit (schema version 1), so a reload
// finds the list as it was; logout clears every slice (auth's clearSlices), this one with them.
import { PageSizes, type SortOrder } from '@portal/contracts';
import { sliceAtoms } from '@portal/shared/api-client';
import { initialListState, type ListState } from '@portal/shared/ui';
import { atom, useAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { z } from 'zod';

export interface FarmerState {
  list: ListState;
  /** The producer whose areas are shown under its row (one at a time), or null. */
  expandedId: number | null;
}

/** The producers list's first order: by name. */
export const FARMER_DEFAULT_SORT: { key: string; order: SortOrder } = { key: 'name', order: 'asc' };

// What was saved is read back through a schema: a slice written by another version of the
// client, or edited by hand, falls back to the start state instead of breaking the list.
const savedSchema = z.object({
  list: z.object({
    page: z.number().int().min(1),
    limit: z.number().int().refine((n) => (PageSizes as readonly number[]).includes(n)),
    search: z.string().max(100),
    sort: z.string().max(40).optional(),
    order: z.enum(['asc', 'desc']),
    filters: z.record(z.string(), z.string().max(100)),
  }),
  expandedId: z.number().int().positive().nullable(),
});

export const initialFarmerState = (): FarmerState => ({ list: initialListState(FARMER_DEFAULT_SORT), expandedId: null });

export function farmerStateOf(data: unknown): FarmerState {
  const parsed = savedSchema.safeParse(data);
  if (!parsed.success) return initialFarmerState();
  const { sort, ...list } = parsed.data.list;
  return { list: { ...list, ...(sort ? { sort } : {}) }, expandedId: parsed.data.expandedId };
}

/** The farmer state, read from and written to the saved slice; a write merges a change into the current state. */
export const farmerStateAtom = atom(
  (get) => farmerStateOf(get(sliceAtoms.farmer)),
  (get, set, change: (current: FarmerState) => Partial<FarmerState>) => {
    const current = farmerStateOf(get(sliceAtoms.farmer));
    set(sliceAtoms.farmer, { ...current, ...change(current) });
  },
);

const movesRows = (change: Partial<ListState>) => ['page', 'limit', 'search', 'sort', 'order', 'filters'].some((key) => key in change);

/** The list state for ResourceListPage and the expanded row, both kept in the slice. */
export function useFarmerState() {
  const [state, setState] = useAtom(farmerStateAtom);
  const updateList = useCallback(
    (change: Partial<ListState>) =>
      setState((current) => {
        const list = { ...current.list, ...change };
        // Other rows on screen: the expanded one closes (staying on the same page keeps it).
        const same = JSON.stringify(list) === JSON.stringify(current.list);
        return { list, ...(movesRows(change) && !same ? { expandedId: null } : {}) };
      }),
    [setState],
  );
  const setExpanded = useCallback((expandedId: number | null) => setState(() => ({ expandedId })), [setState]);
  const listState = useMemo(() => [state.list, updateList] as [ListState, (change: Partial<ListState>) => void], [state.list, updateList]);
  return { listState, expandedId: state.expandedId, setExpanded };
}
