import { actionsFor, canAccessPath, MemberActionLabel, MemberDeleteRoles, type MemberAction, type MemberItem, type MemberList, type Role } from '@portal/contracts';
import type { RowAction } from '@portal/shared/ui';
import { IconCalendarPlus, IconCalendarRepeat, IconCircleCheck, IconCreditCard, IconNote, IconPlayerPlay, IconRefresh, IconTrash, IconUsers, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { memberUsersPath, subscriptionPath } from '../paths';
import type { MemberModalKind } from '../state/memberships-slice';

export const actionIcons: Record<MemberAction, ReactNode> = {
  approve: <IconCircleCheck size={16} aria-hidden />,
  extend: <IconCalendarPlus size={16} aria-hidden />,
  convert: <IconCreditCard size={16} aria-hidden />,
  renew: <IconRefresh size={16} aria-hidden />,
  cancel: <IconX size={16} aria-hidden />,
  reactivate: <IconPlayerPlay size={16} aria-hidden />,
  note: <IconNote size={16} aria-hidden />,
};

/**
 * A member row's menu: the moves the transition table gives the role in the row's
 * status, then 'Kullanıcılar' and 'Abonelik' where the role may open them (spec §6), and 'Sil'
 * for MemberDeleteRoles. BestnetSupport and a member's Admin get no move: they read.
 */
export function memberRowActions(member: MemberItem, list: MemberList, role: Role, open: (kind: MemberModalKind) => void): RowAction[] {
  const moves: RowAction[] = actionsFor(member.status, role).map((action) => ({
    label: MemberActionLabel[action],
    icon: actionIcons[action],
    color: action === 'cancel' ? 'red' : undefined,
    onClick: () => open(action),
  }));
  const links: RowAction[] = [];
  const users = memberUsersPath(member.id);
  if (canAccessPath(role, users)) links.push({ label: 'Kullanıcılar', icon: <IconUsers size={16} aria-hidden />, to: users });
  if (list !== 'demo-talepler') {
    const subscription = subscriptionPath(list, member.id);
    if (canAccessPath(role, subscription)) links.push({ label: 'Abonelik', icon: <IconCalendarRepeat size={16} aria-hidden />, to: subscription });
  }
  const remove: RowAction[] = MemberDeleteRoles.includes(role) ? [{ label: 'Sil', icon: <IconTrash size={16} aria-hidden />, color: 'red', onClick: () => open('delete') }] : [];
  return [...moves, ...links, ...remove];
}
