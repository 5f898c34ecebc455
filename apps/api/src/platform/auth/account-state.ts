// Whether an account may hold a session now (spec §3 expire modal, §4 membership).
import { ExpireCode, MembershipState } from '@portal/contracts';
import type { MemberRow, UserRow } from '../db';

const demoStates: readonly number[] = [MembershipState.InDemo, MembershipState.InDemoAdditional, MembershipState.ExtendDate];

/** Turkish text of the expire modal for each code. */
export const ExpireContent: Record<ExpireCode, string> = {
  DEMO_ENDED: 'Demo süreniz sona erdi. Üyeliğinizi sürdürmek için bizimle iletişime geçin.',
  DEMO_PENDING: 'Demo talebiniz henüz onaylanmadı. Onaylandığında size haber vereceğiz.',
  MEMBERSHIP_CANCELED: 'Üyeliğiniz iptal edilmiştir. Ayrıntılar için bizimle iletişime geçin.',
  ACCOUNT_PASSIVE: 'Hesabınız pasif durumdadır. Yöneticinizle iletişime geçin.',
  ACCOUNT_BANNED: 'Hesabınız engellenmiştir. Ayrıntılar için yöneticinizle iletişime geçin.',
  SUBSCRIPTION_ENDED: 'Aboneliğinizin süresi doldu. Yenilemek için bizimle iletişime geçin.',
  SESSION_IDLE: 'Uzun süre işlem yapılmadığı için oturumunuz sona erdi.',
  SESSION_LIFETIME: 'Oturum süreniz doldu. Lütfen yeniden giriş yapın.',
};

/** Why the account cannot sign in, or null when it can. Archived users never reach here (treated as unknown). */
export function accountBlock(
  user: Pick<UserRow, 'status'>,
  member: Pick<MemberRow, 'stage' | 'state' | 'demoEndsAt' | 'subscriptionEndsAt' | 'deletedAt'>,
  now: Date,
): ExpireCode | null {
  if (user.status === 'banned') return ExpireCode.AccountBanned;
  if (user.status !== 'active') return ExpireCode.AccountPassive;
  if (member.stage === 'demo-request') return ExpireCode.DemoPending;
  if (member.state === MembershipState.Canceled || member.deletedAt) return ExpireCode.MembershipCanceled;
  if (member.state !== null && demoStates.includes(member.state) && member.demoEndsAt && member.demoEndsAt <= now) return ExpireCode.DemoEnded;
  // The subscription's last day still counts: it ends at the following Istanbul midnight.
  if (member.state === MembershipState.Active && member.subscriptionEndsAt && member.subscriptionEndsAt < istanbulDay(now)) return ExpireCode.SubscriptionEnded;
  return null;
}

/** The calendar day (YYYY-MM-DD) in Istanbul: subscriptions run by Turkish days. */
export function istanbulDay(now: Date): string {
  return now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });
}
