import { Divider, Menu, NavLink, Skeleton, Stack, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { MenuGroup, MenuItem } from '@portal/contracts';
import { IconChevronRight } from '@tabler/icons-react';
import { Fragment, useCallback, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { MenuIconOf } from './menu-icons';
import { activeEntryFor, reachableItems, type ActiveEntry } from './menu-model';
import { useMenuTypeAhead } from './use-menu-type-ahead';
import classes from './sidebar-menu.module.css';

export interface SidebarMenuProps {
  /** The user's menu (`menuFor`); null while the role is not known yet (spec §2: a loading state). */
  groups: readonly MenuGroup[] | null;
  /** Icons only, with the labels as tooltips (spec §2: 72 px collapsed). */
  collapsed?: boolean;
  /** Right-to-left text: tooltips and fly-outs open to the left. */
  rtl?: boolean;
  /** Called after an entry is chosen (the mobile drawer closes). */
  onNavigate?: () => void;
}

const activeKey = (a: ActiveEntry | null) => (a ? `${a.id}|${a.branchIds.join('/')}` : '');

/** The loading state of the sidebar until the role is known. */
export function SidebarMenuSkeleton({ collapsed = false }: { collapsed?: boolean }) {
  return (
    <Stack gap="xs" p="xs" aria-busy="true" aria-live="polite" data-testid="menu-loading">
      <VisuallyHidden>Menü yükleniyor</VisuallyHidden>
      <Skeleton height={10} width={collapsed ? 36 : '45%'} radius="sm" mb={4} />
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height={36} width={collapsed ? 44 : undefined} radius="md" />
      ))}
    </Stack>
  );
}

/**
 * The role's sidebar (spec §2 Layout): groups, sub-items and multi-level entries, the branch of the
 * current path opened, icons only when collapsed, and type-ahead to move between entries (spec §9).
 */
