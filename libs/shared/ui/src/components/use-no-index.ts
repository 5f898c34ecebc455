import { useEffect } from 'react';

/**
 * While a public page reached by a secret link is shown (a prescription, a lot's consumer page):
 * `robots: noindex` (it is no search result) and `referrer: no-referrer` (the token in the address
 * never leaves with a followed link). Both go when the page is left.
 */
export function useNoIndex(): void {
  useEffect(() => {
    const metas = [
      ['robots', 'noindex'],
      ['referrer', 'no-referrer'],
    ].map(([name, content]) => {
      const meta = document.createElement('meta');
      meta.name = name!;
      meta.content = content!;
      meta.dataset['noIndex'] = 'true';
      document.head.append(meta);
      return meta;
    });
    return () => metas.forEach((m) => m.remove());
  }, []);
}
