import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AuthShell } from './auth-shell';

export interface NotFoundPageProps {
  /** Where the button leads; the public home `/` by default. */
  homePath?: string;
}

/** The /404 page every unknown path is redirected to (spec §2). */
export function NotFoundPage({ homePath = '/' }: NotFoundPageProps) {
  return (
    <AuthShell>
      <Stack align="center" ta="center" gap="md">
        <Text fz={72} fw={800} lh={1} c="brand.7" aria-hidden>
          404
        </Text>
        <Title order={1} fz="h2">
          Sayfa bulunamadı
        </Title>
        <Text c="gray.7">
          Aradığınız sayfa taşınmış, kaldırılmış ya da hiç var olmamış olabilir. Adresi kontrol edin veya ana sayfaya dönün.
        </Text>
        <Button component={Link} to={homePath} leftSection={<IconArrowLeft size={18} aria-hidden />} size="md">
          Ana sayfaya dön
        </Button>
      </Stack>
    </AuthShell>
  );
}
