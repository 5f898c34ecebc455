// Lazy feature pages for createPortalRoutes (lazy routes), shared by every portal app.
import type { ProtectedPages } from '@portal/shared/ui';
import { lazy } from 'react';

/**
 * A feature's pages as one chunk loaded when one of them is first shown (lazy routes):
 * the route table needs only the patterns, the pages come with the feature's code. The
 * layout's Suspense shows the page loader meanwhile.
 */
export function lazyPages(patterns: readonly string[], load: () => Promise<ProtectedPages>): ProtectedPages {
  const Feature = lazy(async () => {
    const pages = await load();
    return { default: ({ pattern }: { pattern: string }) => pages[pattern] ?? null };
  });
  return Object.fromEntries(patterns.map((pattern) => [pattern, <Feature key={pattern} pattern={pattern} />]));
}
