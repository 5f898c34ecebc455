import { createPortalRoutes, lazyPages } from '@portal/layout';
import { HomePagePatterns, MrlQueryPagePatterns, SearchPagePatterns } from '@portal/contracts';
import type { RouteObject } from 'react-router';
import { dashboardPatterns, definitionPatterns, memberPatterns, mrlPatterns, prescriptionPatterns, producerPatterns, publicPrescriptionRoute } from './lazy-pages';

/**
 * The RCT Reçete routes: the shared portal table (spec §2) with this app's feature pages, each
 * feature its own chunk loaded on first use, so the login page carries none of them.
 */
export const routes: RouteObject[] = [
  publicPrescriptionRoute,
  ...createPortalRoutes({
    pages: {
      ...lazyPages(definitionPatterns, () => import('@portal/definitions').then((m) => m.definitionPages)),
      ...lazyPages(mrlPatterns, () => import('@portal/mrl').then((m) => m.mrlPages)),
      ...lazyPages(SearchPagePatterns, () => import('@portal/search').then((m) => m.searchPages)),
      ...lazyPages(HomePagePatterns, () => import('@portal/home').then((m) => m.homePages)),
      ...lazyPages(MrlQueryPagePatterns, () => import('@portal/mrl').then((m) => m.mrlQueryPages)),
      ...lazyPages(dashboardPatterns, () => import('@portal/dashboard').then((m) => m.dashboardPages)),
      ...lazyPages(memberPatterns, () => import('@portal/members').then((m) => m.memberPages)),
      // Producers and prescriptions share one chunk (professional-pages.ts says why).
      ...lazyPages([...producerPatterns, ...prescriptionPatterns], () => import('./professional-pages').then((m) => m.professionalPages)),
    },
  }),
];
