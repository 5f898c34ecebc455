// Members and portal users (spec §2 "Portal administration", "Member
// routes", "Member deletion dialog"; §3 "Membership state", "Member type", "Portal user",
// "Members"; §4 "Membership", "Portal user", "Stored preferences"; §6): the four member lists,
// the member and subscription pages, the member's users, the portal users, and the saved
// `memberships` and `portal` slices.
import type { ProtectedPages } from '@portal/shared/ui';
import { createElement } from 'react';
import { MemberDetailPage } from './pages/member-detail-page';
import { MemberListPage } from './pages/member-list-page';
import { MemberUserAddPage } from './pages/member-user-add-page';
import { MemberUserEditPage } from './pages/member-user-edit-page';
import { MemberUsersPage } from './pages/member-users-page';
import { PortalUserAddPage } from './pages/portal-user-add-page';
import { PortalUsersPage } from './pages/portal-users-page';
import { SubscriptionPage } from './pages/subscription-page';
import { UserEditPage } from './pages/user-edit-page';
import { MemberPatterns as P, PORTAL_USERS_PATH } from './paths';

export { MemberPatterns, memberDetailPath, memberUsersPath, PORTAL_USERS_PATH, subscriptionPath } from './paths';
export { membershipsStateAtom, type MembershipsState } from './state/memberships-slice';
export { portalStateAtom, type PortalState } from './state/portal-slice';

const list = (name: Parameters<typeof MemberListPage>[0]['list']) => createElement(MemberListPage, { key: name, list: name });

/** The member and portal-user screens by route pattern, for createPortalRoutes({ pages }). */
export const memberPages: ProtectedPages = {
  [P.demoRequests]: list('demo-talepler'),
  [P.demoMembers]: list('demo-uyeler'),
  [P.canceledMembers]: list('iptal-uyeler'),
  [P.members]: list('uyeler'),
  [P.demoIndividual]: createElement(MemberDetailPage, { key: 'demo-individual', list: 'demo-uyeler', kind: 'individual' }),
  [P.demoCorporate]: createElement(MemberDetailPage, { key: 'demo-corporate', list: 'demo-uyeler', kind: 'corporate' }),
  [P.demoSubscription]: createElement(SubscriptionPage, { key: 'demo-subscription', list: 'demo-uyeler' }),
  [P.canceledIndividual]: createElement(MemberDetailPage, { key: 'canceled-individual', list: 'iptal-uyeler', kind: 'individual' }),
  [P.canceledCorporate]: createElement(MemberDetailPage, { key: 'canceled-corporate', list: 'iptal-uyeler', kind: 'corporate' }),
  [P.individual]: createElement(MemberDetailPage, { key: 'individual', list: 'uyeler', kind: 'individual' }),
  [P.corporate]: createElement(MemberDetailPage, { key: 'corporate', list: 'uyeler', kind: 'corporate' }),
  [P.subscription]: createElement(SubscriptionPage, { key: 'subscription', list: 'uyeler' }),
  [P.memberUsers]: createElement(MemberUsersPage),
  [P.memberUserAdd]: createElement(MemberUserAddPage),
  [P.memberUserEdit]: createElement(MemberUserEditPage),
  [P.portalUsers]: createElement(PortalUsersPage),
  [P.portalUserAdd]: createElement(PortalUserAddPage),
  [P.portalUserEdit]: createElement(UserEditPage, { backPath: PORTAL_USERS_PATH, backLabel: 'Portal Kullanıcıları' }),
};
