// Traceability on the web: the TRC field screens on the `trc` host (the controller's
// home, the lots, a lot's register with its PHI compliance, QR link and labels, the stage form
// that keeps working offline) and the consumer page (§4) a shopper opens from the QR code.
import { TraceabilityPatterns } from '@portal/contracts';
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

/** The field screens by route pattern (the contracts' route table: traceability's in trc-portal), for createPortalRoutes({ pages }). */
export const traceabilityPages: Record<string, ReactElement> = {
  [TraceabilityPatterns.home]: createElement(TrcHomePage),
  [TraceabilityPatterns.lots]: createElement(LotListPage),
  [TraceabilityPatterns.lotAdd]: createElement(LotFormPage),
  [TraceabilityPatterns.lot]: createElement(LotPage),
  [TraceabilityPatterns.stageAdd]: createElement(StageFormPage),
  [TraceabilityPatterns.lotEdit]: createElement(LotEditPage),
};
