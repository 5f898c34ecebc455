// The lots (docs/api.md "Traceability"): GET lot, POST lot, GET lot/{id},
// PUT lot/{id}, PATCH lot/{id}/status. A lot of another member answers 404 like an unknown one.
import { dataEnvelope, lotListSchema, lotSchema, type Lot, type LotEdit, type LotInput, type LotList, type LotStatus } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { lotKeys } from './keys';

export const LOT_API = 'lot';

export interface LotListParams {
  page: number;
  limit: number;
  search?: string;
  status?: LotStatus;
}

function searchParamsOf(p: LotListParams): Record<string, string> {
  return {
    page: String(p.page),
    limit: String(p.limit),
    ...(p.search ? { search: p.search } : {}),
    ...(p.status ? { status: p.status } : {}),
  };
}

export async function fetchLots(client: KyInstance, params: LotListParams, signal?: AbortSignal): Promise<LotList> {
  return parseResponse(lotListSchema, await client.get(LOT_API, { searchParams: searchParamsOf(params), signal }).json());
}

export const lotsQueryOptions = (client: KyInstance, params: LotListParams) =>
  queryOptions({ queryKey: lotKeys.list(searchParamsOf(params)), queryFn: ({ signal }) => fetchLots(client, params, signal), placeholderData: keepPreviousData });

export function useLots(params: LotListParams) {
  return useQuery(lotsQueryOptions(useApi(), params));
}

export async function fetchLot(client: KyInstance, id: number, signal?: AbortSignal): Promise<Lot> {
  return parseResponse(dataEnvelope(lotSchema), await client.get(`${LOT_API}/${id}`, { signal }).json()).data;
}

export function useLot(id: number, enabled = true) {
  const client = useApi();
  return useQuery({ queryKey: lotKeys.lot(id), queryFn: ({ signal }) => fetchLot(client, id, signal), enabled });
}

export async function createLot(client: KyInstance, input: LotInput): Promise<Lot> {
  return parseResponse(dataEnvelope(lotSchema), await client.post(LOT_API, { json: input }).json()).data;
}

export function useCreateLot() {
  const client = useApi();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (input: LotInput) => createLot(client, input),
    onSuccess: () => queries.invalidateQueries({ queryKey: lotKeys.all }),
  });
}

export async function updateLot(client: KyInstance, id: number, edit: LotEdit): Promise<Lot> {
  return parseResponse(dataEnvelope(lotSchema), await client.put(`${LOT_API}/${id}`, { json: edit }).json()).data;
}

/** PUT lot/{id}: the lot's fields but its area; the plant only while no stage is recorded. */
export function useUpdateLot(id: number) {
  const client = useApi();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (edit: LotEdit) => updateLot(client, id, edit),
    onSuccess: () => queries.invalidateQueries({ queryKey: lotKeys.all }),
  });
}

export function useLotStatus(id: number) {
  const client = useApi();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (status: LotStatus) => parseResponse(dataEnvelope(lotSchema), await client.patch(`${LOT_API}/${id}/status`, { json: { status } }).json()).data,
    onSuccess: () => queries.invalidateQueries({ queryKey: lotKeys.all }),
  });
}
