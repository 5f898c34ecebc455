import { createPortalRoutes } from '@portal/layout';

/** The RCT Reçete routes: the shared portal table (spec §2) with this app's feature pages, none built yet. */
export const routes = createPortalRoutes();
