import { ActionIcon, Menu } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { READ_ONLY_TEXT } from './read-only';

/** One entry of a row's 'İşlem' menu. */
export interface RowAction {
  label: string;
  icon: ReactNode;
  /** A link, or… */
  to?: string;
  /** …an action. */
  onClick?(): void;
  color?: string;
  disabled?: boolean;
}

export interface RowMenuProps {
  /** The record's name: the button is called "<name>: işlemler". */
  name: string;
  actions: readonly RowAction[];
  /** Tells a read-only user why the changing entries are disabled. */
  readOnly?: boolean;
  /** 'lg' on a card: a bigger target for a finger. */
  size?: 'md' | 'lg';
}

/** A record's 'İşlem' menu (table row or card): a link or a button per action, keyboard-operable. */
export function RowMenu({ name, readOnly = false, actions, size = 'md' }: RowMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size={size} aria-label={`${name}: işlemler`}>
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {readOnly && <Menu.Label>{READ_ONLY_TEXT}</Menu.Label>}
        {actions.map((action) =>
          action.to !== undefined && !action.disabled ? (
            <Menu.Item key={action.label} component={Link} to={action.to} color={action.color} leftSection={action.icon}>
              {action.label}
            </Menu.Item>
          ) : (
            <Menu.Item key={action.label} color={action.color} leftSection={action.icon} disabled={action.disabled} onClick={action.onClick}>
              {action.label}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
