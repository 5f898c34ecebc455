// The one way a form gets its messages: the contract schema's Turkish messages, and
// the server's `details` mapped onto the fields they name.
import type { FormErrors } from '@mantine/form';
import { ApiError } from '@portal/shared/api-client';
import type { z } from 'zod';

/** What an empty field is told when its schema has no message of its own (e.g. an unset select). */
export const REQUIRED_FALLBACK = 'Bu alan gerekli';
/** What a filled field is told when its schema has no message of its own. */
export const INVALID_FALLBACK = 'Geçersiz değer';

/** Turkish text for the few issues a contract schema leaves without its own message. */
export const fallbackMessage = (issue: { input?: unknown }) => (issue.input == null || issue.input === '' ? REQUIRED_FALLBACK : INVALID_FALLBACK);

/** The contract schema's Turkish messages keyed by field path (the first per path): the one source of messages. */
export function schemaErrors(schema: z.ZodType, request: unknown): FormErrors {
  const result = schema.safeParse(request, { error: fallbackMessage });
  const errors: FormErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.map(String).join('.');
    if (path && !(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

/**
 * A 400 answer's `details` (`{ field: 'body.name', message }`) as field errors (the first per
 * field), and the messages no field takes. With `fieldNames`, a detail goes to a field when its
 * top name is one of them; without, every `body.…` detail does.
 */
export function serverFieldErrors(err: unknown, fieldNames?: readonly string[]): { errors: FormErrors; rest: string[] } {
  const errors: FormErrors = {};
  const rest: string[] = [];
  if (!(err instanceof ApiError)) return { errors, rest };
  const details = (err.data as { details?: unknown } | undefined)?.details;
  for (const d of Array.isArray(details) ? (details as { field?: unknown; message?: unknown }[]) : []) {
    if (typeof d?.message !== 'string') continue;
    const raw = typeof d.field === 'string' ? d.field : '';
    const path = raw.replace(/^body\./, '');
    const top = path.split('.')[0] ?? '';
    const known = fieldNames ? fieldNames.includes(top) : raw.startsWith('body.');
    if (path && known) {
      if (!(path in errors)) errors[path] = d.message;
    } else {
      rest.push(d.message);
    }
  }
  return { errors, rest };
}
