// The notification container's chunk. PortalApp mounts it with the first notification; the
// signed-in layout fetches it as soon as it mounts, so a notification shown later while the
// phone has no connection (a stage kept on the device) does not wait for the network.
export const loadNotificationsContainer = () => import('./notifications-container');

/** Fetches the chunk ahead of use; a failure is left to the first use, which asks again. */
export function prefetchNotificationsContainer(): void {
  loadNotificationsContainer().catch(() => undefined);
}
