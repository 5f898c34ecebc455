// PATCH mrl/mrl-rates/expire `{ id }` flips expire_status (spec §4 "MRL status", §7): the fetcher
// and its mutation hook (DESIGN.md §6); the answer's row replaces the cached one.
import { dataEnvelope, DefinitionSectionInfos, mrlRateSchema, type MrlRate } from '@portal/contracts';
import { definitionKeys } from '@portal/definitions';
import { parseResponse, useApi } from '@portal/shared/api-client';
import type { ListPage } from '@portal/shared/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';

const api = DefinitionSectionInfos['mrl-oran'].api;

export async function patchMrlRateExpire(client: KyInstance, id: number): Promise<MrlRate> {
  return parseResponse(dataEnvelope(mrlRateSchema), await client.patch(`${api}/expire`, { json: { id } }).json()).data;
}

export function useToggleExpire() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => patchMrlRateExpire(client, id),
    onSuccess: (rate) => {
      queryClient.setQueriesData<ListPage<MrlRate>>({ queryKey: definitionKeys.lists(api) }, (page) =>
        page ? { ...page, data: page.data.map((row) => (row.id === rate.id ? rate : row)) } : page,
      );
      queryClient.setQueryData(definitionKeys.item(api, rate.id), rate);
    },
  });
}
