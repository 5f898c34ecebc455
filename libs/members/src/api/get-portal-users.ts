// GET portalUser?page&limit&isArchived&search&publicMemberId → `{ data, count }` (spec §7 "Portal
// users" exactly): the fetcher, its query options and its hook. A member's users page passes
// its publicMemberId.
import { listEnvelope, portalUserSchema, type PortalUser } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { PORTAL_USER_API, portalUserKeys } from './keys';

export interface PortalUserListParams {
  page: number;
  limit: number;
  search: string;
  isArchived: boolean;
  publicMemberId?: string;
}

export interface PortalUserPage {
  data: PortalUser[];
  count: number;
}

const listSchema = listEnvelope(portalUserSchema);

export async function fetchPortalUsers(client: KyInstance, params: PortalUserListParams, signal?: AbortSignal): Promise<PortalUserPage> {
  const searchParams: Record<string, string> = { page: String(params.page), limit: String(params.limit), isArchived: String(params.isArchived) };
  if (params.search) searchParams['search'] = params.search;
  if (params.publicMemberId) searchParams['publicMemberId'] = params.publicMemberId;
  const { data, count } = parseResponse(listSchema, await client.get(PORTAL_USER_API, { searchParams, signal }).json());
  return { data, count };
}

export const portalUsersQueryOptions = (client: KyInstance, params: PortalUserListParams, enabled = true) =>
  queryOptions({
    queryKey: [...portalUserKeys.lists, params] as const,
    queryFn: ({ signal }) => fetchPortalUsers(client, params, signal),
    enabled,
    // Spec §7: lists are fetched again every time; the last page stays on screen meanwhile.
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });

export function usePortalUsers(params: PortalUserListParams, enabled = true) {
  return useQuery(portalUsersQueryOptions(useApi(), params, enabled));
}
