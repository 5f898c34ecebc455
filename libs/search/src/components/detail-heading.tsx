import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFocusHeading } from './use-focus-heading';

/**
 * A detail page's title (focused when the record shows), its Latin or second name, its marks and
 * its other names ("Diğer adları": the Turkish spelling or common name a grower may know it by).
 */
export function DetailHeading({
  title,
  subtitle,
  kind,
  marks,
  recordKey,
  aliases = [],
}: {
  title: string;
  subtitle?: string | null;
  kind: string;
  marks?: ReactNode;
  recordKey: unknown;
  aliases?: readonly string[] | undefined;
}) {
  const ref = useFocusHeading<HTMLHeadingElement>(true, recordKey);
  return (
    <div>
      <Text fz="xs" c="dimmed" fw={600} tt="uppercase">
        {kind}
      </Text>
      <Group gap="sm" align="center" wrap="wrap">
        <Title order={1} fz="h2" ref={ref} tabIndex={-1}>
          {title}
        </Title>
        {marks}
      </Group>
      {subtitle && (
        <Text c="dimmed" fs="italic">
          {subtitle}
        </Text>
      )}
      {aliases.length > 0 && (
        <Text fz="sm" mt={4}>
          <Text span fw={600}>
            Diğer adları:
          </Text>{' '}
          {aliases.join(', ')}
        </Text>
      )}
    </div>
  );
}
