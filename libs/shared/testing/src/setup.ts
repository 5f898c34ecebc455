// Vitest setup for every web project (referenced from their vite.config.ts `test.setupFiles`).
// jsdom lacks what Mantine relies on: matchMedia, ResizeObserver, scrollIntoView and
// document.fonts (the autosizing Textarea waits for fonts).
import './node20-shims';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { apiServer } from './msw-server';

afterEach(() => cleanup());

// The fake API (MSW): calls it has no handler for go to the network as they are, so the few
// tests on a real local server keep working; a test's own handlers end with the test.
beforeAll(() => apiServer.listen({ onUnhandledFrame: 'bypass' }));
afterEach(() => apiServer.resetHandlers());
afterAll(() => apiServer.close());

// findBy/waitFor wait 1 s by default; the projects' tests share two cores with the API tests.
configure({ asyncUtilTimeout: 10_000 });

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

  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { ready: Promise.resolve(), addEventListener: () => {}, removeEventListener: () => {}, status: 'loaded' },
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
