import { useEffect } from 'react';

/**
 * While the consumer page is shown: `robots: noindex` (a lot's page is no search result; the API
 * says the same in X-Robots-Tag), `referrer: no-referrer` (the token in the address never leaves
 * with a followed link, e.g. to the map) and the page's title. All go back when the page is left.
 */
export function useConsumerPageHead(title: string): void {
  useEffect(() => {
    const metas = [
      ['robots', 'noindex'],
      ['referrer', 'no-referrer'],
    ].map(([name, content]) => {
      const meta = document.createElement('meta');
      meta.name = name!;
      meta.content = content!;
      meta.dataset['publicLot'] = 'true';
      document.head.append(meta);
      return meta;
    });
    return () => metas.forEach((m) => m.remove());
  }, []);

  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
