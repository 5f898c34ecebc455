// DELETE production-area/{id}; 409 RECORD_IN_USE once something refers to it: the fetcher and its mutation hook.
import { deletedResponseSchema } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { AREA_API, areaKeys, producerKeys } from './keys';

export async function deleteProductionArea(client: KyInstance, id: number): Promise<void> {
  parseResponse(deletedResponseSchema, await client.delete(`${AREA_API}/${id}`).json());
}

export function useDeleteProductionArea() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteProductionArea(client, id),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: areaKeys.item(id) });
      return Promise.all([queryClient.invalidateQueries({ queryKey: areaKeys.all }), queryClient.invalidateQueries({ queryKey: producerKeys.all })]);
    },
  });
}
