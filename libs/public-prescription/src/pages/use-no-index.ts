import { useEffect } from 'react';

/**
 * While the public prescription is shown: `robots: noindex` (a prescription is no search result)
 * and `referrer: no-referrer` (the token in the address never leaves with a followed link). Both
 * go when the page is left.
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
      meta.dataset['publicPrescription'] = 'true';
      document.head.append(meta);
      return meta;
    });
    return () => metas.forEach((m) => m.remove());
  }, []);
}
