// Who reaches the register (as prescriptions, spec §6): Admin, Danisman, Mühendis, Tekniker and
// User read; Admin, Danisman and Mühendis write. Checked in onRequest, before any validation.
import { rolesForArea } from '@portal/contracts';
import type { RouteAccess } from '../../platform/access';

export const readAccess: RouteAccess = { area: 'professional' };
export const writeAccess: RouteAccess = {
  area: 'professional',
  write: { roles: rolesForArea('prescribing'), message: 'Kayıt defterine uygulama ve hasat yazma, düzeltme ve geri çekme yetkiniz yok.' },
};

export const TAG = 'Kayıt defteri';
