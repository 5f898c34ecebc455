import { Group, Table, UnstyledButton } from '@mantine/core';
import type { SortOrder } from '@portal/contracts';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface SortHeaderProps {
  children: ReactNode;
  /** The column's sort key. */
  sortKey: string;
  /** The list's current sort. */
  sort?: string;
  order: SortOrder;
  onSort(key: string, order: SortOrder): void;
}

/** A sortable column header: a button that toggles asc/desc; `aria-sort` tells screen readers the order. */
export function SortHeader({ children, sortKey, sort, order, onSort }: SortHeaderProps) {
  const active = sort === sortKey;
  const next: SortOrder = active && order === 'asc' ? 'desc' : 'asc';
  const Icon = !active ? IconArrowsSort : order === 'asc' ? IconSortAscending : IconSortDescending;
  return (
    <Table.Th aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(sortKey, next)} fw={700} fz="sm" style={{ whiteSpace: 'nowrap' }}>
        <Group gap={4} wrap="nowrap" component="span">
          {children}
          <Icon size={14} aria-hidden stroke={1.6} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
