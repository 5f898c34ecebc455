// GET prescription/verify/{token} (spec §2, §7: public, no token) → `{ data: PublicPrescription }`;
// unknown or revoked → 404 PRESCRIPTION_LINK_NOT_FOUND. The fetcher, its query options and its
// hook. No session is needed: the call is sent without a bearer when nobody is signed in, and a
// 404 is not a 401, so the client neither refreshes nor sends anyone to the login page.
import { dataEnvelope, PrescriptionErrorCode, publicPrescriptionSchema, type PublicPrescription } from '@portal/contracts';
import { ApiError, parseResponse, useApi } from '@portal/shared/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';

export async function fetchPublicPrescription(client: KyInstance, token: string, signal?: AbortSignal): Promise<PublicPrescription> {
  return parseResponse(dataEnvelope(publicPrescriptionSchema), await client.get(`prescription/verify/${encodeURIComponent(token)}`, { signal }).json()).data;
}

/** Whether a failure means the link is unknown or revoked (shown as content, not as an error). */
export const isLinkNotFound = (error: unknown) =>
  error instanceof ApiError && (error.code === PrescriptionErrorCode.LinkNotFound || error.status === 404 || error.status === 400);

export const publicPrescriptionQueryOptions = (client: KyInstance, token: string, enabled: boolean) =>
  queryOptions({
    queryKey: ['public-prescription', token] as const,
    queryFn: ({ signal }) => fetchPublicPrescription(client, token, signal),
    enabled,
    // A revoked link must stop showing at once: nothing is kept once the page is left.
    gcTime: 0,
    retry: (count, error) => !isLinkNotFound(error) && count < 2,
  });

export function usePublicPrescription(token: string, enabled: boolean) {
  return useQuery(publicPrescriptionQueryOptions(useApi(), token, enabled));
}
