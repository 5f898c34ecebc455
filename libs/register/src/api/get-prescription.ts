// GET prescription/{id}: the issued prescription an application is recorded against (its lines,
// area and producer). Read here rather than through the prescriptions feature: a feature does
// not import another.
import { dataEnvelope, prescriptionSchema, type Prescription } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { registerKeys } from './keys';

export async function fetchPrescription(client: KyInstance, id: number, signal?: AbortSignal): Promise<Prescription> {
  return parseResponse(dataEnvelope(prescriptionSchema), await client.get(`prescription/${id}`, { signal }).json()).data;
}

export function usePrescription(id: number, enabled = true) {
  const client = useApi();
  return useQuery({ queryKey: registerKeys.prescription(id), queryFn: ({ signal }) => fetchPrescription(client, id, signal), enabled });
}
