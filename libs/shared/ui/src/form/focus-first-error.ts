import type { FormErrors } from '@mantine/form';

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
