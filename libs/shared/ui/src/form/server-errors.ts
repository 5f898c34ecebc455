// A refused save, shown the one way every form shows it: each detail under the field
// it names, the rest with the server's message above the form, and the focus on the first field
// to fix.
import type { FormErrors } from '@mantine/form';
import { errorMessage } from '@portal/shared/api-client';
import { focusFirstError } from './focus-first-error';
import { serverFieldErrors } from './form-errors';

/** What `ServerError` shows above a form. */
export interface ServerErrorState {
  message: string;
  rest: string[];
}

interface ErrorTarget {
  setErrors(errors: FormErrors): void;
  getInputNode(path: string): HTMLElement | null;
}

/**
 * Puts `err`'s details on `form` and returns the banner's state. `adjust` may move a detail to
 * another field or into `rest` before the form sees them (a field the server names differently).
 */
export function showServerErrors(
  form: ErrorTarget,
  err: unknown,
  fieldNames?: readonly string[],
  adjust?: (errors: FormErrors, rest: string[]) => void,
): ServerErrorState {
  const { errors, rest } = serverFieldErrors(err, fieldNames);
  adjust?.(errors, rest);
  form.setErrors(errors);
  focusFirstError((path) => form.getInputNode(path), errors);
  return { message: errorMessage(err), rest };
}
