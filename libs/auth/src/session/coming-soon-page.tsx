import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

export interface ComingSoonPageProps {
  title?: string;
}

/** Stands in for a page whose feature comes with a later issue. */
export function ComingSoonPage({ title = 'Bu sayfa hazırlanıyor' }: ComingSoonPageProps) {
  return (
    <Stack align="center" ta="center" gap="md" py="xl">
      <ThemeIcon size={64} radius="xl" variant="light">
        <IconTools size={34} aria-hidden />
      </ThemeIcon>
      <Title order={1} fz="h2">
        {title}
      </Title>
      <Text c="dimmed" maw={420}>
        Bu bölüm yakında kullanıma açılacak. Şimdilik menüden diğer sayfalara geçebilirsiniz.
      </Text>
    </Stack>
  );
}
