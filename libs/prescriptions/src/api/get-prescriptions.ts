// GET prescription?page&limit&search&type&status&productionAreaId&producerId&sort&order →
// `{ data, count }` (spec §7). The list screen reads it through the shared list kit with
// `prescriptionRowSchema`; the first page of 10 is also kept for the home panel (spec §9).
import { FIRST_PRESCRIPTIONS_KEPT, listEnvelope, prescriptionListItemSchema, type PrescriptionListItem } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import type { KyInstance } from 'ky';
import { useEffect } from 'react';
import { firstPrescriptionsAtom } from '../state/first-prescriptions';
import { PRESCRIPTION_API, prescriptionKeys } from './keys';

/**
 * A list row as the shared list kit reads it: `status` becomes the kit's boolean (true: active,
 * spec §3 status 1) and the API's number stays as `statusCode`.
 */
export const prescriptionRowSchema = prescriptionListItemSchema.transform(({ status, ...row }) => ({ ...row, statusCode: status, status: status === 1 }));
export type PrescriptionRow = Omit<PrescriptionListItem, 'status'> & { statusCode: number; status: boolean };

const firstPageSchema = listEnvelope(prescriptionListItemSchema);

/** The newest 10 active prescriptions and how many there are. */
export async function fetchFirstPrescriptions(client: KyInstance, signal?: AbortSignal): Promise<{ data: PrescriptionListItem[]; count: number }> {
  const searchParams = { page: '1', limit: String(FIRST_PRESCRIPTIONS_KEPT), status: '1', sort: 'createdAt', order: 'desc' };
  const { data, count } = parseResponse(firstPageSchema, await client.get(PRESCRIPTION_API, { searchParams, signal }).json());
  return { data, count };
}

export const firstPrescriptionsQueryOptions = (client: KyInstance) =>
  queryOptions({ queryKey: prescriptionKeys.first, queryFn: ({ signal }) => fetchFirstPrescriptions(client, signal), refetchOnMount: 'always' });

/**
 * Spec §3, §9 "the first 10 prescriptions are kept": fetches the first page and keeps it in
 * `firstPrescriptionsAtom` (with the count), where the home panel and the bottom bar read it
 * without asking again. Refetched with every 'Prescription' invalidation; cleared on logout.
 */
export function useFirstPrescriptions() {
  const query = useQuery(firstPrescriptionsQueryOptions(useApi()));
  const setFirst = useSetAtom(firstPrescriptionsAtom);
  useEffect(() => {
    if (query.data) setFirst({ items: query.data.data.slice(0, FIRST_PRESCRIPTIONS_KEPT), count: query.data.count });
  }, [query.data, setFirst]);
  return query;
}
