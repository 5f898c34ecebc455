// PATCH prescription/{id}/archive `{ archived }`: archive (true) or reactivate (false) (spec §4
// "Prescription", §7): the fetcher and its mutation hook; every 'Prescription' query refetches.
import { useApi } from '@portal/shared/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { PRESCRIPTION_API, PRESCRIPTION_TAG } from './keys';

export async function patchPrescriptionArchive(client: KyInstance, id: number, archived: boolean): Promise<void> {
  await client.patch(`${PRESCRIPTION_API}/${id}/archive`, { json: { archived } });
}

export function useArchivePrescription() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, archived }: { id: number; archived: boolean }) => patchPrescriptionArchive(client, id, archived),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PRESCRIPTION_TAG] }),
  });
}
