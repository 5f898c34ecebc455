// Seats: a member's users that are not archived take one each; a member
// without a seat count (the provider's own) has no limit. Checked under the member's row lock.
import { PortalUserErrorCode } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { members, users, type MemberRow, type Orm } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { ofMember } from '../../platform/tenancy';

export async function lockMember(tx: Orm, memberId: number): Promise<MemberRow> {
  const [m] = await tx.select().from(members).where(eq(members.id, memberId)).for('update');
  return m!;
}

export async function takeSeat(tx: Orm, member: MemberRow): Promise<void> {
  if (member.seats === null) return;
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(users).where(ofMember(users, member.id, eq(users.archived, false)));
  const taken = row?.n ?? 0;
  if (taken >= member.seats) {
    throw new AppError(
      409,
      PortalUserErrorCode.SeatsFull,
      `${member.name} üyeliğinin kullanıcı hakkı dolu (${taken}/${member.seats}). Bir kullanıcıyı arşivleyin ya da abonelikte kullanıcı sayısını artırın.`,
    );
  }
}
