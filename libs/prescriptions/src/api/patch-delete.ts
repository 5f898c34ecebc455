// PATCH prescription/{id}/delete (no body) → `{ data: { id } }` (spec §7): the fetcher and its
// mutation hook; the record leaves the cache and every 'Prescription' query refetches.
import { deletedResponseSchema } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { PRESCRIPTION_API, PRESCRIPTION_TAG, prescriptionKeys } from './keys';

export async function patchPrescriptionDelete(client: KyInstance, id: number): Promise<number> {
  return parseResponse(deletedResponseSchema, await client.patch(`${PRESCRIPTION_API}/${id}/delete`).json()).data.id;
}

export function useDeletePrescription() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => patchPrescriptionDelete(client, id),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: prescriptionKeys.item(id) });
      return queryClient.invalidateQueries({ queryKey: [PRESCRIPTION_TAG] });
    },
  });
}
