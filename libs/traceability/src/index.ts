// Traceability on the web: the TRC field screens on the `trc` host (the controller's
// home, the lots, a lot's register with its PHI compliance, QR link and labels, the stage form
// that keeps working offline) and the consumer page (§4) a shopper opens from the QR code.
import { createElement, type ReactElement } from 'react';
import { LotEditPage, LotFormPage } from './pages/lot-form-page';
import { LotListPage } from './pages/lot-list-page';
import { LotPage } from './pages/lot-page';
import { StageFormPage } from './pages/stage-form-page';
import { TrcHomePage } from './pages/trc-home-page';

export { PublicLotPage, INVALID_LOT_LINK_TEXT } from './pages/public-lot-page';
export { LotEditPage, LotFormPage, LotListPage, LotPage, StageFormPage, TrcHomePage };
export { flushOutbox, outboxOf, outboxStorageKey, OUTBOX_STORAGE_PREFIX, type Outbox, type OutboxEntry } from './offline/outbox';
export * from './paths';

/** The consumer page's routes (docs/api.md: `url` and `gs1Url` of a lot's link, on the `trc` host). */
export const PUBLIC_LOT_PATTERNS = ['/lot/:token', '/01/:gtin/10/:lot'] as const;

/** The field screens by route pattern (the contracts' TraceabilityPagePatterns), for createPortalRoutes({ pages }). */
export const traceabilityPages: Record<string, ReactElement> = {
  anasayfa: createElement(TrcHomePage),
  partiler: createElement(LotListPage),
  'partiler/ekle': createElement(LotFormPage),
  'partiler/:id': createElement(LotPage),
  'partiler/:id/asama-ekle': createElement(StageFormPage),
  'partiler/guncelle/:id': createElement(LotEditPage),
};
