// POST search/mrl/check → a lab result checked per substance against the limits in force for the
// product and market: the fetcher and its mutation hook. A read: nothing is stored.
import { mrlCheckResponseSchema, type MrlCheckBody, type MrlCheckResponse } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { useMutation } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { MRL_CHECK_API } from './query-keys';

export type MrlCheckResult = MrlCheckResponse['data'];

export async function postMrlCheck(client: KyInstance, body: MrlCheckBody): Promise<MrlCheckResult> {
  return parseResponse(mrlCheckResponseSchema, await client.post(MRL_CHECK_API, { json: body }).json()).data;
}

export function useMrlCheck() {
  const client = useApi();
  return useMutation({ mutationFn: (body: MrlCheckBody) => postMrlCheck(client, body) });
}
