import { Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { BrandMascot } from '@portal/shared/ui';
import { IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import classes from './router-error-screen.module.css';

/** What the router caught, as one line: `404 Not Found`, the error's message, or the thrown text. */
export function routeErrorDetail(error: unknown): string {
  if (isRouteErrorResponse(error)) return [error.status, error.statusText].filter(Boolean).join(' ');
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Bilinmeyen hata';
}

/**
 * The router's `errorElement` (spec §2: a generic error screen 'Unexpected Application Error!'
 * with a status or message), worded in Turkish around the spec's heading.
 */
export function RouterErrorScreen() {
  const error = useRouteError();
  const detail = routeErrorDetail(error);
  return (
    <div className={classes.root} role="alert">
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} maw={560} w="100%">
        <Stack align="center" ta="center" gap="md">
          <BrandMascot size={112} />
          <Text fw={700} c="red.8" fz="sm" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
            Bir şeyler ters gitti
          </Text>
          <Title order={1} fz="h2" lang="en">
            Unexpected Application Error!
          </Title>
          <Code block className={classes.detail} data-testid="route-error-detail">
            {detail}
          </Code>
          <Text c="dimmed" fz="sm">
            Sayfa beklenmedik bir hatayla karşılaştı. Sayfayı yenileyebilir ya da ana sayfaya dönebilirsiniz; sorun sürerse destek ekibimize bildirin.
          </Text>
          <Group justify="center" gap="sm">
            <Button variant="default" leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => window.location.reload()}>
              Sayfayı yenile
            </Button>
            <Button component={Link} to="/" leftSection={<IconArrowLeft size={18} aria-hidden />}>
              Ana sayfaya dön
            </Button>
          </Group>
        </Stack>
      </Paper>
    </div>
  );
}
