// Who reaches a section: its `access` hook names the permission-table area of spec §6 and
// the roles that may write. The routes declare it in their config; platform/access checks
// it in onRequest, before any validation.
import { DefinitionWriteRoles, type Area } from '@portal/contracts';
import type { RouteAccess, WriteRule } from '../access';

export interface SectionAccess {
  area: Area;
  /** Who may create, edit, delete and import; absent: everyone of the area. */
  write?: WriteRule;
}

export const ReadOnlyMessage = 'Salt okunur erişim: tanımlarda değişiklik yapamazsınız.';

/** Reference data (definitions and MRL): BestnetAdmin, DataLogger and Support read; Support is read-only. */
export const referenceDataAccess: SectionAccess = { area: 'definitions', write: { roles: DefinitionWriteRoles, message: ReadOnlyMessage } };

export function readAccessOf(spec: { access: SectionAccess }): RouteAccess {
  return { area: spec.access.area };
}

export function writeAccessOf(spec: { access: SectionAccess }): RouteAccess {
  return spec.access.write ? { area: spec.access.area, write: spec.access.write } : { area: spec.access.area };
}
