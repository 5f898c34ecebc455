// Traceability on the web (issue 15). The consumer page (§4): what a shopper opens from the QR
// code on a package, on the `trc` host, with no session.
export { PublicLotPage, INVALID_LOT_LINK_TEXT } from './pages/public-lot-page';

/** The consumer page's routes (docs/api.md: `url` and `gs1Url` of a lot's link, on the `trc` host). */
export const PUBLIC_LOT_PATTERNS = ['/lot/:token', '/01/:gtin/10/:lot'] as const;
