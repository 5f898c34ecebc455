// The rate list's 'Süresi doldu' switch (spec §4 "MRL status", §7): PATCH mrl/mrl-rates/expire
// `{ id }` flips expire_status (../api/patch-mrl-rate-expire.ts).
import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { MrlRate } from '@portal/contracts';
import { useCanWriteDefinitions } from '@portal/definitions';
import { errorMessage } from '@portal/shared/api-client';
import { useToggleExpire } from '../api/patch-mrl-rate-expire';

export { useToggleExpire };

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
