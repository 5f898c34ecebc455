// Shared pieces of the public auth pages: contract-driven validation, success text,
// focus on the first error, the busy submit button and the server-error alert.
import { Alert, Anchor, Button, Loader, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { useForm, type FormErrors, type UseFormInput } from '@mantine/form';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { schemaErrors } from '@portal/shared/ui';
import type { z } from 'zod';

/** Hints sit under the field, beside its error or success text (spec §5). */
export const underField: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

// The contract's messages, one way for every form (shared/ui).
export { schemaErrors };

/** A valid, filled-in field says so under itself with Mantine's `success` (spec §5). Built per render: one validation per render. */
function successText<V, R>(validate: (values: V) => FormErrors): UseFormInput<V, R>['enhanceGetInputProps'] {
  let live: FormErrors | undefined;
  return ({ field, options, form, inputProps }) => {
    if (options.type === 'checkbox' || options['withSuccess'] === false || inputProps.error || !form.isDirty(field)) return;
    live ??= validate(form.getValues());
    if (live[field]) return;
    return { success: 'Uygun' };
  };
}

export interface SchemaFormOptions<V, R> {
  /** Prefixes `data-path`, so two forms on a page never clash. */
  name: string;
  initialValues: V;
  schema: z.ZodType<R>;
  /** Form values → the request body the schema checks. */
  toRequest: (values: V) => unknown;
  /** Rules that are the page's own, e.g. "the passwords match". */
  check?: (values: V) => FormErrors;
}

/** A Mantine form validated by a contract schema; submit receives the parsed request body. */
export function useSchemaForm<V extends Record<string, unknown>, R>({ name, initialValues, schema, toRequest, check }: SchemaFormOptions<V, R>) {
  const validate = (values: V): FormErrors => ({ ...schemaErrors(schema, toRequest(values)), ...check?.(values) });
  return useForm<V, R>({
    name,
    mode: 'controlled',
    initialValues,
    validate,
    validateInputOnBlur: true,
    enhanceGetInputProps: successText<V, R>(validate),
    transformValues: (values) => schema.parse(toRequest(values)),
  });
}

/** Length is what makes a password strong; no composition rules (DESIGN.md §4). */
export function passwordHint(password: string): string {
  if (!password) return 'En az 8 karakter. Uzun ve kolay hatırlanan bir cümle en güçlü şifredir.';
  if (password.length < 8) return `Şifre gücü: çok kısa (${password.length}/8)`;
  if (password.length < 12) return 'Şifre gücü: orta. Birkaç kelime daha eklemek şifrenizi güçlendirir.';
  if (password.length < 16) return 'Şifre gücü: iyi';
  return 'Şifre gücü: güçlü';
}

const focusable = 'input:not([type=hidden]), textarea, select, button';

/** Keyboard and screen-reader users land on the first field (in page order) that needs fixing. */
export function focusFirstError(form: { getInputNode: (path: never) => HTMLElement | null }) {
  return (errors: FormErrors) => {
    const nodes = Object.keys(errors)
      .map((path) => form.getInputNode(path as never))
      .filter((node): node is HTMLElement => node !== null)
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    const first = nodes[0];
    const target = first?.matches(focusable) ? first : first?.querySelector<HTMLElement>(focusable);
    target?.focus();
  };
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

/** A failed call, in the server's Turkish words (role=alert). */
export function ServerAlert({ title, message }: { title: string; message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={title}>
      {message}
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
