// Vitest setup for every web project (referenced from their vite.config.ts `test.setupFiles`).
// jsdom lacks what Mantine relies on: matchMedia, ResizeObserver and scrollIntoView.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string): MediaQueryList => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }

  if (!window.ResizeObserver) {
    window.ResizeObserver = class ResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }

  window.HTMLElement.prototype.scrollIntoView ??= () => {};

  // jsdom's getComputedStyle warns on pseudo-elements; Mantine asks for them.
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (elt: Element) => getComputedStyle(elt);
}
