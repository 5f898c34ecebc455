// Lazy feature pages for createPortalRoutes (lazy routes), shared by every portal app.
import { patternsOf, type Feature, type PortalApp } from '@portal/contracts';
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

/** Per feature, the import of its pages (features that share a chunk may share one import). */
export type FeatureLoaders = Partial<Record<Feature, () => Promise<ProtectedPages>>>;

/**
 * An app's feature pages, derived from the contracts' route table: for each feature the app
 * loads, the patterns that feature draws in this app, as a chunk loaded on first use.
 */
export function featurePages(app: PortalApp, loaders: FeatureLoaders): ProtectedPages {
  return Object.assign({}, ...Object.entries(loaders).map(([feature, load]) => (load ? lazyPages(patternsOf(app, feature as Feature), load) : {})));
}
