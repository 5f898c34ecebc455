// Focus after a modal (keyboard and screen-reader users): Mantine returns focus to what opened the
// modal, but a row menu's item is gone by then, so the row's menu button takes it instead.
import type { FormErrors } from '@mantine/form';

/** Focuses the button named `label` (e.g. 'İstanbul Tarım: işlemler') once the modal has closed. */
export function focusButtonNamed(label: string) {
  window.setTimeout(() => {
    const button = Array.from(document.querySelectorAll<HTMLElement>('button[aria-label]')).find((b) => b.getAttribute('aria-label') === label);
    button?.focus();
  }, 0);
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
