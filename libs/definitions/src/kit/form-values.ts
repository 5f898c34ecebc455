// Between a section's records, its form's values and its request body, and the errors of each.
import type { FormErrors } from '@mantine/form';
import { ApiError } from '@portal/shared/api-client';
import type { z } from 'zod';
import type { FormField } from './section-view';

export type FormValues = Record<string, unknown>;
type AnyField = FormField<Record<string, unknown>>;

/** An input's value when the record has none: '' for typed inputs, null for pickers. */
export function emptyValue(field: AnyField): unknown {
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'number':
      return '';
    case 'switch':
      return false;
    case 'custom':
      return field.empty;
    default:
      return null;
  }
}

/** The add form's values. */
export function emptyValues(fields: readonly AnyField[]): FormValues {
  return Object.fromEntries(fields.map((f) => [f.name, emptyValue(f)]));
}

/** A record's values (from `toInput`, or the fields read from the row), with null turned into the empty value. */
export function valuesOf(fields: readonly AnyField[], input: Record<string, unknown>): FormValues {
  return Object.fromEntries(
    fields.map((f) => {
      const value = input[f.name];
      if (value === null || value === undefined) return [f.name, emptyValue(f)];
      if (f.kind === 'switch') return [f.name, value === true];
      return [f.name, value];
    }),
  );
}

/** The form's values → the body the contract schema checks: empty numbers and pickers become null. */
export function requestOf(fields: readonly AnyField[], values: FormValues): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((f) => {
      const value = values[f.name];
      switch (f.kind) {
        case 'number':
          if (value === '' || value === null || value === undefined) return [f.name, null];
          return [f.name, typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''))];
        case 'select':
        case 'ref':
        case 'date':
          return [f.name, value === '' || value === undefined ? null : value];
        case 'custom':
          return [f.name, f.toRequest ? f.toRequest(value) : value];
        default:
          return [f.name, value];
      }
    }),
  );
}

// Turkish text for the few issues a contract schema leaves without its own message (e.g. an unset select).
const fallbackMessage = (issue: { input?: unknown }) => (issue.input == null || issue.input === '' ? 'Bu alan zorunludur' : 'Geçersiz değer');

/** The contract schema's Turkish messages by field path: the one source of form messages. */
export function schemaErrors(schema: z.ZodType, request: unknown): FormErrors {
  const result = schema.safeParse(request, { error: fallbackMessage });
  const errors: FormErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.map(String).join('.');
    if (path && !(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

/** A server answer's `details` (`{ field: 'body.name', message }`) as field errors, and those no field takes. */
export function serverFieldErrors(err: unknown, fieldNames: readonly string[]): { errors: FormErrors; rest: string[] } {
  const errors: FormErrors = {};
  const rest: string[] = [];
  if (!(err instanceof ApiError)) return { errors, rest };
  const details = (err.data as { details?: unknown } | undefined)?.details;
  for (const d of Array.isArray(details) ? (details as { field?: unknown; message?: unknown }[]) : []) {
    if (typeof d?.message !== 'string') continue;
    const path = typeof d.field === 'string' ? d.field.replace(/^body\./, '') : '';
    const top = path.split('.')[0] ?? '';
    if (path && fieldNames.includes(top)) {
      if (!(path in errors)) errors[path] = d.message;
    } else {
      rest.push(d.message);
    }
  }
  return { errors, rest };
}
