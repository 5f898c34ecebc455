// POST prescription/{id}/link/renew → a new link; the old one stops working at once: the fetcher
// and its mutation hook (the cached link is replaced by the answer).
import type { PrescriptionLink } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { linkAnswerSchema } from './get-link';
import { PRESCRIPTION_API, prescriptionKeys } from './keys';

export async function postRenewLink(client: KyInstance, id: number): Promise<PrescriptionLink> {
  return parseResponse(linkAnswerSchema, await client.post(`${PRESCRIPTION_API}/${id}/link/renew`).json()).data;
}

export function useRenewLink(id: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postRenewLink(client, id),
    onSuccess: (link) => queryClient.setQueryData(prescriptionKeys.link(id), link),
  });
}
