// A member list's state in the address — page, size, search, order, filters — so a
// reload or a shared link opens the same view, and in the `memberships` saved slice, so coming
// back from the menu finds the list as it was left. The address wins when it names
// any of them.
import { MemberListStatuses, MemberSortKeys, PageSizes, type MemberList } from '@portal/contracts';
import { initialListState, type ListState } from '@portal/shared/ui';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { MEMBER_DEFAULT_SORT, useSavedMemberList } from './memberships-slice';

/** The list's filters as the API names them. */
export const MemberFilterParams = ['memberType', 'status', 'app', 'from', 'to', 'endsBefore'] as const;
const listParams = ['page', 'limit', 'search', 'sort', 'order', ...MemberFilterParams];

const day = /^\d{4}-\d{2}-\d{2}$/;
const filterValid: Record<(typeof MemberFilterParams)[number], (value: string, list: MemberList) => boolean> = {
  memberType: (v) => v === 'individual' || /^[0-6]$/.test(v),
  status: (v, list) => MemberListStatuses[list].some((s) => String(s) === v),
  app: (v) => /^[0-2]$/.test(v),
  from: (v) => day.test(v),
  to: (v) => day.test(v),
  endsBefore: (v, list) => list !== 'demo-talepler' && day.test(v),
};

/** The list state the address names, or null when it names none. Values that cannot be right are dropped. */
export function listStateFromParams(params: URLSearchParams, list: MemberList): ListState | null {
  if (!listParams.some((key) => params.has(key))) return null;
  const state = initialListState(MEMBER_DEFAULT_SORT);
  const page = Number(params.get('page'));
  if (Number.isSafeInteger(page) && page >= 1 && page <= 100_000) state.page = page;
  const limit = Number(params.get('limit'));
  if ((PageSizes as readonly number[]).includes(limit)) state.limit = limit;
  state.search = (params.get('search') ?? '').trim().slice(0, 100);
  const sort = params.get('sort');
  if (sort && (MemberSortKeys as readonly string[]).includes(sort)) state.sort = sort;
  const order = params.get('order');
  if (order === 'asc' || order === 'desc') state.order = order;
  for (const key of MemberFilterParams) {
    const value = params.get(key);
    if (value && filterValid[key](value, list)) state.filters[key] = value;
  }
  return state;
}

/** The state as address parameters: only what differs from the start state. */
export function paramsOfListState(state: ListState): Record<string, string> {
  const out: Record<string, string> = {};
  if (state.page !== 1) out['page'] = String(state.page);
  if (state.limit !== initialListState().limit) out['limit'] = String(state.limit);
  if (state.search) out['search'] = state.search;
  if (state.sort && (state.sort !== MEMBER_DEFAULT_SORT.key || state.order !== MEMBER_DEFAULT_SORT.order)) {
    out['sort'] = state.sort;
    out['order'] = state.order;
  }
  for (const key of MemberFilterParams) if (state.filters[key]) out[key] = state.filters[key];
  return out;
}

/** The list state for ResourceListPage: read from the address (else the saved slice), written to both. */
export function useMemberListState(list: MemberList): [ListState, (change: Partial<ListState>) => void] {
  const [saved, save] = useSavedMemberList(list);
  const [params, setParams] = useSearchParams();
  const fromUrl = useMemo(() => listStateFromParams(params, list), [params, list]);
  const state = fromUrl ?? saved;
  const update = useCallback(
    (change: Partial<ListState>) => {
      const next = { ...state, ...change };
      if (JSON.stringify(next) === JSON.stringify(state)) return;
      save(next);
      setParams(paramsOfListState(next), { replace: true });
    },
    [state, save, setParams],
  );
  return [state, update];
}
