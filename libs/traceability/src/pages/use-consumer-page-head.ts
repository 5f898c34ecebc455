import { useNoIndex } from '@portal/shared/ui';
import { useEffect } from 'react';

/**
 * While the consumer page is shown: the shared noindex and no-referrer (the API says noindex in
 * X-Robots-Tag too; the token never leaves with a followed link, e.g. to the map) and the page's
 * title. All go back when the page is left.
 */
export function useConsumerPageHead(title: string): void {
  useNoIndex();
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
