// Mantine's notification container (and its transitions), as a chunk of its own: PortalApp
// mounts it with the first notification shown, so the first page does not carry it.
export { Notifications } from '@mantine/notifications';
