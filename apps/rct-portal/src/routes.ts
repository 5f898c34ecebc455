import { featurePages } from '@portal/layout';
import { createPortalRoutes } from '@portal/shell';
import type { RouteObject } from 'react-router';
import { publicPrescriptionRoute } from './lazy-pages';

// Producers and prescriptions share one chunk (professional-pages.ts says why).
const professional = () => import('./professional-pages').then((m) => m.professionalPages);

/**
 * The RCT Reçete routes: the shared portal table (spec §2) with this app's feature pages, each
 * named by the contracts' route table and loaded as its feature's chunk on first use, so the
 * login page carries none of them.
 */
export const routes: RouteObject[] = [
  publicPrescriptionRoute,
  ...createPortalRoutes({
    pages: featurePages('rct-portal', {
      definitions: () => import('@portal/definitions').then((m) => m.definitionPages),
      mrl: () => import('@portal/mrl').then((m) => m.mrlPages),
      search: () => import('@portal/search').then((m) => m.searchPages),
      home: () => import('@portal/home').then((m) => m.homePages),
      'mrl-query': () => import('@portal/mrl').then((m) => m.mrlQueryPages),
      dashboard: () => import('@portal/dashboard').then((m) => m.dashboardPages),
      members: () => import('@portal/members').then((m) => m.memberPages),
      producers: professional,
      prescriptions: professional,
      register: () => import('@portal/register').then((m) => m.registerPages),
    }),
  }),
];
