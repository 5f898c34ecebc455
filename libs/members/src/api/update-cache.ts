// How a changed user reaches the cached lists and record without waiting for a refetch (spec §4
// "Portal user": created → top of the list; archived → out of it; edited and toggled in place).
import type { PortalUser } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { PortalUserListParams, PortalUserPage } from './get-portal-users';
import { portalUserKeys } from './keys';

type ListKey = readonly [...typeof portalUserKeys.lists, PortalUserListParams];

const paramsOf = (key: readonly unknown[]) => (key as unknown as ListKey)[2];

/** Does a list with these parameters hold this user (its archive state and member)? */
const holds = (params: PortalUserListParams, user: PortalUser) => params.isArchived === user.archived && (!params.publicMemberId || params.publicMemberId === user.publicMemberId);

/** A new user goes first on the first page of every list that holds it (the count grows by one). */
export function putFirst(queryClient: QueryClient, user: PortalUser) {
  for (const [key, page] of queryClient.getQueriesData<PortalUserPage>({ queryKey: portalUserKeys.lists })) {
    const params = paramsOf(key);
    if (!page || !params || params.page !== 1 || params.search || !holds(params, user)) continue;
    queryClient.setQueryData<PortalUserPage>(key, { data: [user, ...page.data.filter((u) => u.publicId !== user.publicId)].slice(0, params.limit), count: page.count + 1 });
  }
  queryClient.setQueryData(portalUserKeys.item(user.publicId), user);
}

/** A changed user replaces its row; a list that no longer holds it (archived, unarchived) drops it. */
export function replaceUser(queryClient: QueryClient, user: PortalUser) {
  for (const [key, page] of queryClient.getQueriesData<PortalUserPage>({ queryKey: portalUserKeys.lists })) {
    const params = paramsOf(key);
    if (!page || !params || !page.data.some((u) => u.publicId === user.publicId)) continue;
    const next = holds(params, user)
      ? { ...page, data: page.data.map((u) => (u.publicId === user.publicId ? user : u)) }
      : { data: page.data.filter((u) => u.publicId !== user.publicId), count: Math.max(0, page.count - 1) };
    queryClient.setQueryData<PortalUserPage>(key, next);
  }
  queryClient.setQueryData(portalUserKeys.item(user.publicId), user);
}

/** A deleted user leaves every list. */
export function dropUser(queryClient: QueryClient, publicId: string) {
  for (const [key, page] of queryClient.getQueriesData<PortalUserPage>({ queryKey: portalUserKeys.lists })) {
    if (!page || !page.data.some((u) => u.publicId === publicId)) continue;
    queryClient.setQueryData<PortalUserPage>(key, { data: page.data.filter((u) => u.publicId !== publicId), count: Math.max(0, page.count - 1) });
  }
  queryClient.removeQueries({ queryKey: portalUserKeys.item(publicId) });
}
