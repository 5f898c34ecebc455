// The signed-in user's notices: the bell's calls and their query keys.

export const NOTIFICATION_API = 'notification';
export const NOTIFICATION_READ_API = 'notification/read';

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  recent: ['notifications', 'recent'] as const,
};
