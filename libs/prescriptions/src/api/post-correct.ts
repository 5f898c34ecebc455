// POST prescription/{id}/correct `{ reason, prescription }` → 201 the new prescription; the old
// one becomes 'cancelled' (docs/api.md "Prescriptions"). 422 and 400 as for issuing.
import { dataEnvelope, prescriptionSchema, type Prescription } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { PRESCRIPTION_API, PRESCRIPTION_TAG } from './keys';

/** The write body without the ids (plant, area and producer stay those of the original). */
export interface CorrectionRequest {
  id: number;
  reason: string;
  prescription: Record<string, unknown>;
}

export async function postCorrection(client: KyInstance, { id, reason, prescription }: CorrectionRequest): Promise<Prescription> {
  return parseResponse(dataEnvelope(prescriptionSchema), await client.post(`${PRESCRIPTION_API}/${id}/correct`, { json: { reason, prescription } }).json()).data;
}

export function useCorrectPrescription() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CorrectionRequest) => postCorrection(client, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PRESCRIPTION_TAG] }),
  });
}
