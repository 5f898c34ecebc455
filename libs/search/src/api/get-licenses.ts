// GET search/licenses?page&limit&search&sort&order&licenceGroupId&companyId&formulationId&
// licenceStatus&plantId&harmfulOrganismId&moaCode → `{ data, count, suggestions }`: the section's
// page through the search list fetcher, its query options and its hook.
import { licenseHitSchema, type LicenseHit } from '@portal/contracts';
import { useApi } from '@portal/shared/api-client';
import type { ListParams } from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { searchKeys } from './keys';
import { fetchSearchList, searchListQueryOptions } from './search-list';

export const LICENSES_API = 'search/licenses';

export const fetchLicenses = (client: KyInstance, params: ListParams, signal?: AbortSignal) => fetchSearchList<LicenseHit>(client, LICENSES_API, licenseHitSchema, params, signal);

export const licensesQueryOptions = (client: KyInstance, params: ListParams) =>
  searchListQueryOptions<LicenseHit>(client, searchKeys.section('licenses'), LICENSES_API, licenseHitSchema, params);

export function useLicenses(params: ListParams) {
  return useQuery(licensesQueryOptions(useApi(), params));
}
