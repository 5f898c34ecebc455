import { definitionPages } from '@portal/definitions';
import { createPortalRoutes } from '@portal/layout';
import { mrlPages } from '@portal/mrl';

/** The RCT Reçete routes: the shared portal table (spec §2) with this app's feature pages. */
export const routes = createPortalRoutes({ pages: { ...definitionPages, ...mrlPages } });
