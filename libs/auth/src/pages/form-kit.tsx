// Shared pieces of the public auth pages: the busy submit button, the server-error alert and the
// result panel. The forms themselves use shared/ui's useContractForm.
import { Alert, Anchor, Button, List, Loader, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import type { ServerErrorState } from '@portal/shared/ui';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';

/** Hints sit under the field, beside its error or success text (spec §5). */
export const underField: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

/** Length is what makes a password strong; no composition rules (DESIGN.md §4). */
export function passwordHint(password: string): string {
  if (!password) return 'En az 8 karakter. Uzun ve kolay hatırlanan bir cümle en güçlü şifredir.';
  if (password.length < 8) return `Şifre gücü: çok kısa (${password.length}/8)`;
  if (password.length < 12) return 'Şifre gücü: orta. Birkaç kelime daha eklemek şifrenizi güçlendirir.';
  if (password.length < 16) return 'Şifre gücü: iyi';
  return 'Şifre gücü: güçlü';
}

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div>
      <Title order={1} fz="h2">
        {title}
      </Title>
      {children && (
        <Text c="gray.7" mt={4}>
          {children}
        </Text>
      )}
    </div>
  );
}

/** Spec §8: 'Loading ...' while busy. */
export function SubmitButton({ busy, children, ...rest }: { busy: boolean; children: ReactNode; color?: string; variant?: string }) {
  return (
    <Button
      type="submit"
      size="md"
      fullWidth
      disabled={busy}
      aria-busy={busy}
      leftSection={busy ? <Loader size={16} color="currentColor" aria-hidden /> : undefined}
      {...rest}
    >
      {busy ? 'Loading ...' : children}
    </Button>
  );
}

/**
 * A failed call, in the server's Turkish words (role=alert). A form's refusal also lists the
 * details no field of the form took (useContractForm's `rest`), which would otherwise be lost.
 */
export function ServerAlert({ title, message }: { title: string; message: string | ServerErrorState | null }) {
  if (!message) return null;
  const { message: text, rest } = typeof message === 'string' ? { message, rest: [] } : message;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={title}>
      {text}
      {rest.length > 0 && (
        <List size="sm" mt={4}>
          {rest.map((detail, i) => (
            <List.Item key={i}>{detail}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

/** The end of a flow: the heading takes focus so screen readers read the outcome. */
export function ResultPanel({ title, message, color = 'green', children }: { title: string; message: ReactNode; color?: string; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="md" align="flex-start">
      <ThemeIcon size={48} radius="xl" color={color} variant="light">
        {color === 'green' ? <IconCheck size={28} aria-hidden /> : <IconAlertCircle size={28} aria-hidden />}
      </ThemeIcon>
      <Title order={1} fz="h2" ref={heading} tabIndex={-1}>
        {title}
      </Title>
      <Text>{message}</Text>
      {children}
    </Stack>
  );
}

/** The landing (apex host) address of `path`: this host without its first label, e.g. rct.localhost → localhost. */
export function apexUrl(path: string, location: Pick<Location, 'protocol' | 'hostname' | 'port'> = window.location): string {
  const { protocol, hostname, port } = location;
  const labels = hostname.split('.');
  const isIp = /^[\d.]+$/.test(hostname) || hostname.includes(':') || hostname.startsWith('[');
  const apex = labels.length > 1 && !isIp ? labels.slice(1).join('.') : hostname;
  return `${protocol}//${apex}${port ? `:${port}` : ''}${path}`;
}

/** A link to a landing text, opened in a new tab so the form is kept. */
export function LandingLink({ path, children }: { path: string; children: ReactNode }) {
  return (
    <Anchor href={apexUrl(path)} target="_blank" rel="noopener noreferrer" inherit fw={600}>
      {children}
      <VisuallyHidden> (yeni sekmede açılır)</VisuallyHidden>
    </Anchor>
  );
}
