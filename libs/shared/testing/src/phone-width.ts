import { vi } from 'vitest';

/**
 * Makes every `max-width` media query match, as on a phone (jsdom has no layout: by default no
 * query matches, i.e. a wide screen). Undo with `vi.restoreAllMocks()`.
 */
export function atPhoneWidth(): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string): MediaQueryList => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  );
}
