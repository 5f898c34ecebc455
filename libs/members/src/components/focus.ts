// Focus after a modal (keyboard and screen-reader users): Mantine returns focus to what opened the
// modal, but a row menu's item is gone by then, so the row's menu button takes it instead.

/** Focuses the button named `label` (e.g. 'İstanbul Tarım: işlemler') once the modal has closed. */
export function focusButtonNamed(label: string) {
  window.setTimeout(() => {
    const button = Array.from(document.querySelectorAll<HTMLElement>('button[aria-label]')).find((b) => b.getAttribute('aria-label') === label);
    button?.focus();
  }, 0);
}
