// MRL (spec §2 "Definition sections", "MRL product list screen"; §3 "MRL entities"; §4 "MRL
// status"): the screens of mrl-aktif-madde, mrl-urun and mrl-oran, built on the definitions kit;
// and the `mrl` page every signed-in session may open: limits and the compliance check.
import { definitionRoutes } from '@portal/definitions';
import { createElement, type ReactElement } from 'react';
import { MrlQueryPage } from './pages/mrl-query-page';
import { mrlActiveSubstanceView } from './sections/mrl-active-substance';
import { mrlProductView } from './sections/mrl-product';
import { mrlRateView } from './sections/mrl-rate';

export { mrlActiveSubstanceView, mrlProductView, mrlRateView };
export { ExpireSwitch, useToggleExpire } from './sections/expire-switch';

/** The MRL section views, in menu order. */
export const mrlViews = [mrlRateView, mrlActiveSubstanceView, mrlProductView] as const;

/** The MRL screens (list, ekle, guncelle/:id of each) for createPortalRoutes({ pages }). */
export const mrlPages = definitionRoutes(mrlViews);

export { MrlQueryPage };
export { fetchMrlLimits, mrlLimitsQueryOptions, useMrlLimits } from './api/get-mrl-limits';
export { fetchMrlOptions, mrlOptionsQueryOptions, useMrlOptions } from './api/get-mrl-options';
export { postMrlCheck, useMrlCheck } from './api/post-mrl-check';

/** The route pattern of the MRL page (contracts' access table: any signed-in session). */
export const mrlQueryPatterns = ['mrl'] as const;

/** The MRL page by route pattern, for createPortalRoutes({ pages }). */
export const mrlQueryPages: Record<string, ReactElement> = {
  mrl: createElement(MrlQueryPage),
};
