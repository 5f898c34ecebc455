// A titled card of the home panels: a region named by its heading, with an optional link to the whole list.
import { Anchor, Card, Group, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

export interface PanelProps {
  title: string;
  /** "See all" link beside the title. */
  more?: { to: string; label: string };
  children: ReactNode;
}

export function Panel({ title, more, children }: PanelProps) {
  const id = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Title order={2} fz="h4" id={id}>
            {title}
          </Title>
          {more && (
            <Anchor component={Link} to={more.to} fz="sm" fw={600}>
              {more.label}
            </Anchor>
          )}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
