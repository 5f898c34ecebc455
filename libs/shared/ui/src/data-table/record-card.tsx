import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { RowMenu, type RowAction } from './row-menu';

/** A label–value pair of a card; an empty value shows '—'. */
export type CardField = readonly [label: string, value: ReactNode];

export interface RecordCardProps {
  /** The record's name or number: the card's heading and accessible name, and the menu's label. */
  name: string;
  /** What the heading shows; `name` unless given (e.g. a link to the record). */
  title?: ReactNode;
  /** The key fields, as label–value pairs. */
  fields: readonly CardField[];
  /** The status badge, beside the title. */
  badge?: ReactNode;
  /** The same actions as the table row's menu. */
  actions?: readonly RowAction[];
  /** The menu tells why the changing actions are disabled. */
  readOnly?: boolean;
  /** The 'Örnek veri' mark. */
  sample?: boolean;
  /** Below the fields: a status switch, a detail toggle and what it opens… */
  children?: ReactNode;
}

/**
 * A list row as a card, for phone-wide screens: the title line with the status badge and the
 * row's 'İşlem' menu ("<name>: işlemler"), then the declared fields as a description list.
 * Put cards in a `RecordCardList`. ResourceListPage uses them below `sm`; a custom list can too:
 *
 *   <RecordCardList label="Partiler">
 *     {lots.map((lot) => <RecordCard key={lot.id} name={lot.code} fields={[['Ürün', lot.plant.name]]} actions={…} />)}
 *   </RecordCardList>
 */
export function RecordCard({ name, title, fields, badge, actions, readOnly, sample, children }: RecordCardProps) {
  const titleId = useId();
  return (
    <Card component="li" withBorder radius="md" padding="sm" aria-labelledby={titleId} style={{ minWidth: 0 }}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Group gap={6} style={{ minWidth: 0, flex: 1 }}>
            <Text id={titleId} fw={700} style={{ overflowWrap: 'anywhere' }}>
              {title ?? name}
            </Text>
            {sample && (
              <Badge size="xs" color="yellow" variant="filled" autoContrast>
                Örnek veri
              </Badge>
            )}
          </Group>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            {badge}
            {actions && actions.length > 0 && <RowMenu name={name} actions={actions} readOnly={readOnly} size="lg" />}
          </Group>
        </Group>
        {fields.length > 0 && (
          <SimpleGrid component="dl" cols={2} spacing="sm" verticalSpacing={6} m={0}>
            {fields.map(([label, value]) => (
              <div key={label} style={{ minWidth: 0 }}>
                <Text component="dt" fz="xs" c="dimmed" fw={600}>
                  {label}
                </Text>
                <Text component="dd" fz="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                  {value === null || value === undefined || value === '' ? '—' : value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        )}
        {children}
      </Stack>
    </Card>
  );
}

/** The list around `RecordCard`s: a `ul` named after the list, one card under the other. */
export function RecordCardList({ label, busy, children }: { label: string; busy?: boolean; children: ReactNode }) {
  return (
    <Stack component="ul" gap="sm" m={0} p={0} aria-label={label} aria-busy={busy} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}
