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
  SESSION_IDLE: 'Uzun süre işlem yapılmadığı için oturumunuz sona erdi.',
  SESSION_LIFETIME: 'Oturum süreniz doldu. Lütfen yeniden giriş yapın.',
};

/** Why the account cannot sign in, or null when it can. Archived users never reach here (treated as unknown). */
export function accountBlock(user: Pick<UserRow, 'status'>, member: Pick<MemberRow, 'stage' | 'state' | 'demoEndsAt'>, now: Date): ExpireCode | null {
  if (user.status !== 'active') return ExpireCode.AccountPassive;
  if (member.stage === 'demo-request') return ExpireCode.DemoPending;
  if (member.state === MembershipState.Canceled) return ExpireCode.MembershipCanceled;
  if (member.state !== null && demoStates.includes(member.state) && member.demoEndsAt && member.demoEndsAt <= now) return ExpireCode.DemoEnded;
  return null;
}
