// Where each figure leads (spec §2 routes), and whether the signed-in role may open it (spec §6):
// a figure the role cannot open is shown without a link, never with one that only sends it home.
import { canAccessPath, DemoRequest, MemberDetailSegment, MembershipState, type MemberKind, type MemberStatus, type Role } from '@portal/contracts';

/** The list of members in a status: the request list, a demo state on the demo list, the cancelled list, or all members. */
export function memberStatusPath(status: MemberStatus): string {
  if (status === DemoRequest) return '/demo-talepler';
  if (status === MembershipState.Canceled) return '/iptal-uyeler';
  if (status === MembershipState.Active) return `/uyeler?status=${status}`;
  return `/demo-uyeler?status=${status}`;
}

export const memberAppPath = (app: number) => `/uyeler?app=${app}`;
export const DEMO_REQUESTS_PATH = '/demo-talepler';
export const DEMOS_ENDING_PATH = '/demo-uyeler?sort=demoEndsAt&order=asc';
export const USERS_PATH = '/portal-users';
export const PRESCRIPTIONS_PATH = '/receteler';

/** A demo member's detail page (spec §2 demo-uyeler/bireysel/:id, demo-uyeler/kurumsal/:id). */
export const demoMemberPath = (id: number, kind: MemberKind) => `/demo-uyeler/${MemberDetailSegment[kind]}/${id}`;

/** `path` when `role` may open it, else undefined. */
export function linkFor(role: Role, path: string): string | undefined {
  return canAccessPath(role, path.split('?')[0]!) ? path : undefined;
}

/** A figure's "go to the list" link, when the role may open the list. */
export function listLink(role: Role, path: string, label: string): { to: string; label: string } | undefined {
  const to = linkFor(role, path);
  return to ? { to, label } : undefined;
}
