// GET search/licenses?page&limit&search&sort&order&licenceGroupId&companyId&formulationId&
// licenceStatus&plantId&harmfulOrganismId&moaCode → `{ data, count }`: the section's
// page through the shared list kit's fetcher, its query options and its hook.
import { licenseHitSchema, type LicenseHit } from '@portal/contracts';
import { useApi } from '@portal/shared/api-client';
import { fetchResourceList, resourceListQueryOptions, type ListParams } from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { searchKeys } from './keys';

export const LICENSES_API = 'search/licenses';

export const fetchLicenses = (client: KyInstance, params: ListParams, signal?: AbortSignal) => fetchResourceList<LicenseHit>(client, LICENSES_API, licenseHitSchema, params, signal);

export const licensesQueryOptions = (client: KyInstance, params: ListParams) =>
  resourceListQueryOptions<LicenseHit>(client, searchKeys.section('licenses'), LICENSES_API, licenseHitSchema, params);

export function useLicenses(params: ListParams) {
  return useQuery(licensesQueryOptions(useApi(), params));
}
