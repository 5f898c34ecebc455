import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Label–value pairs of a record, as a description list screen readers read in pairs. */
export function InfoList({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      {items.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" fz="xs" c="dimmed" fw={600}>
            {label}
          </Text>
          <Text component="dd" m={0}>
            {value === null || value === undefined || value === '' ? '—' : value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