export function SidebarMenu({ groups, collapsed = false, rtl = false, onNavigate }: SidebarMenuProps) {
  const { pathname } = useLocation();
  const uid = useId();
  const navRef = useRef<HTMLDivElement>(null);
  const active = useMemo(() => (groups ? activeEntryFor(groups, pathname) : null), [groups, pathname]);

  // The branch of the current path opens, on first render and whenever the path moves to another entry.
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set(active?.branchIds ?? []));
  const [openedFor, setOpenedFor] = useState(() => activeKey(active));
  if (openedFor !== activeKey(active)) {
    setOpenedFor(activeKey(active));
    if (active?.branchIds.length) setOpenIds((prev) => new Set([...prev, ...active.branchIds]));
  }
  const toggle = useCallback((id: string, open: boolean) => {
    setOpenIds((prev) => {
      const next = new Set(prev);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const entries = useCallback(() => (groups ? reachableItems(groups, openIds, collapsed) : []), [groups, openIds, collapsed]);
  const focusEntry = useCallback((id: string) => navRef.current?.querySelector<HTMLElement>(`[data-menu-id="${id}"]`)?.focus(), []);
  const typeAhead = useMenuTypeAhead(entries, focusEntry);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const list = entries();
    const current = list.findIndex((e) => e.id === (event.target as HTMLElement).closest('[data-menu-id]')?.getAttribute('data-menu-id'));
    const step: Partial<Record<string, number>> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: list.length - 1 };
    const to = step[event.key];
    if (to !== undefined && current !== -1 && list.length > 0) {
      event.preventDefault();
      const next = list[(to + list.length) % list.length];
      if (next) focusEntry(next.id);
      return;
    }
    typeAhead(event);
  };

  if (!groups) return <SidebarMenuSkeleton collapsed={collapsed} />;

  const leafProps = (item: MenuItem) => {
    const isActive = active?.id === item.id;
    return {
      'data-menu-id': item.id,
      'aria-current': isActive ? ('page' as const) : undefined,
      onClick: onNavigate,
      isActive,
    };
  };

  const renderEntry = (item: MenuItem, depth: number): ReactNode => {
    const icon = depth === 0 || item.icon ? <MenuIconOf icon={item.icon} /> : <MenuIconOf size={14} />;
    if (item.children?.length) {
      const open = openIds.has(item.id);
      const holdsActive = !!active?.branchIds.includes(item.id);
      return (
        <NavLink
          key={item.id}
          component="button"
          type="button"
          label={item.label}
          leftSection={icon}
          opened={open}
          onChange={(o) => toggle(item.id, o)}
          aria-expanded={open}
          data-menu-id={item.id}
          data-holds-active={holdsActive || undefined}
          keepMounted={false}
          childrenOffset={depth === 0 ? 'lg' : 'md'}
          className={classes.entry}
        >
          {item.children.map((child) => renderEntry(child, depth + 1))}
        </NavLink>
      );
    }
    const { isActive, ...props } = leafProps(item);
    return <NavLink key={item.id} component={Link} to={item.path ?? '#'} label={item.label} leftSection={icon} active={isActive} className={classes.entry} {...props} />;
  };

  const flyoutEntries = (items: readonly MenuItem[], depth = 0): ReactNode[] =>
    items.flatMap((child) =>
      child.children?.length
        ? [
            <Menu.Label key={`${child.id}-label`} pl={depth ? 'md' : undefined}>
              {child.label}
            </Menu.Label>,
            ...flyoutEntries(child.children, depth + 1),
          ]
        : [
            <Menu.Item key={child.id} component={Link} to={child.path ?? '#'} onClick={onNavigate} pl={depth ? 'lg' : undefined} data-active={active?.id === child.id || undefined}>
              {child.label}
            </Menu.Item>,
          ],
    );

  const renderIconEntry = (item: MenuItem): ReactNode => {
    const side = rtl ? 'left' : 'right';
    if (item.children?.length) {
      return (
        <Menu key={item.id} trigger="click-hover" position={`${side}-start`} offset={10} width={240} openDelay={80} closeDelay={160}>
          <Menu.Target>
            <UnstyledButton className={classes.iconEntry} aria-label={item.label} data-menu-id={item.id} data-active={active?.branchIds.includes(item.id) || undefined}>
              <MenuIconOf icon={item.icon} size={22} />
              <IconChevronRight size={10} className={classes.flyoutMark} aria-hidden />
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label fw={700}>{item.label}</Menu.Label>
            {flyoutEntries(item.children)}
          </Menu.Dropdown>
        </Menu>
      );
    }
    const { isActive, ...props } = leafProps(item);
    return (
      <Tooltip key={item.id} label={item.label} position={side} withArrow openDelay={120}>
        <UnstyledButton component={Link} to={item.path ?? '#'} className={classes.iconEntry} aria-label={item.label} data-active={isActive || undefined} {...props}>
          <MenuIconOf icon={item.icon} size={22} />
        </UnstyledButton>
      </Tooltip>
    );
  };

  return (
    // The navigation landmark is the container's (the AppShell navbar, the drawer's nav).
    <div ref={navRef} className={classes.nav} data-collapsed={collapsed || undefined} onKeyDown={onKeyDown} data-sidebar-menu>
      {groups.map((group, index) => {
        const labelId = `${uid}-${group.id}`;
        return (
          <Fragment key={group.id}>
            {collapsed && index > 0 && <Divider my={6} mx="sm" />}
            <div role="group" aria-labelledby={labelId} className={classes.group}>
              {collapsed ? (
                <VisuallyHidden id={labelId}>{group.label}</VisuallyHidden>
              ) : (
                <Text id={labelId} className={classes.groupLabel}>
                  {group.label}
                </Text>
              )}
              {group.items.map((item) => (collapsed ? renderIconEntry(item) : renderEntry(item, 0)))}
            </div>
          </Fragment>
        );
      })}
    </div>
  );
}
