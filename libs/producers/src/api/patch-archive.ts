// PATCH producer/{id}/archive and production-area/{id}/archive `{ archived }`: archive (true) or
// reactivate (false) (spec §4 "Farmers and areas"): the fetcher and its mutation hook.
import { dataEnvelope, producerSchema, productionAreaSchema } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { AREA_API, areaKeys, PRODUCER_API, producerKeys } from './keys';

export type RecordKind = 'producer' | 'area';

export async function patchArchive(client: KyInstance, kind: RecordKind, id: number, archived: boolean) {
  const path = `${kind === 'producer' ? PRODUCER_API : AREA_API}/${id}/archive`;
  const body = await client.patch(path, { json: { archived } }).json();
  return kind === 'producer' ? parseResponse(dataEnvelope(producerSchema), body).data : parseResponse(dataEnvelope(productionAreaSchema), body).data;
}

/** Archives or reactivates; both lists are fetched again (a producer's area count and filters change). */
export function useArchive(kind: RecordKind) {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, archived }: { id: number; archived: boolean }) => patchArchive(client, kind, id, archived),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: producerKeys.all }), queryClient.invalidateQueries({ queryKey: areaKeys.all })]),
  });
}
