import { Button, Group } from '@mantine/core';
import { MemberActionLabel, type MemberAction, type MemberDetail } from '@portal/contracts';
import { IconTrash } from '@tabler/icons-react';
import type { MemberModalKind } from '../state/memberships-slice';
import { actionIcons } from './member-actions';

/** The moves the API says the signed-in role may make now (detail.actions), and 'Sil' when it may delete. */
export function MemberActionButtons({ member, only, onOpen }: { member: MemberDetail; only?: readonly MemberAction[]; onOpen(kind: MemberModalKind): void }) {
  const actions = only ? member.actions.filter((a) => only.includes(a)) : member.actions;
  if (actions.length === 0 && (only || !member.canDelete)) return null;
  return (
    <Group gap="sm" wrap="wrap" role="group" aria-label="Üyelik işlemleri">
      {actions.map((action) => (
        <Button key={action} variant={action === 'note' ? 'default' : 'light'} color={action === 'cancel' ? 'red' : undefined} leftSection={actionIcons[action]} onClick={() => onOpen(action)}>
          {MemberActionLabel[action]}
        </Button>
      ))}
      {!only && member.canDelete && (
        <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => onOpen('delete')}>
          Sil
        </Button>
      )}
    </Group>
  );
}
