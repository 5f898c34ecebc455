// Who reaches traceability: the users of a TRC member (Admin, Danışman, Mühendis,
// Tekniker, User: the spec §6 'professional' area, whose roles are exactly these; a separate
// area would need a sidebar entry of the TRC web app, which does not exist yet). The role and
// the member's application are both checked in onRequest, before the input is validated: a
// user of another member gets 403 whatever it sends, never a 400 that describes the schema. The
// application comes with the signed-in member (the session lookup), not from a read per request.
// Shared by the lots and stages module and the photos, link and labels module.
import { AppCode, TraceabilityErrorCode } from '@portal/contracts';
import type { RouteAccess } from './route-access';

export const trcAccess: RouteAccess = {
  area: 'professional',
  memberApp: { app: AppCode.Trc, code: TraceabilityErrorCode.NotTrcMember, message: 'İzlenebilirlik yalnızca TRC üyelerinin kullanıcılarına açıktır.' },
};
export const TRC_TAG = 'İzlenebilirlik (TRC)';
