// GET notification?unread=true → the bell's unread count (and those notices), asked every minute
// and when the window gets focus; GET notification → the newest notices for the open bell (at
// most 50, read ones too). The fetcher, the query options and the hooks (DESIGN.md §6).
import { notificationsResponseSchema, type Notification } from '@portal/contracts';
import { parseResponse, useApi } from '@portal/shared/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { NOTIFICATION_API, notificationKeys } from './notification-keys';

export interface NotificationsPage {
  data: Notification[];
  unreadCount: number;
}

/** How often the bell asks for new notices while the page is open. */
export const NOTIFICATION_POLL_MS = 60_000;

export async function fetchNotifications(client: KyInstance, unread: boolean, signal?: AbortSignal): Promise<NotificationsPage> {
  const searchParams = unread ? { unread: 'true' } : {};
  return parseResponse(notificationsResponseSchema, await client.get(NOTIFICATION_API, { searchParams, signal }).json());
}

export const unreadNotificationsQueryOptions = (client: KyInstance, enabled: boolean) =>
  queryOptions({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => fetchNotifications(client, true, signal),
    enabled,
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchOnWindowFocus: true,
  });

export const recentNotificationsQueryOptions = (client: KyInstance, enabled: boolean) =>
  queryOptions({
    queryKey: notificationKeys.recent,
    queryFn: ({ signal }) => fetchNotifications(client, false, signal),
    enabled,
  });

/** The unread count for the bell, kept fresh while `enabled` (a signed-in user). */
export function useUnreadNotifications(enabled: boolean) {
  return useQuery(unreadNotificationsQueryOptions(useApi(), enabled));
}

/** The newest notices, read only while the bell is open. */
export function useRecentNotifications(enabled: boolean) {
  return useQuery(recentNotificationsQueryOptions(useApi(), enabled));
}
