// The screens of spec §2 "Member routes" and "Portal administration", as the contracts' access
// table names them (every pattern here is one of its routes).
import { MemberDetailSegment, type MemberKind, type MemberList } from '@portal/contracts';

/** The route patterns this feature serves, from the contracts' route table. */
export { MemberPatterns } from '@portal/contracts';

export const listPath = (list: MemberList) => `/${list}`;

/**
 * Which list's detail routes a row of `list` opens. The access table has no detail route under
 * demo-talepler; demo-uyeler's detail routes allow exactly the roles of demo-talepler (spec §6),
 * so a demo request opens there and its page leads back to demo-talepler (`?liste=`).
 */
export function detailListOf(list: MemberList): Exclude<MemberList, 'demo-talepler'> {
  return list === 'demo-talepler' ? 'demo-uyeler' : list;
}

/** `…/bireysel/:id` or `…/kurumsal/:id` under the list; from demo-talepler with the way back. */
export function memberDetailPath(list: MemberList, member: { id: number; kind: MemberKind }): string {
  const path = `/${detailListOf(list)}/${MemberDetailSegment[member.kind]}/${member.id}`;
  return list === 'demo-talepler' ? `${path}?liste=demo-talepler` : path;
}

/** `…/abonelik/:id`: the access table has it under demo-uyeler and uyeler (cancelled members: under uyeler). */
export function subscriptionPath(list: MemberList, id: number): string {
  return `/${list === 'demo-uyeler' || list === 'demo-talepler' ? 'demo-uyeler' : 'uyeler'}/${MemberDetailSegment.subscription}/${id}`;
}

export const memberUsersPath = (memberId: number) => `/uyeler/kullanicilar/${memberId}`;
export const memberUserAddPath = (memberId: number) => `/uyeler/kullanici-ekle/${memberId}`;
export const memberUserEditPath = (publicId: string) => `/uyeler/kullanici-guncelle/${publicId}`;

export const PORTAL_USERS_PATH = '/portal-users';
export const PORTAL_USER_ADD_PATH = '/portal-users/add-user';
export const portalUserEditPath = (publicId: string) => `/portal-users/edit-user/${publicId}`;
