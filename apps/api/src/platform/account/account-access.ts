// What an account holds besides its password, ended together when the account may no longer
// be used (archived, banned, passive, deleted, or its member cancelled or deleted): every open
// one-time token of the user (invitation and reset links, verification links and tickets, SMS
// codes, login links, hand-offs) and every session. Called inside the transaction that changes
// the state, so a link in a mailbox is dead the moment the account is.
import { and, inArray, isNull } from 'drizzle-orm';
import { revokeUserSessions } from '../auth';
import { oneTimeTokens, type Orm } from '../db';

export async function endAccountAccess(tx: Orm, userIds: readonly number[], reason: string, now = new Date()): Promise<void> {
  if (!userIds.length) return;
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(inArray(oneTimeTokens.userId, [...userIds]), isNull(oneTimeTokens.usedAt)));
  for (const id of userIds) await revokeUserSessions(tx, id, reason, now);
}
