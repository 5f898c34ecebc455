// Which roles a user may be given: a member's own roles, and the provider's staff
// roles only by BestnetAdmin on the provider's own member.
import { MemberUserRoles, PrescriberRoles, Role, RoleLabel, StaffRoles } from '@portal/contracts';

export function roleOptions(staff: boolean): { value: string; label: string }[] {
  const roles = staff ? [...StaffRoles, ...MemberUserRoles] : MemberUserRoles;
  return roles.map((role) => ({ value: String(role), label: RoleLabel[role] }));
}

/** Danışman and Mühendis print their authorisation number on prescriptions. */
export const isPrescriber = (type: string) => type !== '' && PrescriberRoles.includes(Number(type) as Role);

/** The signed-in role gives staff roles here: BestnetAdmin on the provider's own member (its own). */
export const givesStaffRoles = (role: Role, memberName: string | null | undefined, ownMemberName: string | null) =>
  role === Role.BestnetAdmin && (memberName === undefined || memberName === null || memberName === ownMemberName);
