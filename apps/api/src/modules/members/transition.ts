// One move of the membership transition table (contracts members.ts): checked
// against the table and the role, applied to the member, kept in its history with who, when
// and the note, audited, and the member's sessions told at once (a cancelled demo signs out).
import {
  DEMO_SEATS,
  MAX_DEMO_DAYS,
  MemberActionLabel,
  MemberErrorCode,
  MembershipState,
  memberStatusLabel,
  statusAfter,
  transitionFor,
  type MemberDetail,
  type MemberTransitionBody,
  type Role,
} from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import { endAccountAccess } from '../../platform/account/account-access';
import { announceAuthChange, istanbulDay, type AuthContext } from '../../platform/auth';
import { memberStateHistory, members, users, type MemberRow, type Orm } from '../../platform/db';
import { AppError, FieldErrors } from '../../platform/errors';
import { loadDetail, memberNotFound, statusOf, visibleMembers } from './member-rows';
import { ofMember } from '../../platform/tenancy';

/** A demo runs to the end of its last day in Istanbul (UTC+3 all year since 2016). */
export const demoEndOf = (day: string) => new Date(`${day}T23:59:59+03:00`);

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function checkDemoEnd(errors: FieldErrors, day: string, today: string, after: Date | null) {
  if (day <= today) errors.add('demoEndsAt', 'Demo bitiş tarihi bugünden sonra olmalıdır');
  else if (day > addDays(today, MAX_DEMO_DAYS)) errors.add('demoEndsAt', `Demo en fazla ${MAX_DEMO_DAYS} gün sonrasına kadar verilebilir`);
  else if (after && demoEndOf(day) <= after) errors.add('demoEndsAt', `Yeni bitiş tarihi şimdiki bitişten (${istanbulDay(after).split('-').reverse().join('.')}) sonra olmalıdır`);
}

async function seatUsers(tx: Orm, memberId: number): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(users).where(ofMember(users, memberId, eq(users.archived, false)));
  return row?.n ?? 0;
}

/** The column values the move sets, after its own field checks. */
async function valuesOf(tx: Orm, m: MemberRow, body: MemberTransitionBody, now: Date): Promise<Partial<MemberRow>> {
  const errors = new FieldErrors();
  const today = istanbulDay(now);
  let values: Partial<MemberRow> = {};
  switch (body.action) {
    case 'approve':
      checkDemoEnd(errors, body.demoEndsAt, today, null);
      values = { stage: 'member', state: MembershipState.InDemo, demoEndsAt: demoEndOf(body.demoEndsAt), seats: body.seats ?? m.seats ?? DEMO_SEATS, cancelReason: null };
      break;
    case 'extend':
      checkDemoEnd(errors, body.demoEndsAt, today, m.demoEndsAt);
      values = { demoEndsAt: demoEndOf(body.demoEndsAt) };
      break;
    case 'reactivate':
      checkDemoEnd(errors, body.demoEndsAt, today, null);
      values = { demoEndsAt: demoEndOf(body.demoEndsAt), cancelReason: null };
      break;
    case 'convert':
    case 'renew': {
      if (body.endsAt <= body.startsAt) errors.add('endsAt', 'Bitiş tarihi başlangıçtan sonra olmalıdır');
      else if (body.endsAt < today) errors.add('endsAt', 'Bitiş tarihi geçmişte olamaz');
      const taken = await seatUsers(tx, m.id);
      if (body.seats < taken) errors.add('seats', `Üyenin ${taken} kullanıcısı var; kullanıcı sayısı bundan az olamaz`);
      values = { plan: body.plan, seats: body.seats, subscriptionStartsAt: body.startsAt, subscriptionEndsAt: body.endsAt, app: body.app, demoEndsAt: null, cancelReason: null };
      break;
    }
    case 'cancel':
      values = { stage: 'member', cancelReason: body.reason };
      break;
    case 'note':
      break;
  }
  errors.throwIfAny();
  return values;
}

export async function applyTransition(db: Orm, auth: AuthContext, id: number, body: MemberTransitionBody): Promise<MemberDetail> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [m] = await tx.select().from(members).where(and(eq(members.id, id), visibleMembers(auth))).for('update');
    if (!m) throw memberNotFound();
    const from = statusOf(m);
    const move = transitionFor(body.action, from);
    if (!move) {
      throw new AppError(409, MemberErrorCode.TransitionNotAllowed, `“${MemberActionLabel[body.action]}” bu üyede yapılamaz: üye şimdi “${memberStatusLabel(from)}” durumunda.`);
    }
    if (!move.roles.includes(auth.user.role as Role)) throw new AppError(403, 'FORBIDDEN', `“${MemberActionLabel[body.action]}” için yetkiniz yok.`);
    const to = statusAfter(move);
    const values = await valuesOf(tx, m, body, now);
    const state = to === 'request' ? null : to;
    const [after] = await tx
      .update(members)
      .set({ ...values, state, updatedAt: now })
      .where(eq(members.id, id))
      .returning();
    // A member's application decides its users' host (DESIGN.md §1): they move with it.
    if (after!.app !== m.app) await tx.update(users).set({ app: after!.app, updatedAt: now }).where(ofMember(users, id));
    const note = body.action === 'cancel' ? body.reason : body.note;
    await tx.insert(memberStateHistory).values({ memberId: id, fromState: m.state, toState: state, stage: after!.stage, action: body.action, note, actorUserId: auth.user.id, occurredAt: now });
    await recordAudit(tx, { actorUserId: auth.user.id, action: `member.${body.action}`, entity: 'member', entityId: id, before: m, after });
    // A cancelled member's users are out at once: sessions, links and codes.
    if (state === MembershipState.Canceled && m.state !== MembershipState.Canceled) {
      const memberUsers = await tx.select({ id: users.id }).from(users).where(ofMember(users, id));
      await endAccountAccess(tx, memberUsers.map((u) => u.id), 'member-canceled', now);
    }
    if (body.action !== 'note') await announceAuthChange(tx, { memberId: id });
    return loadDetail(tx, auth, id);
  });
}
