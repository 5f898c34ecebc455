// Who reaches a section: its `access` hook names the permission-table area of spec §6 and
// the roles that may write. The routes declare it in their config; platform/access checks
// it in onRequest, before any validation.
import { DefinitionWriteRoles, type Area } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { RouteAccess, WriteRule } from '../access';
import { authOf } from '../auth';
import type { Actor, ResolvedScope, SectionSpec } from './section';

export interface SectionAccess {
  area: Area;
  /** Who may create, edit, delete and import; absent: everyone of the area. */
  write?: WriteRule;
}

export const ReadOnlyMessage = 'Salt okunur erişim: tanımlarda değişiklik yapamazsınız.';

/** Reference data (definitions and MRL): BestnetAdmin, DataLogger and Support read; Support is read-only. */
export const referenceDataAccess: SectionAccess = { area: 'definitions', write: { roles: DefinitionWriteRoles, message: ReadOnlyMessage } };

export function readAccessOf(spec: Pick<SectionSpec, 'access'>): RouteAccess {
  return { area: spec.access.area };
}

export function writeAccessOf(spec: Pick<SectionSpec, 'access'>): RouteAccess {
  return spec.access.write ? { area: spec.access.area, write: spec.access.write } : { area: spec.access.area };
}

/** The signed-in user as the writer of a section's records, with the section's scope resolved. */
export function actorOf(spec: SectionSpec, request: FastifyRequest): Actor {
  const auth = authOf(request);
  const { publicOriginScheme, baseDomain, publicPort } = request.server.config;
  return { userId: auth.user.id, scope: scopeOf(spec, request), links: { publicOriginScheme, baseDomain, publicPort } };
}

/** The request's scope for a member-owned section; undefined for shared data. */
export function scopeOf(spec: SectionSpec, request: FastifyRequest): ResolvedScope | undefined {
  if (!spec.scope) return undefined;
  const auth = authOf(request);
  return { where: spec.scope.where(auth), values: spec.scope.values(auth) };
}
