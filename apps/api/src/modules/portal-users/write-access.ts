// Who writes portal users: a member's Admin (its own users), BestnetAdmin and Operators;
// Support reads (spec §6).
import { Role } from '@portal/contracts';
import type { RouteAccess } from '../../platform/access';

export const userWriteAccess: RouteAccess = {
  area: 'members',
  write: { roles: [Role.Admin, Role.BestnetAdmin, Role.BestnetOperator], message: 'Kullanıcıları değiştirme yetkiniz yok.' },
};
