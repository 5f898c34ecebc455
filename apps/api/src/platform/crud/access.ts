// Who reaches the definition sections (spec §6): BestnetAdmin, BestnetDataLogger and
// BestnetSupport read them; Support is read-only, so every write also needs a write role.
import { DefinitionWriteRoles, ErrorCode, type Role } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { authenticate, authOf, requireRoles } from '../auth';
import { AppError } from '../errors';

export const ReadOnlyMessage = 'Salt okunur erişim: tanımlarda değişiklik yapamazsınız.';

async function requireDefinitionWrite(request: FastifyRequest): Promise<void> {
  if (!DefinitionWriteRoles.includes(authOf(request).user.role as Role)) throw new AppError(403, ErrorCode.Forbidden, ReadOnlyMessage);
}

export const readAccess = [authenticate, requireRoles('definitions')];
export const writeAccess = [authenticate, requireRoles('definitions'), requireDefinitionWrite];
