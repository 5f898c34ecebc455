import { Card, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A titled part of a detail page, a region named by its heading. */
export function SectionCard({ title, children, order = 2 }: { title: ReactNode; children: ReactNode; order?: 2 | 3 }) {
  const id = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={order} fz={order === 2 ? 'h3' : 'h4'} id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
