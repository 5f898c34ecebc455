// The lot's consumer link and its label sheet (docs/api.md "Traceability: photos, consumer page
// and labels"): GET/POST/DELETE lot/{id}/link, GET lot/{id}/labels.pdf?count=N.
import { dataEnvelope, lotLinkSchema, type LotLink } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { lotKeys } from './keys';
import { LOT_API } from './lots';

/** The live link, or null when none is (the API answers `data: null`). */
export async function fetchLink(client: KyInstance, lotId: number, signal?: AbortSignal): Promise<LotLink | null> {
  return parseResponse(dataEnvelope(lotLinkSchema.nullable()), await client.get(`${LOT_API}/${lotId}/link`, { signal }).json()).data;
}

/** The link changes only through this panel (whose mutations write the cache) or the label sheet
 * (which refetches), so returning to the lot page within a minute does not ask again. */
const LINK_STALE_MS = 60_000;

export function useLink(lotId: number) {
  const client = useApi();
  return useQuery({ queryKey: lotKeys.link(lotId), queryFn: ({ signal }) => fetchLink(client, lotId, signal), staleTime: LINK_STALE_MS });
}

export function useMakeLink(lotId: number) {
  const client = useApi();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async () => parseResponse(dataEnvelope(lotLinkSchema), await client.post(`${LOT_API}/${lotId}/link`).json()).data,
    onSuccess: (link) => queries.setQueryData(lotKeys.link(lotId), link),
  });
}

export function useRevokeLink(lotId: number) {
  const client = useApi();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await client.delete(`${LOT_API}/${lotId}/link`);
    },
    onSuccess: () => queries.setQueryData(lotKeys.link(lotId), null),
  });
}

/** The label sheet as a PDF blob (it makes the link when none is live). */
export async function fetchLabels(client: KyInstance, lotId: number, count: number): Promise<Blob> {
  return client.get(`${LOT_API}/${lotId}/labels.pdf`, { searchParams: { count: String(count) }, timeout: 60_000 }).blob();
}
