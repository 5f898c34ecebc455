// GET search/active-substances?page&limit&search&sort&order&activeSubstanceGroupId&moaCode&
// prescriptionRequired → `{ data, count, suggestions }`: the section's page through the search
// list fetcher, its query options and its hook.
import { activeSubstanceHitSchema, type ActiveSubstanceHit } from '@portal/contracts';
import { useApi } from '@portal/shared/api-client';
import type { ListParams } from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { searchKeys } from './keys';
import { fetchSearchList, searchListQueryOptions } from './search-list';

export const ACTIVE_SUBSTANCES_API = 'search/active-substances';

export const fetchActiveSubstances = (client: KyInstance, params: ListParams, signal?: AbortSignal) =>
  fetchSearchList<ActiveSubstanceHit>(client, ACTIVE_SUBSTANCES_API, activeSubstanceHitSchema, params, signal);

export const activeSubstancesQueryOptions = (client: KyInstance, params: ListParams) =>
  searchListQueryOptions<ActiveSubstanceHit>(client, searchKeys.section('active-substances'), ACTIVE_SUBSTANCES_API, activeSubstanceHitSchema, params);

export function useActiveSubstances(params: ListParams) {
  return useQuery(activeSubstancesQueryOptions(useApi(), params));
}
