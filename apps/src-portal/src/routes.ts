import { featurePages } from '@portal/layout';
import { createPortalRoutes } from '@portal/shell';

/**
 * The SRC Sorgu routes: the shared portal table (spec §2) with this app's feature pages — its
 * home (`src-dashboard`), search, the MRL page and the feed of reference changes — each named by
 * the contracts' route table and loaded as its feature's chunk on first use, so the login page
 * carries none of them.
 */
export const routes = createPortalRoutes({
  pages: featurePages('src-portal', {
    home: () => import('@portal/home').then((m) => m.homePages),
    search: () => import('@portal/search').then((m) => m.searchPages),
    'mrl-query': () => import('@portal/mrl').then((m) => m.mrlQueryPages),
  }),
});
