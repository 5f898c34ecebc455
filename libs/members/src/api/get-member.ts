// GET member/{id} → the member with its history, the moves the signed-in role may make and
// whether it may delete: the fetcher, its query options and its hook.
import { dataEnvelope, memberDetailSchema, type MemberDetail } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { MEMBER_API, memberKeys } from './keys';

export async function fetchMember(client: KyInstance, id: number, signal?: AbortSignal): Promise<MemberDetail> {
  return parseResponse(dataEnvelope(memberDetailSchema), await client.get(`${MEMBER_API}/${id}`, { signal }).json()).data;
}

/** A member's page: fetched again on every mount (its state may have moved meanwhile). */
export const memberQueryOptions = (client: KyInstance, id: number, enabled = true) =>
  queryOptions({
    queryKey: memberKeys.item(enabled ? id : 0),
    queryFn: ({ signal }) => fetchMember(client, id, signal),
    enabled,
    refetchOnMount: 'always',
  });

export function useMember(id: number, enabled = true) {
  return useQuery(memberQueryOptions(useApi(), id, enabled));
}
