// Query keys of the members feature: every list and record of a resource sits under its base, so
// one invalidation refreshes them (the shared list kit uses the same shape).
import { resourceKeys } from '@portal/shared/ui';

export const MEMBER_API = 'member';
export const PORTAL_USER_API = 'portalUser';

export const memberKeys = resourceKeys(['members']);
export const portalUserKeys = {
  all: ['portal-users'] as const,
  lists: ['portal-users', 'list'] as const,
  item: (publicId: string) => ['portal-users', 'item', publicId] as const,
};
