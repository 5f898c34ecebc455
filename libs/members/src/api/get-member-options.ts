// The members an admin may add a user to: GET member?list=uyeler&search=, 25 at a time by name
// (BestnetAdmin's member select). Debounced while the user types.
import { useDebouncedValue } from '@mantine/hooks';
import { listEnvelope, memberItemSchema, type MemberItem } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { MEMBER_API, memberKeys } from './keys';

const optionsSchema = listEnvelope(memberItemSchema);

export async function fetchMemberOptions(client: KyInstance, search: string, signal?: AbortSignal): Promise<MemberItem[]> {
  const searchParams: Record<string, string> = { list: 'uyeler', page: '1', limit: '25', sort: 'name', order: 'asc' };
  if (search) searchParams['search'] = search;
  return parseResponse(optionsSchema, await client.get(MEMBER_API, { searchParams, signal }).json()).data;
}

export const memberOptionsQueryOptions = (client: KyInstance, search: string, enabled: boolean) =>
  queryOptions({
    queryKey: [...memberKeys.all, 'options', search] as const,
    queryFn: ({ signal }) => fetchMemberOptions(client, search, signal),
    enabled,
    placeholderData: keepPreviousData,
  });

export function useMemberOptions(search: string, enabled = true) {
  const [debounced] = useDebouncedValue(search.trim(), 250);
  return useQuery(memberOptionsQueryOptions(useApi(), debounced, enabled));
}
