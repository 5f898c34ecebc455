import { type AppCode, type MemberType, type Role, type SessionUser, type SessionUserShape } from '@portal/contracts';
import type { MemberRow, UserRow } from '../db';

export type UserWithMember = { user: UserRow; member: MemberRow };

/** What the answers below read: whole rows or the session lookup's narrow ones. */
export type ShownUser = {
  user: Pick<UserRow, 'publicId' | 'name' | 'surname' | 'email' | 'phone' | 'role' | 'app'>;
  member: Pick<MemberRow, 'memberType' | 'name'>;
};

/** The user as `portalUser/me` and the login answers show it; `type` is the role code (spec §7). */
export function toSessionUser({ user, member }: ShownUser): SessionUser {
  return {
    publicId: user.publicId,
    name: user.name,
    surname: user.surname,
    email: user.email,
    phone: user.phone,
    loginName: user.email,
    type: user.role as Role,
    app: user.app as AppCode,
    memberType: member.memberType as MemberType | null,
    memberName: member.name,
  };
}

/** The part of a user the host and home rules read (contracts' hosts.ts). */
export function shapeOf({ user, member }: { user: Pick<UserRow, 'role' | 'app'>; member: Pick<MemberRow, 'memberType'> }): SessionUserShape {
  return { role: user.role as Role, app: user.app as AppCode, memberType: member.memberType as MemberType | null };
}
