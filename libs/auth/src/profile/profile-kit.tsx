// Pieces the profile cards share: the card frame and success notices.
import { Card, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';

/** A titled card; the section is named by its heading for screen readers. */
export function ProfileCard({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Card component="section" withBorder radius="md" padding="lg" aria-labelledby={id}>
      <Stack gap="md">
        <div>
          <Title order={2} fz="h4" id={id}>
            {title}
          </Title>
          {description && (
            <Text c="gray.7" fz="sm" mt={4}>
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Card>
  );
}

export function notifySuccess(title: string, message: string) {
  notifications.show({ color: 'green', title, message, icon: <IconCheck size={18} aria-hidden /> });
}
