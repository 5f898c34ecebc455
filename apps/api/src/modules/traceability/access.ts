// Traceability's access is the platform's TRC rule, shared with the photos, link and labels module.
export { trcAccess as access, TRC_TAG as TAG } from '../../platform/access';
