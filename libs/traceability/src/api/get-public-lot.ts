// GET public/lot/{token} and its GS1 Digital Link form GET public/01/{gtin}/10/{lot}?t={token}
// (docs/api.md "Traceability: photos, consumer page and labels") → `{ data: PublicLot }`;
// an unknown, renewed-away or revoked link → 404. The shopper has no session: the call goes out
// without a bearer, and a 404 is not a 401, so the client neither refreshes nor sends anyone to
// the login page.
import { dataEnvelope, publicLotSchema, type PublicLot } from '@portal/contracts';
import { ApiError, parseResponse, useApi } from '@portal/shared/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';

/** How the QR code's address names the lot: its token alone, or GTIN + lot code + token. */
export type PublicLotAddress = { token: string } | { gtin: string; lot: string; token: string };

/** The API path of an address, below the API prefix. */
export function publicLotPath(address: PublicLotAddress): string {
  const t = encodeURIComponent(address.token);
  if ('gtin' in address) return `public/01/${encodeURIComponent(address.gtin)}/10/${encodeURIComponent(address.lot)}?t=${t}`;
  return `public/lot/${t}`;
}

export async function fetchPublicLot(client: KyInstance, address: PublicLotAddress, signal?: AbortSignal): Promise<PublicLot> {
  return parseResponse(dataEnvelope(publicLotSchema), await client.get(publicLotPath(address), { signal }).json()).data;
}

/** Whether a failure means the link is unknown or revoked (shown as content, not as an error). */
export const isLinkNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

export const publicLotQueryOptions = (client: KyInstance, address: PublicLotAddress, enabled: boolean) =>
  queryOptions({
    queryKey: ['public-lot', publicLotPath(address)] as const,
    queryFn: ({ signal }) => fetchPublicLot(client, address, signal),
    enabled,
    // A revoked link must stop showing at once: nothing is kept once the page is left.
    gcTime: 0,
  });

export function usePublicLot(address: PublicLotAddress, enabled: boolean) {
  return useQuery(publicLotQueryOptions(useApi(), address, enabled));
}
