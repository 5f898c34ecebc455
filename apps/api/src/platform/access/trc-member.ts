// Who reaches traceability (issue 15 §7): the users of a TRC member (Admin, Danışman, Mühendis,
// Tekniker, User: the spec §6 'professional' area, whose roles are exactly these; a separate
// area would need a sidebar entry of the TRC web app, which does not exist yet). The role is
// checked in onRequest like every area; the member's application after validation
// (preHandler), so that bad input is still a 400 for anyone allowed. Shared by the lots and
// stages module and the photos, link and labels module.
import { AppCode, TraceabilityErrorCode } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authOf } from '../auth';
import { members } from '../db';
import { AppError } from '../errors';
import type { RouteAccess } from './route-access';

export const trcAccess: RouteAccess = { area: 'professional' };
export const TRC_TAG = 'İzlenebilirlik (TRC)';

/** preHandler: 403 unless the caller's member uses the TRC application. */
export function trcMemberOnly(app: FastifyInstance) {
  return async function trcMember(request: FastifyRequest): Promise<void> {
    const [member] = await app.db.select({ app: members.app }).from(members).where(eq(members.id, authOf(request).member.id));
    if (member?.app !== AppCode.Trc) throw new AppError(403, TraceabilityErrorCode.NotTrcMember, 'İzlenebilirlik yalnızca TRC üyelerinin kullanıcılarına açıktır.');
  };
}
