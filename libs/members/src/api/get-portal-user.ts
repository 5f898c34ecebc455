// GET portalUser/{publicId} → one user (the edit screens): the fetcher, its query options and its hook.
import { dataEnvelope, portalUserSchema, type PortalUser } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { PORTAL_USER_API, portalUserKeys } from './keys';

export async function fetchPortalUser(client: KyInstance, publicId: string, signal?: AbortSignal): Promise<PortalUser> {
  return parseResponse(dataEnvelope(portalUserSchema), await client.get(`${PORTAL_USER_API}/${encodeURIComponent(publicId)}`, { signal }).json()).data;
}

export const portalUserQueryOptions = (client: KyInstance, publicId: string) =>
  queryOptions({
    queryKey: portalUserKeys.item(publicId),
    queryFn: ({ signal }) => fetchPortalUser(client, publicId, signal),
    refetchOnMount: 'always',
  });

export function usePortalUser(publicId: string) {
  return useQuery(portalUserQueryOptions(useApi(), publicId));
}
