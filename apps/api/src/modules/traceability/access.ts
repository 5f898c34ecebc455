// Traceability's access (issue 15 §7) is the platform's TRC rule, shared with the photos, link and labels module.
export { trcAccess as access, TRC_TAG as TAG } from '../../platform/access';
