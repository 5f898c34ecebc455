// GET search/licenses/{id} → `{ data: LicenseDetail }`: a licence with its
// substances, registered uses, warnings and MRLs; the fetcher, its query options and its hook.
// An unknown or passive id answers 404.
import { licenseDetailSchema, type LicenseDetail } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { z } from 'zod';
import { searchKeys } from './keys';

const responseSchema = z.object({ data: licenseDetailSchema });

export async function fetchLicenseDetail(client: KyInstance, id: number, signal?: AbortSignal): Promise<LicenseDetail> {
  return parseResponse(responseSchema, await client.get(`search/licenses/${id}`, { signal }).json()).data;
}

export const licenseDetailQueryOptions = (client: KyInstance, id: number) =>
  queryOptions({ queryKey: searchKeys.detail('licenses', id), queryFn: ({ signal }) => fetchLicenseDetail(client, id, signal) });

/** The record of `id`; off while the route's id is not a record id. */
export function useLicenseDetail(id: number, enabled = true) {
  return useQuery({ ...licenseDetailQueryOptions(useApi(), id), enabled });
}
