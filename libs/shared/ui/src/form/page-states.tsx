// The states every page and form of a feature shows the same way: loading, a failed read with
// 'Yeniden dene', a record that is not there with the way back, and a refused save.
import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { errorMessage } from '@portal/shared/api-client';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The loading state of a page or panel. */
export function Loading({ text }: { text: string }) {
  return (
    <Center py="xl">
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{text}</Text>
      </Group>
    </Center>
  );
}

/** A failed read, with the server's Turkish message and 'Yeniden dene'. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry(): void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={title}>
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{errorMessage(error)}</Text>
        <Button variant="light" color="red" size="xs" onClick={onRetry}>
          Yeniden dene
        </Button>
      </Stack>
    </Alert>
  );
}

/** A record that is not there (404, a bad id, another member's), with the way back. */
export function NotFound({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertCircle aria-hidden />} title="Kayıt bulunamadı">
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">Aradığınız kayıt silinmiş, size kapalı ya da hiç var olmamış olabilir.</Text>
        <Anchor component={Link} to={backTo} fz="sm" fw={600}>
          {backLabel}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/** A form's failure: the server's message and the details no field took. */
export function ServerError({ error, title = 'Kaydedilemedi' }: { error: { message: string; rest: string[] } | null; title?: string }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={title}>
      <Text fz="sm">{error.message}</Text>
      {error.rest.length > 0 && (
        <ul>
          {error.rest.map((m, i) => (
            <li key={i}>
              <Text fz="sm">{m}</Text>
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
