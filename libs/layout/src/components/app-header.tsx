import { ActionIcon, Burger, Group, Tooltip } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconLayoutSidebarRightCollapse, IconLayoutSidebarRightExpand } from '@tabler/icons-react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { customizerOpenAtom, menuHiddenAtom, mobileMenuOpenAtom, rtlAtom, sidebarCollapsedAtom } from '../preferences/layout-preferences';
import { HeaderLogo } from './header-logo';
import { NotificationBell } from './notification-bell';
import classes from './app-header.module.css';
import { UserMenu } from './user-menu';

/** The desktop toggle: shows a hidden menu, otherwise collapses or widens the sidebar. */
function SidebarToggle() {
  const rtl = useAtomValue(rtlAtom);
  const [collapsed, setCollapsed] = useAtom(sidebarCollapsedAtom);
  const [hidden, setHidden] = useAtom(menuHiddenAtom);
  const widen = hidden || collapsed;
  const label = hidden ? 'Menüyü göster' : collapsed ? 'Menüyü genişlet' : 'Menüyü daralt';
  const Icon = rtl ? (widen ? IconLayoutSidebarRightExpand : IconLayoutSidebarRightCollapse) : widen ? IconLayoutSidebarLeftExpand : IconLayoutSidebarLeftCollapse;
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        className={classes.wideOnly}
        aria-label={label}
        aria-pressed={!widen}
        onClick={() => (hidden ? setHidden(false) : setCollapsed(!collapsed))}
      >
        <Icon size={22} stroke={1.7} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** The header of spec §2: the burger, the logo to the host's home, the appearance button, the notice bell and the user menu. */
export function AppHeader() {
  const [mobileOpen, setMobileOpen] = useAtom(mobileMenuOpenAtom);
  const openCustomizer = useSetAtom(customizerOpenAtom);
  return (
    <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="xs" wrap="nowrap">
        <Burger
          opened={mobileOpen}
          onClick={() => setMobileOpen(!mobileOpen)}
          className={classes.narrowOnly}
          size="sm"
          aria-label={mobileOpen ? 'Menüyü kapat' : 'Menüyü aç'}
          aria-expanded={mobileOpen}
        />
        <SidebarToggle />
        <HeaderLogo />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Tooltip label="Görünüm ayarları">
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Görünüm ayarları" onClick={() => openCustomizer(true)}>
            <IconAdjustmentsHorizontal size={22} stroke={1.7} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <NotificationBell />
        <UserMenu />
      </Group>
    </Group>
  );
}
