import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A record's facts as a description list (term and value), two columns on wide screens. */
export function InfoList({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="xs" m={0}>
      {items.map(([term, value]) => (
        <div key={term}>
          <Text component="dt" fz="xs" c="dimmed" fw={600}>
            {term}
          </Text>
          <Text component="dd" m={0}>
            {value === null || value === undefined || value === '' ? '—' : value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
