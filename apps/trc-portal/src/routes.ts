import { HomePagePatterns, MrlQueryPagePatterns, SearchPagePatterns, TraceabilityPagePatterns } from '@portal/contracts';
import { createPortalRoutes, lazyPages } from '@portal/layout';
import type { RouteObject } from 'react-router';
import { publicLotRoutes } from './public-lot-routes';

/** TRC's own home panel is `anasayfa`; the other home pages are the shared ones. */
const sharedHomePatterns = HomePagePatterns.filter((p) => p !== 'anasayfa');

/**
 * The TRC İzlenebilirlik routes: the shared portal table (spec §2) with the pages any signed-in
 * session may open (spec §6: search, mrl, src-dashboard; the feed of reference changes), each
 * feature its own chunk loaded on first use; and the public consumer page of a lot.
 * TRC's own field pages (its home, the lots, a lot, the stage form) are one more chunk.
 */
export const routes: RouteObject[] = [
  ...publicLotRoutes,
  ...createPortalRoutes({
    pages: {
      ...lazyPages(sharedHomePatterns, () => import('@portal/home').then((m) => m.homePages)),
      ...lazyPages(SearchPagePatterns, () => import('@portal/search').then((m) => m.searchPages)),
      ...lazyPages(MrlQueryPagePatterns, () => import('@portal/mrl').then((m) => m.mrlQueryPages)),
      ...lazyPages(TraceabilityPagePatterns, () => import('@portal/traceability').then((m) => m.traceabilityPages)),
    },
  }),
];
