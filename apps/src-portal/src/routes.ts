import { HomePagePatterns, MrlQueryPagePatterns, SearchPagePatterns } from '@portal/contracts';
import { createPortalRoutes, lazyPages } from '@portal/layout';

/**
 * The SRC Sorgu routes: the shared portal table (spec §2) with this app's feature pages — its
 * home (`src-dashboard`), search, the MRL page and the feed of reference changes —
 * each feature its own chunk loaded on first use, so the login page carries none of them.
 */
export const routes = createPortalRoutes({
  pages: {
    ...lazyPages(HomePagePatterns, () => import('@portal/home').then((m) => m.homePages)),
    ...lazyPages(SearchPagePatterns, () => import('@portal/search').then((m) => m.searchPages)),
    ...lazyPages(MrlQueryPagePatterns, () => import('@portal/mrl').then((m) => m.mrlQueryPages)),
  },
});
