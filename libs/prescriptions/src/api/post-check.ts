// POST prescription/check (the write body plus `type`) → `{ data: CheckResult }`: the findings
// of the checks, nothing written. The editor asks again ~400 ms after the draft stops changing.
import { checkResultSchema, dataEnvelope, type CheckResult } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { PRESCRIPTION_API, prescriptionKeys } from './keys';

/** How long the draft must rest before it is checked. */
export const CHECK_DEBOUNCE_MS = 400;

export async function postCheck(client: KyInstance, body: unknown, signal?: AbortSignal): Promise<CheckResult> {
  return parseResponse(dataEnvelope(checkResultSchema), await client.post(`${PRESCRIPTION_API}/check`, { json: body, signal }).json()).data;
}

/** `bodyText`: the body as JSON text (the cache key), or null while there is nothing to check. */
export const checkQueryOptions = (client: KyInstance, bodyText: string | null) =>
  queryOptions({
    queryKey: prescriptionKeys.check(bodyText),
    queryFn: ({ signal }) => postCheck(client, JSON.parse(bodyText ?? 'null'), signal),
    enabled: bodyText !== null,
    // The last answer stays on screen while the next is asked; a refused body is not asked again.
    placeholderData: keepPreviousData,
    retry: false,
    gcTime: 30_000,
  });

/** The findings for `body` (null: not complete enough to check yet), debounced. */
export function useCheck(body: unknown | null) {
  const key = body === null ? null : JSON.stringify(body);
  const [debounced] = useDebouncedValue(key, CHECK_DEBOUNCE_MS);
  const settled = debounced !== null && debounced === key;
  const query = useQuery(checkQueryOptions(useApi(), debounced));
  return { ...query, settled, waiting: key !== null && (!settled || query.isFetching) };
}
