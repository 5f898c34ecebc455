// The public prescription page (spec §2 `/prescription/:token`, §7 GET prescription/verify/{link}):
// what a QR code or a shared link opens, with no session.
export { PublicPrescriptionPage, INVALID_LINK_TEXT } from './pages/public-prescription-page';
