// The search page's state lives in the address: `section`, the term (`search`), the
// section's filters, page, size and order, so a result can be shared and the back button returns
// to the last view. Values that cannot be right are dropped, never sent.
import {
  ActiveSubstanceSearchSortKeys,
  HarmfulOrgSearchSortKeys,
  LicenseSearchSortKeys,
  moaCodeQuerySchema,
  PageSizes,
  PlantSearchSortKeys,
  SearchSections,
  type SearchSection,
} from '@portal/contracts';
import { initialListState, type ListState } from '@portal/shared/ui';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

const isId = (v: string) => /^[1-9]\d{0,14}$/.test(v);
const isMoa = (v: string) => moaCodeQuerySchema.safeParse(v).success;
const oneOf =
  (...values: string[]) =>
  (v: string) =>
    values.includes(v);

/** Each section's filters as the API names them, with what a value may be. */
export const SectionFilterParams: Record<SearchSection, Record<string, (value: string) => boolean>> = {
  licenses: {
    licenceGroupId: isId,
    companyId: isId,
    formulationId: isId,
    licenceStatus: oneOf('valid', 'cancelled'),
    plantId: isId,
    harmfulOrganismId: isId,
    moaCode: isMoa,
  },
  plants: {},
  'harmful-orgs': { type: oneOf('0', '1', '2'), plantId: isId },
  'active-substances': { activeSubstanceGroupId: isId, moaCode: isMoa, prescriptionRequired: oneOf('true', 'false') },
};

const SectionSortKeys: Record<SearchSection, readonly string[]> = {
  licenses: LicenseSearchSortKeys,
  plants: PlantSearchSortKeys,
  'harmful-orgs': HarmfulOrgSearchSortKeys,
  'active-substances': ActiveSubstanceSearchSortKeys,
};

export interface SearchUrlState {
  section: SearchSection;
  list: ListState;
}

/** An unknown or missing section is the first tab (licences). */
export function sectionOf(value: string | null): SearchSection {
  return SearchSections.find((s) => s === value) ?? 'licenses';
}

/** The state the address names. */
export function parseSearchUrl(params: URLSearchParams): SearchUrlState {
  const section = sectionOf(params.get('section'));
  const list = initialListState();
  const page = Number(params.get('page'));
  if (Number.isSafeInteger(page) && page >= 1 && page <= 1_000_000) list.page = page;
  const limit = Number(params.get('limit'));
  if ((PageSizes as readonly number[]).includes(limit)) list.limit = limit;
  list.search = (params.get('search') ?? '').trim().slice(0, 100);
  const sort = params.get('sort');
  if (sort && SectionSortKeys[section].includes(sort)) {
    list.sort = sort;
    list.order = params.get('order') === 'desc' ? 'desc' : 'asc';
  }
  for (const [param, valid] of Object.entries(SectionFilterParams[section])) {
    const value = params.get(param);
    if (value && valid(value)) list.filters[param] = value;
  }
  return { section, list };
}

/** The state as address parameters: the section always, the rest only when it differs from the start. */
export function searchUrlParams({ section, list }: SearchUrlState): Record<string, string> {
  const out: Record<string, string> = { section };
  if (list.search) out['search'] = list.search;
  for (const param of Object.keys(SectionFilterParams[section])) if (list.filters[param]) out[param] = list.filters[param];
  if (list.sort) {
    out['sort'] = list.sort;
    out['order'] = list.order;
  }
  if (list.page !== 1) out['page'] = String(list.page);
  if (list.limit !== initialListState().limit) out['limit'] = String(list.limit);
  return out;
}

export type SearchUrlChange = { section?: SearchSection } & Partial<ListState>;

/**
 * The page's state from the address and a setter that writes a change into it. A new section
 * keeps the term but not the other section's filters, order or page. Each change is a history
 * entry (the back button steps back through them) unless `replace` is asked.
 */
export function useSearchUrl(): [SearchUrlState, (change: SearchUrlChange, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearchUrl(params), [params]);
  const update = useCallback(
    ({ section, ...change }: SearchUrlChange, options: { replace?: boolean } = {}) => {
      const next: SearchUrlState =
        section && section !== state.section
          ? { section, list: { ...initialListState(), search: change.search ?? state.list.search } }
          : { section: state.section, list: { ...state.list, ...change } };
      const nextParams = searchUrlParams(next);
      if (new URLSearchParams(nextParams).toString() === params.toString()) return;
      setParams(nextParams, { replace: options.replace ?? false });
    },
    [state, params, setParams],
  );
  return [state, update];
}
