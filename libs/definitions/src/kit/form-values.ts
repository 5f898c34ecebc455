// Between a section's records, its form's values and its request body, and the errors of each.
import { schemaErrors } from '@portal/shared/ui';
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

// Form messages are the shared ones (schema first, then the server's details).
export { schemaErrors };
