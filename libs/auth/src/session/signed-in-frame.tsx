import { Anchor, AppShell, Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { logoHomePath } from '@portal/contracts';
import { BrandLogo } from '@portal/shared/ui';
import { capitalizeTr, initialsTr } from '@portal/shared/util';
import { IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Link, Outlet } from 'react-router';
import { KeepSessionModal } from '../modals/keep-session-modal';
import { currentHostLabel } from './hosts';
import { ensureKeepSessionCookie } from './keep-session-cookie';
import { keepSessionChoiceAtom, userAtom } from './session-atoms';
import { useIdleWarning } from './use-idle-warning';
import { useLogout } from './use-logout';

/**
 * A minimal frame for signed-in pages (spec §2 Layout: header with the user menu). The full
 * layout with sidebar and footer replaces it in a later issue.
 */
export function SignedInFrame() {
  const user = useAtomValue(userAtom);
  const keepSession = useAtomValue(keepSessionChoiceAtom);
  const logout = useLogout();

  // Spec §4: the keepSession cookie is set on the signed-in host when missing.
  useEffect(() => ensureKeepSessionCookie(keepSession ?? false), [keepSession]);
  useIdleWarning();

  if (!user) return null;
  const fullName = capitalizeTr(`${user.name} ${user.surname}`);

  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to={logoHomePath(currentHostLabel(window.location.hostname))} underline="never" aria-label="Ana sayfa">
            <BrandLogo size={36} />
          </Anchor>
          <Menu position="bottom-end" width={200}>
            <Menu.Target>
              <UnstyledButton>
                <Group gap="xs" wrap="nowrap">
                  <Avatar radius="xl" color="brand" aria-hidden>
                    {initialsTr(user.name, user.surname)}
                  </Avatar>
                  <Text fw={600} fz="sm">
                    {fullName}
                  </Text>
                  <VisuallyHidden>Kullanıcı menüsü</VisuallyHidden>
                  <IconChevronDown size={16} aria-hidden />
                </Group>
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} aria-hidden />}>
                Profil
              </Menu.Item>
              <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void logout()}>
                Çıkış Yap
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
      <KeepSessionModal />
    </AppShell>
  );
}
