import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { RoleLabel } from '@portal/contracts';
import { userAtom } from '@portal/shared/api-client';
import { capitalizeTr, initialsTr } from '@portal/shared/util';
import { IconChevronDown, IconLock, IconLogout, IconUser } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { useSessionActions } from './session-actions';
import classes from './user-menu.module.css';

/** The header's user menu (spec §2 Layout): initials avatar, the name capitalised in Turkish, 'Profil', 'Ekranı kilitle' and 'Çıkış Yap'. */
export function UserMenu() {
  const user = useAtomValue(userAtom);
  const { logout, lockScreen } = useSessionActions();
  if (!user) return null;
  const fullName = capitalizeTr(`${user.name} ${user.surname}`);

  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <UnstyledButton className={classes.target}>
          <Group gap="xs" wrap="nowrap">
            <Avatar radius="xl" color="brand" variant="filled" aria-hidden>
              {initialsTr(user.name, user.surname)}
            </Avatar>
            <Text fw={600} fz="sm" visibleFrom="sm" className={classes.name}>
              {fullName}
            </Text>
            <VisuallyHidden>Kullanıcı menüsü</VisuallyHidden>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{RoleLabel[user.type] ?? 'Kullanıcı'}</Menu.Label>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} aria-hidden />}>
          Profil
        </Menu.Item>
        <Menu.Item leftSection={<IconLock size={16} aria-hidden />} onClick={lockScreen}>
          Ekranı kilitle
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void logout()}>
          Çıkış Yap
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
