// POST production-area (add) or PUT production-area/{id}: the fetcher and its mutation hook.
import { dataEnvelope, productionAreaSchema, type ProductionArea, type ProductionAreaInput } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { AREA_API, areaKeys, producerKeys } from './keys';

export async function saveProductionArea(client: KyInstance, input: ProductionAreaInput, id?: number): Promise<ProductionArea> {
  const request = id === undefined ? client.post(AREA_API, { json: input }) : client.put(`${AREA_API}/${id}`, { json: input });
  return parseResponse(dataEnvelope(productionAreaSchema), await request.json()).data;
}

export function useSaveProductionArea() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, id }: { input: ProductionAreaInput; id?: number }) => saveProductionArea(client, input, id),
    // A new area changes its producer's area count, and a moved polygon its weather.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: areaKeys.all }), queryClient.invalidateQueries({ queryKey: producerKeys.all })]),
  });
}
