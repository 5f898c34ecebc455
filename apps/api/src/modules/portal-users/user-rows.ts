// How portal users are read and who may manage whom (spec §6): BestnetAdmin
// everyone; Operators and Support the members' users (Support only reads); a member's Admin
// only its own member's users. Anyone else's user answers 404 like a missing one.
import { ProviderRoles, Role, StaffRoles, type PortalUser } from '@portal/contracts';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth';
import { members, users, type MemberRow, type Orm, type UserRow } from '../../platform/db';
import { AppError } from '../../platform/errors';

export const USER_TAG = 'Portal kullanıcıları';

export const userNotFound = () => new AppError(404, 'NOT_FOUND', 'Kullanıcı bulunamadı.');
export const memberNotFound = () => new AppError(404, 'NOT_FOUND', 'Üye bulunamadı.');

export const isProviderRole = (role: number) => (ProviderRoles as readonly number[]).includes(role);
export const isStaffRole = (role: number) => (StaffRoles as readonly number[]).includes(role);

/** The members whose users the caller sees. */
export function visibleMembersOf(auth: AuthContext): SQL {
  const live = isNull(members.deletedAt);
  return isProviderRole(auth.user.role) ? live : and(live, eq(members.id, auth.member.id))!;
}

export const userSelection = { user: users, memberPublicId: members.publicId, memberName: members.name };

export function toPortalUser(row: { user: UserRow; memberPublicId: string; memberName: string }): PortalUser {
  const u = row.user;
  return {
    publicId: u.publicId,
    name: u.name,
    surname: u.surname,
    email: u.email,
    phone: u.phone,
    type: u.role as PortalUser['type'],
    app: u.app as PortalUser['app'],
    status: u.status,
    archived: u.archived,
    authorizationNumber: u.authorizationNumber,
    note: u.note,
    publicMemberId: row.memberPublicId,
    memberName: row.memberName,
    invitationPending: u.invitationPending,
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
    createdAt: u.createdAt.toISOString(),
  };
}

/** A user the caller may see, with its member; `lock` for a write. 404 otherwise. */
export async function visibleUser(db: Orm, auth: AuthContext, publicId: string, lock = false) {
  const query = db
    .select({ user: users, member: members })
    .from(users)
    .innerJoin(members, eq(members.id, users.memberId))
    .where(and(eq(users.publicId, publicId), visibleMembersOf(auth)));
  const [row] = lock ? await query.for('update', { of: users }) : await query;
  if (!row) throw userNotFound();
  return row;
}

/** Reads one user back in the list's shape. */
export async function portalUserById(db: Orm, id: number): Promise<PortalUser> {
  const [row] = await db.select(userSelection).from(users).innerJoin(members, eq(members.id, users.memberId)).where(eq(users.id, id));
  return toPortalUser(row!);
}

/**
 * The refusals every write shares: nobody changes their own account here (the profile does),
 * an Operator leaves the provider's staff alone, and staff roles are BestnetAdmin's to give,
 * to the provider's own member only.
 */
export function checkManage(auth: AuthContext, target: { user: Pick<UserRow, 'id' | 'role'> }, what: string): void {
  if (target.user.id === auth.user.id) throw new AppError(409, 'CONFLICT', `Kendi hesabınızda ${what} yapamazsınız; bilgilerinizi Profil sayfasından değiştirin.`);
  if (isStaffRole(target.user.role) && auth.user.role !== Role.BestnetAdmin) throw new AppError(403, 'FORBIDDEN', 'Sağlayıcı personelinin hesaplarını yalnızca Bestnet Yönetici değiştirebilir.');
}

/** Field error when `role` cannot be given to a user of `member` by the caller; null when it can. */
export function roleRefusal(auth: AuthContext, member: Pick<MemberRow, 'id'>, role: number): string | null {
  if (isStaffRole(role)) {
    if (auth.user.role !== Role.BestnetAdmin) return 'Bu rolü yalnızca Bestnet Yönetici verebilir';
    if (member.id !== auth.member.id) return 'Sağlayıcı rolleri yalnızca sağlayıcının kendi kullanıcılarına verilebilir';
    return null;
  }
  return null;
}
