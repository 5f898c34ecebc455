import { Alert, Anchor, Center, Group, Loader, Stack, Text } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';

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

export function NotFound({ listPath }: { listPath: string }) {
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertCircle aria-hidden />} title="Kayıt bulunamadı">
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">Aradığınız kayıt silinmiş ya da hiç var olmamış olabilir.</Text>
        <Anchor component={Link} to={listPath} fz="sm" fw={600}>
          Üreticiler listesine dön
        </Anchor>
      </Stack>
    </Alert>
  );
}

export function ServerError({ error }: { error: { message: string; rest: string[] } | null }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title="Kaydedilemedi">
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

const focusable = 'input:not([type=hidden]), textarea, select, button';

/** Keyboard and screen-reader users land on the first field (in page order) that needs fixing. */
export function focusFirstError(getInputNode: (path: string) => HTMLElement | null, errors: FormErrors) {
  const nodes = Object.keys(errors)
    .map((path) => getInputNode(path))
    .filter((node): node is HTMLElement => node !== null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const first = nodes[0];
  const target = first?.matches(focusable) ? first : first?.querySelector<HTMLElement>(focusable);
  target?.focus();
}
