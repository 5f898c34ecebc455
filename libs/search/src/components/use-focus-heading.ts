import { useEffect, useRef } from 'react';

/**
 * Focus after navigation (screen readers and keyboards): the page's heading takes focus once it
 * shows, and again when `key` (the record) changes, so the new page is announced from its title.
 */
export function useFocusHeading<T extends HTMLElement>(ready: boolean, key: unknown = null) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (ready) ref.current?.focus();
  }, [ready, key]);
  return ref;
}
