// PATCH notification/read `{ publicIds }` or `{ all: true }`: marks the caller's own
// notices read; the bell's count and list are asked again.
import { useApi } from '@portal/shared/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { NOTIFICATION_READ_API, notificationKeys } from './notification-keys';

export type MarkReadBody = { publicIds: string[] } | { all: true };

export async function patchNotificationsRead(client: KyInstance, body: MarkReadBody): Promise<void> {
  await client.patch(NOTIFICATION_READ_API, { json: body });
}

export function useMarkNotificationsRead() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkReadBody) => patchNotificationsRead(client, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
