// The one form hook: a Mantine form checked by a contract schema. The schema's Turkish messages
// sit under the fields, a refused save's details too, the focus goes to the first field to fix,
// and a valid filled field may say so ('Uygun').
import { useForm, type FormErrors, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { focusFirstError } from './focus-first-error';
import { INVALID_FALLBACK, schemaErrors } from './form-errors';
import { showServerErrors, type ServerErrorState } from './server-errors';

/** The text a valid, filled-in field shows under itself (spec §5). */
export const SUCCESS_TEXT = 'Uygun';

interface ContractFormBase<V, R> {
  /** Form values → the request body the schema checks; the values themselves when left out. */
  toRequest?: (values: V) => unknown;
  /** Rules that are the form's own (e.g. "the passwords match"), after the schema's. */
  check?: (values: V) => FormErrors;
  /**
   * The whole check, for a form whose request names fields differently (e.g. producerId shown on
   * 'owner'); it should start from `schemaErrors(schema, …)`. Replaces the schema check and `check`.
   */
  validate?: (values: V) => FormErrors;
  /**
   * Saves the parsed request; a throw is shown: details under their fields, the rest above the
   * form. `setServerError` tells a refusal the form finds itself (e.g. 'Değişiklik yapılmadı.').
   */
  onSubmit: (request: R, values: V, helpers: { setServerError: (state: ServerErrorState | null) => void }) => unknown;
  /** Prefixes `data-path`, so two forms on a page never clash. */
  name?: string;
  /** Fields the server's details may land on; the initial values' keys when left out. */
  fieldNames?: readonly string[];
  /** Moves a server detail to the field that shows it, or into the banner, before the form sees it. */
  adjustServerErrors?: (errors: FormErrors, rest: string[], err: unknown) => void;
  /** The banner's text when the schema refuses the request as a whole (no field); its own message otherwise. */
  wholeRequestMessage?: string;
  /** A valid, filled-in, changed field says 'Uygun' under itself (checkboxes and `withSuccess: false` never). */
  successText?: boolean;
  /** Finds a field's element for the focus, for fields not bound with `getInputProps` (an id of their own). */
  inputNode?: (path: string) => HTMLElement | null;
  /** Extra Mantine options (e.g. `onValuesChange`). */
  formOptions?: Omit<UseFormInput<V>, 'initialValues' | 'validate' | 'name' | 'mode' | 'enhanceGetInputProps'>;
}

/**
 * `initialValues`: the form holds its values. `values`: they are held outside (a draft kept in
 * storage, shown and changed by the page itself); the form checks and saves these, and a change
 * of them drops the errors and the banner shown for the earlier ones (a refusal belongs to the
 * values it was given for).
 */
export type ContractFormOptions<V, R> = ContractFormBase<V, R> & ({ initialValues: V; values?: never } | { values: V; initialValues?: never });

export interface ContractForm<V> {
  form: UseFormReturnType<V>;
  /** For `<form onSubmit>`: checks, focuses the first field to fix, or saves. */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** What `ServerError` shows above the form; a form may set its own (e.g. 'Değişiklik yapılmadı.'). */
  serverError: ServerErrorState | null;
  setServerError: (state: ServerErrorState | null) => void;
  submitting: boolean;
}

/** Built per render, so one validation serves every field of a render. */
function successEnhancer<V>(validate: (values: V) => FormErrors): UseFormInput<V>['enhanceGetInputProps'] {
  let live: FormErrors | undefined;
  return ({ field, options, form, inputProps }) => {
    if (options.type === 'checkbox' || options['withSuccess'] === false || inputProps['error'] || !form.isDirty(field)) return;
    live ??= validate(form.getValues());
    if (live[field]) return;
    return { success: SUCCESS_TEXT };
  };
}

/** A Mantine form validated by a contract schema (libs/contracts); see ContractFormOptions. */
// Mantine's own bound: an interface of values has no index signature, so `unknown` would refuse it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function useContractForm<V extends Record<string, any>, R>(schema: z.ZodType<R>, options: ContractFormOptions<V, R>): ContractForm<V> {
  const { values: heldValues, toRequest = (v: V) => v, check, validate: ownValidate, inputNode, name, fieldNames, adjustServerErrors, wholeRequestMessage, successText = false, formOptions } = options;
  // One of the two is given (ContractFormOptions).
  const initialValues = (options.initialValues ?? options.values) as V;
  const [serverError, setServerError] = useState<ServerErrorState | null>(null);
  const validate = ownValidate ?? ((values: V): FormErrors => {
    const errors = schemaErrors(schema, toRequest(values));
    const own = check?.(values) ?? {};
    for (const [path, message] of Object.entries(own)) if (message && !errors[path]) errors[path] = message;
    return errors;
  });
  const form = useForm<V>({
    validateInputOnBlur: true,
    ...formOptions,
    name,
    mode: 'controlled',
    initialValues,
    validate,
    enhanceGetInputProps: successText ? successEnhancer<V>(validate) : undefined,
  });
  const fields = fieldNames ?? Object.keys(initialValues);
  // Compared by content: a held draft may be rebuilt on a render without changing.
  const heldText = heldValues === undefined ? undefined : JSON.stringify(heldValues);
  const [shownFor, setShownFor] = useState(heldText);
  if (heldText !== shownFor) {
    setShownFor(heldText);
    if (heldValues !== undefined) {
      form.setValues(heldValues);
      form.clearErrors();
      setServerError(null);
    }
  }
  const nodeOf = inputNode ?? ((path: string) => form.getInputNode(path));

  const save = async (values: V) => {
    setServerError(null);
    const parsed = schema.safeParse(toRequest(values));
    // validate() passed, so what still refuses is a rule on the request as a whole (a refine).
    if (!parsed.success) {
      const whole = parsed.error.issues.filter((issue) => issue.path.length === 0).map((issue) => issue.message);
      setServerError({ message: wholeRequestMessage ?? whole[0] ?? INVALID_FALLBACK, rest: wholeRequestMessage ? [] : whole.slice(1) });
      return;
    }
    try {
      await options.onSubmit(parsed.data, values, { setServerError });
    } catch (err) {
      setServerError(showServerErrors({ setErrors: form.setErrors, getInputNode: nodeOf }, err, fields, adjustServerErrors && ((errors, rest) => adjustServerErrors(errors, rest, err))));
    }
  };

  return {
    form,
    onSubmit: form.onSubmit(save, (errors) => focusFirstError(nodeOf, errors)),
    serverError,
    setServerError,
    submitting: form.submitting,
  };
}
