// POST prescription/{id}/acknowledge-changes → the prescription's change flags, the
// open ones now acknowledged by the caller: the fetcher and its mutation hook. The record takes the
// answer and everything under the 'Prescription' tag is asked again (lists and home counts flag it).
import { dataEnvelope, prescriptionChangeFlagSchema, type Prescription, type PrescriptionChangeFlag } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { z } from 'zod';
import { PRESCRIPTION_API, prescriptionKeys } from './keys';

const flagsSchema = dataEnvelope(z.array(prescriptionChangeFlagSchema));

export async function postAcknowledgeChanges(client: KyInstance, id: number): Promise<PrescriptionChangeFlag[]> {
  return parseResponse(flagsSchema, await client.post(`${PRESCRIPTION_API}/${id}/acknowledge-changes`).json()).data;
}

export function useAcknowledgeChanges(id: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postAcknowledgeChanges(client, id),
    onSuccess: (flags) => {
      queryClient.setQueryData<Prescription>(prescriptionKeys.item(id), (p) => (p ? { ...p, referenceChanges: flags } : p));
      return queryClient.invalidateQueries({ queryKey: prescriptionKeys.all });
    },
  });
}
