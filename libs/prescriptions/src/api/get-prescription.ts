// GET prescription/{id} → one prescription with its lines, checks, e-mails and corrections
// (spec §7): the fetcher, its query options and its hook.
import { dataEnvelope, prescriptionSchema, type Prescription } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { PRESCRIPTION_API, prescriptionKeys } from './keys';

export async function fetchPrescription(client: KyInstance, id: number, signal?: AbortSignal): Promise<Prescription> {
  return parseResponse(dataEnvelope(prescriptionSchema), await client.get(`${PRESCRIPTION_API}/${id}`, { signal }).json()).data;
}

export const prescriptionQueryOptions = (client: KyInstance, id: number, enabled = true) =>
  queryOptions({
    queryKey: prescriptionKeys.item(enabled ? id : 0),
    queryFn: ({ signal }) => fetchPrescription(client, id, signal),
    enabled,
    refetchOnMount: 'always',
  });

export function usePrescription(id: number, enabled = true) {
  return useQuery(prescriptionQueryOptions(useApi(), id, enabled));
}
