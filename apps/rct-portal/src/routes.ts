import { createPortalRoutes } from '@portal/layout';
import { definitionPatterns, lazyPages, mrlPatterns, producerPatterns } from './lazy-pages';

/**
 * The RCT Reçete routes: the shared portal table (spec §2) with this app's feature pages, each
 * feature its own chunk loaded on first use (issue 9), so the login page carries none of them.
 */
export const routes = createPortalRoutes({
  pages: {
    ...lazyPages(definitionPatterns, () => import('@portal/definitions').then((m) => m.definitionPages)),
    ...lazyPages(mrlPatterns, () => import('@portal/mrl').then((m) => m.mrlPages)),
    ...lazyPages(producerPatterns, () => import('@portal/producers').then((m) => m.producerPages)),
  },
});
