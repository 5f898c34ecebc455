// GET prescription/{id}/link → `{ data: { token, url, createdAt } }`, made on the first ask (spec
// §7; docs/api.md "Prescriptions"): the fetcher, its query options and its hook. Asked only when
// the user opens the link panel, since asking creates the link.
import { dataEnvelope, prescriptionLinkSchema, type PrescriptionLink } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { PRESCRIPTION_API, prescriptionKeys } from './keys';

export const linkAnswerSchema = dataEnvelope(prescriptionLinkSchema);

export async function fetchLink(client: KyInstance, id: number, signal?: AbortSignal): Promise<PrescriptionLink> {
  return parseResponse(linkAnswerSchema, await client.get(`${PRESCRIPTION_API}/${id}/link`, { signal }).json()).data;
}

export const linkQueryOptions = (client: KyInstance, id: number, enabled: boolean) =>
  queryOptions({ queryKey: prescriptionKeys.link(id), queryFn: ({ signal }) => fetchLink(client, id, signal), enabled, staleTime: Infinity });

export function usePrescriptionLink(id: number, enabled: boolean) {
  return useQuery(linkQueryOptions(useApi(), id, enabled));
}
