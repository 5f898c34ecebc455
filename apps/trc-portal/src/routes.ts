import { featurePages } from '@portal/layout';
import { createPortalRoutes } from '@portal/shell';
import type { RouteObject } from 'react-router';
import { publicLotRoutes } from './public-lot-routes';

/**
 * The TRC İzlenebilirlik routes: the shared portal table (spec §2) with the pages any signed-in
 * session may open (spec §6: search, mrl, src-dashboard; the feed of reference changes), each
 * feature its own chunk loaded on first use; and the public consumer page of a lot. TRC's own
 * field pages (its home `anasayfa`, the lots, a lot, the stage form) are one more chunk: the
 * contracts' route table gives `anasayfa` to traceability in this app.
 */
export const routes: RouteObject[] = [
  ...publicLotRoutes,
  ...createPortalRoutes({
    pages: featurePages('trc-portal', {
      home: () => import('@portal/home').then((m) => m.homePages),
      search: () => import('@portal/search').then((m) => m.searchPages),
      'mrl-query': () => import('@portal/mrl').then((m) => m.mrlQueryPages),
      traceability: () => import('@portal/traceability').then((m) => m.traceabilityPages),
    }),
  }),
];
