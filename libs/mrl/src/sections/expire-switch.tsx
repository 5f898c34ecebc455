// The rate list's 'Süresi doldu' switch (spec §4 "MRL status", §7): PATCH mrl/mrl-rates/expire
// `{ id }` flips expire_status, and the answer's row replaces the shown one.
import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { dataEnvelope, DefinitionSectionInfos, mrlRateSchema, type MrlRate } from '@portal/contracts';
import { definitionKeys, useCanWriteDefinitions } from '@portal/definitions';
import { errorMessage, parseResponse, useApi } from '@portal/shared/api-client';
import type { ListPage } from '@portal/shared/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';

const api = DefinitionSectionInfos['mrl-oran'].api;

export function useToggleExpire() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => parseResponse(dataEnvelope(mrlRateSchema), await client.patch(`${api}/expire`, { json: { id } }).json()).data,
    onSuccess: (rate) => {
      queryClient.setQueriesData<ListPage<MrlRate>>({ queryKey: definitionKeys.lists(api) }, (page) =>
        page ? { ...page, data: page.data.map((row) => (row.id === rate.id ? rate : row)) } : page,
      );
      queryClient.setQueryData(definitionKeys.item(api, rate.id), rate);
    },
  });
}

export function ExpireSwitch({ rate, name }: { rate: MrlRate; name: string }) {
  const readOnly = !useCanWriteDefinitions();
  const toggle = useToggleExpire();
  return (
    <Switch
      color="orange"
      checked={rate.expire_status}
      label={rate.expire_status ? 'Süresi doldu' : 'Yürürlükte'}
      aria-label={`${name}: süresi doldu`}
      disabled={readOnly || toggle.isPending}
      onChange={() =>
        toggle.mutate(rate.id, {
          onError: (err) => notifications.show({ color: 'red', title: 'Süre durumu değiştirilemedi', message: errorMessage(err) }),
        })
      }
    />
  );
}
