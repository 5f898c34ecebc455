import { ActionIcon, Menu } from '@mantine/core';
import type { PortalUser } from '@portal/contracts';
import { IconArchive, IconArchiveOff, IconBan, IconDotsVertical, IconKey, IconNote, IconPencil, IconPlayerPause, IconPlayerPlay, IconTrash, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { UserModalKind } from '../state/portal-slice';
import { userName } from './user-name';

export interface UserRowMenuProps {
  user: PortalUser;
  editPath: string;
  /** The signed-in user's own row: only the profile (the API refuses changes to oneself here). */
  self: boolean;
  onOpen(kind: UserModalKind): void;
}

/**
 * A user row's menu (spec §4 "Portal user"): Düzenle, Aktif yap / Pasif yap, Engelle,
 * Arşivle / Arşivden çıkar, the reset mail, Not and Sil, each behind its confirmation modal.
 */
export function UserRowMenu({ user, editPath, self, onOpen }: UserRowMenuProps) {
  const name = userName(user);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`${name}: işlemler`}>
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {self ? (
          // Nobody changes their own account here (the API answers 409): the profile does.
          <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} aria-hidden />}>
            Profilim
          </Menu.Item>
        ) : (
          <Menu.Item component={Link} to={editPath} leftSection={<IconPencil size={16} aria-hidden />}>
            Düzenle
          </Menu.Item>
        )}
        {!self && !user.archived && (
          <>
            {user.status === 'active' ? (
              <Menu.Item leftSection={<IconPlayerPause size={16} aria-hidden />} onClick={() => onOpen('passive')}>
                Pasif yap
              </Menu.Item>
            ) : (
              <Menu.Item leftSection={<IconPlayerPlay size={16} aria-hidden />} onClick={() => onOpen('active')}>
                Aktif yap
              </Menu.Item>
            )}
            {user.status !== 'banned' && (
              <Menu.Item color="red" leftSection={<IconBan size={16} aria-hidden />} onClick={() => onOpen('ban')}>
                Engelle
              </Menu.Item>
            )}
          </>
        )}
        {!self && (
          <Menu.Item leftSection={user.archived ? <IconArchiveOff size={16} aria-hidden /> : <IconArchive size={16} aria-hidden />} onClick={() => onOpen('archive')}>
            {user.archived ? 'Arşivden çıkar' : 'Arşivle'}
          </Menu.Item>
        )}
        {!self && !user.archived && (
          <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={() => onOpen('resetPassword')}>
            {user.invitationPending ? 'Daveti yeniden gönder' : 'Şifre sıfırlama e-postası gönder'}
          </Menu.Item>
        )}
        {!self && (
          <Menu.Item leftSection={<IconNote size={16} aria-hidden />} onClick={() => onOpen('notes')}>
            Not
          </Menu.Item>
        )}
        {!self && (
          <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => onOpen('delete')}>
            Sil
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
