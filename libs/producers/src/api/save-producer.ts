// POST producer (add) or PUT producer/{id} (the whole record): the fetcher and its mutation hook.
import { dataEnvelope, producerSchema, type Producer, type ProducerInput } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { PRODUCER_API, producerKeys } from './keys';

export async function saveProducer(client: KyInstance, input: ProducerInput, id?: number): Promise<Producer> {
  const request = id === undefined ? client.post(PRODUCER_API, { json: input }) : client.put(`${PRODUCER_API}/${id}`, { json: input });
  return parseResponse(dataEnvelope(producerSchema), await request.json()).data;
}

export function useSaveProducer() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, id }: { input: ProducerInput; id?: number }) => saveProducer(client, input, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: producerKeys.all }),
  });
}
