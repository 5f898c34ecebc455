// Applicants and members for the provider's screens on a fresh start: demo requests,
// demos (one ending within days), a cancellation and a subscription, from
// seed/members/demo-members.json. Each gets one user that cannot sign in (no password was ever
// set) and a history row per state it reached. Idempotent by the member's name.
import { MembershipState, type AppCode, type SubscriptionPlan } from '@portal/contracts';
import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { memberStateHistory, members, users, type Orm } from '../platform/db';
import { hashPassword } from '../platform/passwords';
// Bundled with the API (a JSON import), so the built server needs no data file beside it.
import data from './members/demo-members.json';
import { inTransaction } from '../platform/tenancy';

interface DemoMember {
  name: string;
  memberType: number | null;
  app: AppCode;
  status: 'request' | number;
  requestCompleted?: boolean;
  registeredDaysAgo: number;
  demoEndsInDays?: number;
  seats?: number;
  plan?: SubscriptionPlan;
  subscriptionStartedDaysAgo?: number;
  subscriptionDays?: number;
  cancelReason?: string;
  taxNumber?: string;
  taxOffice?: string;
  address?: string;
  contactPerson?: string;
  user: { name: string; surname: string; email: string; phone: string; role: number };
}

const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export async function seedDemoMembers(db: Orm, log?: { info(message: string): void }): Promise<number> {
  const list = (data as { members: DemoMember[] }).members;
  const existing = new Set((await db.select({ name: members.name }).from(members).where(inArray(members.name, list.map((m) => m.name)))).map((m) => m.name));
  const missing = list.filter((m) => !existing.has(m.name));
  if (!missing.length) return 0;
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const now = Date.now();
  await inTransaction(db, async (tx) => {
    for (const m of missing) {
      const registered = new Date(now - m.registeredDaysAgo * DAY);
      const request = m.status === 'request';
      const started = m.subscriptionStartedDaysAgo === undefined ? null : new Date(now - m.subscriptionStartedDaysAgo * DAY);
      const [member] = await tx
        .insert(members)
        .values({
          name: m.name,
          memberType: m.memberType,
          app: m.app,
          stage: request ? 'demo-request' : 'member',
          state: request ? null : (m.status as number),
          demoEndsAt: m.demoEndsInDays === undefined ? null : new Date(now + m.demoEndsInDays * DAY),
          requestCompletedAt: request && !m.requestCompleted ? null : registered,
          seats: m.seats ?? null,
          plan: m.plan ?? null,
          subscriptionStartsAt: started && isoDay(started),
          subscriptionEndsAt: started && m.subscriptionDays ? isoDay(new Date(started.getTime() + m.subscriptionDays * DAY)) : null,
          cancelReason: m.cancelReason ?? null,
          taxNumber: m.taxNumber ?? null,
          taxOffice: m.taxOffice ?? null,
          address: m.address ?? null,
          contactPerson: m.contactPerson ?? null,
          contactEmail: m.user.email,
          contactPhone: m.user.phone,
          createdAt: registered,
        })
        .returning({ id: members.id });
      await tx.insert(users).values({ memberId: member!.id, ...m.user, passwordHash, app: m.app, emailVerifiedAt: registered, createdAt: registered });
      const history: Array<typeof memberStateHistory.$inferInsert> = [
        { memberId: member!.id, stage: 'demo-request', action: 'register', note: 'Kayıt formundan demo talebi', occurredAt: registered },
      ];
      if (!request) {
        const demo = m.status === MembershipState.Canceled ? 'cancel' : m.status === MembershipState.Active ? 'convert' : 'approve';
        history.push({
          memberId: member!.id,
          stage: 'member',
          action: demo,
          toState: m.status as number,
          note: m.cancelReason ?? 'Örnek veri',
          occurredAt: new Date(registered.getTime() + DAY),
        });
      }
      await tx.insert(memberStateHistory).values(history);
    }
  });
  log?.info(`Örnek üyeler yüklendi: ${missing.length}`);
  return missing.length;
}
