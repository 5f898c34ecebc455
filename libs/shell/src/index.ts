// The portal's route composition (spec §2): auth's session and pages with the layout's frame.
// Only the apps depend on this library; features never compose each other (DESIGN.md §6).
export { createPortalRoutes, type PortalRoutesOptions } from './portal-routes';
export { withPageStyles } from './with-page-styles';
