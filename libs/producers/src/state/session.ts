// What the signed-in user may do here (spec §6) and what kind of member they work for.
import { roleAtom, userAtom } from '@portal/shared/api-client';
import { AreaRoles, isRctBusinessUnitMember } from '@portal/contracts';
import { useAtomValue } from 'jotai';

/** Admin, Danisman, Mühendis write producers and areas; Tekniker and User only read. */
export function useCanWriteProducers(): boolean {
  return (AreaRoles.prescribing as readonly number[]).includes(useAtomValue(roleAtom));
}

export interface MemberKind {
  /** A corporate member (any member type) may keep areas of its own (kurumsal). */
  corporate: boolean;
  /** An RCT business unit: its Admin works on the producer side (spec §2 menus) and sees its own areas on the list. */
  businessUnit: boolean;
}

export function useMemberKind(): MemberKind {
  const user = useAtomValue(userAtom);
  return { corporate: user?.memberType != null, businessUnit: !!user && isRctBusinessUnitMember({ role: user.type, app: user.app, memberType: user.memberType }) };
}
