import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FactCard {
  key: string | number;
  /** The card's accessible name (e.g. a product's trade name). */
  name: string;
  /** What heads the card (e.g. the product and its substances). */
  title: ReactNode;
  facts: readonly { label: string; value: ReactNode }[];
}

/**
 * Rows of a table as a list of cards, two facts a row, for a phone: every column stays in sight
 * without sideways scrolling, and long values wrap instead of widening the page.
 */
export function FactCards({ label, cards }: { label: string; cards: readonly FactCard[] }) {
  return (
    // role="list": Safari drops a list's semantics once its bullets are styled away.
    <Stack gap="sm" component="ul" role="list" m={0} p={0} aria-label={label} style={{ listStyle: 'none' }}>
      {cards.map((card) => (
        <Paper key={card.key} component="li" withBorder radius="sm" p="sm" aria-label={card.name}>
          <Stack gap={6}>
            <div>{card.title}</div>
            <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
              {card.facts.map((fact) => (
                <div key={fact.label}>
                  <Text fz="xs" c="gray.7">
                    {fact.label}
                  </Text>
                  <Text fz="sm" fw={600} component="div" style={{ overflowWrap: 'anywhere' }}>
                    {fact.value}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
