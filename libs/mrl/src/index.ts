// MRL (spec §2 "Definition sections", "MRL product list screen"; §3 "MRL entities"; §4 "MRL
// status"): the screens of mrl-aktif-madde, mrl-urun and mrl-oran, built on the definitions kit.
import { definitionRoutes } from '@portal/definitions';
import { mrlActiveSubstanceView } from './sections/mrl-active-substance';
import { mrlProductView } from './sections/mrl-product';
import { mrlRateView } from './sections/mrl-rate';

export { mrlActiveSubstanceView, mrlProductView, mrlRateView };
export { ExpireSwitch, useToggleExpire } from './sections/expire-switch';

/** The MRL section views, in menu order. */
export const mrlViews = [mrlRateView, mrlActiveSubstanceView, mrlProductView] as const;

/** The MRL screens (list, ekle, guncelle/:id of each) for createPortalRoutes({ pages }). */
export const mrlPages = definitionRoutes(mrlViews);
