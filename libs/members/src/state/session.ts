// What the signed-in user may do here (spec §6): the role from the session, the
// contracts' transition table for the member moves, and who manages users.
import { roleAtom, userAtom } from '@portal/shared/api-client';
import { actionsFor, MemberDeleteRoles, Role, type MemberAction, type MemberStatus } from '@portal/contracts';
import { useAtomValue } from 'jotai';

/** Who writes users (docs/api.md "Members and portal users"): a member's Admin (its own), BestnetAdmin and Operators; Support reads. */
export const UserWriteRoles: readonly Role[] = [Role.Admin, Role.BestnetAdmin, Role.BestnetOperator];
/** Who corrects a member's details (PATCH member/{id}, docs/api.md). */
export const MemberEditRoles: readonly Role[] = [Role.BestnetAdmin, Role.BestnetOperator];

export function useRole(): Role {
  return useAtomValue(roleAtom);
}

/** The moves the role may make on a member in this status (BestnetSupport: none, it reads). */
export function useMemberActions(): (status: MemberStatus) => MemberAction[] {
  const role = useRole();
  return (status) => actionsFor(status, role);
}

/** Deleting a member: the roles of the contracts' MemberDeleteRoles. */
export function useCanDeleteMember(): boolean {
  return MemberDeleteRoles.includes(useRole());
}

/** Admin (its own member's users), BestnetAdmin (everyone's) and Operators (the members') manage users. */
export function useCanManageUsers(): boolean {
  return UserWriteRoles.includes(useRole());
}

/** Staff who correct a member's details. */
export function useCanEditMember(): boolean {
  return MemberEditRoles.includes(useRole());
}

/** The signed-in user's member name (the provider's own, for BestnetAdmin). */
export function useOwnMemberName(): string | null {
  return useAtomValue(userAtom)?.memberName ?? null;
}
