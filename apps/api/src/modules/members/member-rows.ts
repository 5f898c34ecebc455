// How a member is read for the staff's screens: the list row, the detail
// with its history, and whose members a signed-in user may see at all.
import {
  actionsFor,
  AreaRoles,
  DemoRequest,
  DemoStates,
  MemberDeleteRoles,
  ProviderRoles,
  type MemberDetail,
  type MemberHistoryEntry,
  type MemberItem,
  type MemberStatus,
  type Role,
} from '@portal/contracts';
import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../platform/errors';
import type { AuthContext } from '../../platform/auth';
import { memberStateHistory, members, type MemberRow, type Orm } from '../../platform/db';
import { ofMember } from '../../platform/tenancy';

export const MEMBER_TAG = 'Üyeler';

export const memberNotFound = () => new AppError(404, 'NOT_FOUND', 'Üye bulunamadı.');

const isProvider = (role: number) => (ProviderRoles as readonly number[]).includes(role);

/** A member's status from its stage and state. */
export function statusOf(m: Pick<MemberRow, 'stage' | 'state'>): MemberStatus {
  return m.stage === 'demo-request' || m.state === null ? DemoRequest : (m.state as MemberStatus);
}

/** The condition of a status: a demo request is the stage, the rest are states. */
export function statusCondition(statuses: readonly MemberStatus[]): SQL {
  const states = statuses.filter((s): s is Exclude<MemberStatus, typeof DemoRequest> => s !== DemoRequest);
  const parts: SQL[] = [];
  if (statuses.includes(DemoRequest)) parts.push(eq(members.stage, 'demo-request'));
  if (states.length) parts.push(and(eq(members.stage, 'member'), inArray(members.state, states))!);
  return parts.length === 1 ? parts[0]! : or(...parts)!;
}

/**
 * Which members the caller sees: the provider's staff all of them (Sales only the demo lists'),
 * a member's Admin only its own. Deleted members are out for everyone.
 */
export function visibleMembers(auth: AuthContext): SQL {
  const role = auth.user.role as Role;
  const live = isNull(members.deletedAt);
  if (!isProvider(role)) return and(live, eq(members.id, auth.member.id))!;
  if (!(AreaRoles.members as readonly Role[]).includes(role)) return and(live, statusCondition([DemoRequest, ...DemoStates]))!;
  return live;
}

// Written out: inside a select Drizzle renders a column unqualified, and "id" would bind to u.
const seatUsers = sql<number>`(select count(*)::int from users u where u.member_id = members.id and not u.archived)`.as('users');
const lastActivity = sql<Date | null>`(select max(u.last_login_at) from users u where u.member_id = members.id)`.as('last_activity');

/** The list row's columns: the member plus its seat count and last sign-in. */
export const memberSelection = {
  member: members,
  users: seatUsers,
  lastActivityAt: lastActivity,
};

const iso = (d: Date | string | null) => (d === null ? null : typeof d === 'string' ? new Date(d).toISOString() : d.toISOString());

export function toItem(row: { member: MemberRow; users: number; lastActivityAt: Date | string | null }): MemberItem {
  const m = row.member;
  return {
    id: m.id,
    publicId: m.publicId,
    name: m.name,
    kind: m.memberType === null ? 'individual' : 'corporate',
    memberType: m.memberType as MemberItem['memberType'],
    app: m.app as MemberItem['app'],
    status: statusOf(m),
    requestCompleted: m.requestCompletedAt !== null,
    demoEndsAt: iso(m.demoEndsAt),
    plan: m.plan,
    seats: m.seats,
    users: Number(row.users),
    subscriptionStartsAt: m.subscriptionStartsAt,
    subscriptionEndsAt: m.subscriptionEndsAt,
    contactEmail: m.contactEmail,
    contactPhone: m.contactPhone,
    lastActivityAt: iso(row.lastActivityAt),
    createdAt: m.createdAt.toISOString(),
  };
}

/** The member with its history and what the caller may do to it; 404 when not visible. */
export async function loadDetail(db: Orm, auth: AuthContext, id: number): Promise<MemberDetail> {
  const [row] = await db
    .select(memberSelection)
    .from(members)
    .where(and(eq(members.id, id), visibleMembers(auth)));
  if (!row) throw memberNotFound();
  const history = await db
    .select({ h: memberStateHistory, actorName: sql<string | null>`(select u.name || ' ' || u.surname from users u where u.id = member_state_history.actor_user_id)` })
    .from(memberStateHistory)
    .where(ofMember(memberStateHistory, id))
    .orderBy(desc(memberStateHistory.occurredAt), desc(memberStateHistory.id));
  const role = auth.user.role as Role;
  const item = toItem(row);
  const m = row.member;
  return {
    ...item,
    taxNumber: m.taxNumber,
    taxOffice: m.taxOffice,
    address: m.address,
    contactPerson: m.contactPerson,
    cancelReason: m.cancelReason,
    history: history.map(({ h, actorName }) => historyEntry(h, actorName)),
    actions: actionsFor(item.status, role),
    canDelete: MemberDeleteRoles.includes(role),
  };
}

function historyEntry(h: typeof memberStateHistory.$inferSelect, actorName: string | null): MemberHistoryEntry {
  const stateOf = (state: number | null, stage: string): MemberStatus | null => (state === null ? (stage === 'demo-request' ? DemoRequest : null) : (state as MemberStatus));
  return {
    id: h.id,
    action: (h.action ?? (h.stage === 'demo-request' ? 'register' : 'edit')) as MemberHistoryEntry['action'],
    fromStatus: h.action === 'approve' || (h.action === 'cancel' && h.fromState === null) ? DemoRequest : h.fromState === null ? null : (h.fromState as MemberStatus),
    toStatus: stateOf(h.toState, h.stage),
    note: h.note,
    actorName,
    occurredAt: h.occurredAt.toISOString(),
  };
}
