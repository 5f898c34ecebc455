// GET search/active-substances?page&limit&search&sort&order&activeSubstanceGroupId&moaCode&
// prescriptionRequired → `{ data, count }`: the section's page through the shared
// list kit's fetcher, its query options and its hook.
import { activeSubstanceHitSchema, type ActiveSubstanceHit } from '@portal/contracts';
import { useApi } from '@portal/shared/api-client';
import { fetchResourceList, resourceListQueryOptions, type ListParams } from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { searchKeys } from './keys';

export const ACTIVE_SUBSTANCES_API = 'search/active-substances';

export const fetchActiveSubstances = (client: KyInstance, params: ListParams, signal?: AbortSignal) =>
  fetchResourceList<ActiveSubstanceHit>(client, ACTIVE_SUBSTANCES_API, activeSubstanceHitSchema, params, signal);

export const activeSubstancesQueryOptions = (client: KyInstance, params: ListParams) =>
  resourceListQueryOptions<ActiveSubstanceHit>(client, searchKeys.section('active-substances'), ACTIVE_SUBSTANCES_API, activeSubstanceHitSchema, params);

export function useActiveSubstances(params: ListParams) {
  return useQuery(activeSubstancesQueryOptions(useApi(), params));
}
