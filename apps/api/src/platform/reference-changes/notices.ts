// Telling prescribers: each prescriber of a flagged prescription gets one notice
// per change, in the app and by mail through the outbox, in the change's transaction. The
// notice names the product or the limit and how many of their active prescriptions it touches.
import { describeReferenceChange, ReferenceChangeKindLabels, requiredHostLabel, type AppCode, type MemberType, type ReferenceChange, type Role } from '@portal/contracts';
import { and, count, eq, min, not } from 'drizzle-orm';
import type { PublicLinks } from '../crud/section';
import { members, notifications, prescriptionChangeFlags, prescriptions, users, type Orm } from '../db';
import { enqueueMail } from '../outbox';
import { publicUrl } from '../public-url';

/** The feed, where a notice about several prescriptions leads. */
export const CHANGES_PATH = '/degisiklikler';
export const prescriptionPath = (id: number) => `/receteler/${id}`;

type Described = Pick<ReferenceChange, 'kind' | 'licence' | 'mrl'>;

/** "Ruhsat iptali: Akarmek 18 EC", "MRL değişti: Abamectin · Domates". */
export function noticeTitle(change: Described): string {
  const label = ReferenceChangeKindLabels[change.kind];
  if (change.licence) return `${label}: ${change.licence.tradeName}`;
  if (change.mrl) return `${label}: ${change.mrl.activeSubstance.name} · ${change.mrl.product.name}`;
  return label;
}

/** The change in one sentence, then what it means for the reader's prescriptions. */
export function noticeBody(change: Described, affected: number): string {
  const advice = affected === 1 ? 'reçeteyi gözden geçirin' : 'reçeteleri gözden geçirin';
  return `${describeReferenceChange(change)} Bu değişiklik ${affected} etkin reçetenizi etkiliyor; ${advice}.`;
}

/**
 * One notice and one mail per prescriber of the change's flagged prescriptions. A prescriber
 * who is archived or not active is not written to. Answers how many were told.
 */
export async function notifyPrescribers(tx: Orm, referenceChangeId: number, change: Described, links: PublicLinks | undefined): Promise<number> {
  const prescribers = await tx
    .select({
      userId: users.id,
      name: users.name,
      surname: users.surname,
      email: users.email,
      role: users.role,
      app: users.app,
      memberType: members.memberType,
      affected: count(),
      firstPrescriptionId: min(prescriptions.id),
    })
    .from(prescriptionChangeFlags)
    .innerJoin(prescriptions, eq(prescriptions.id, prescriptionChangeFlags.prescriptionId))
    .innerJoin(users, eq(users.id, prescriptions.prescriberUserId))
    .innerJoin(members, eq(members.id, users.memberId))
    .where(and(eq(prescriptionChangeFlags.referenceChangeId, referenceChangeId), eq(users.status, 'active'), not(users.archived)))
    .groupBy(users.id, members.id);
  if (!prescribers.length) return 0;

  const title = noticeTitle(change);
  await tx.insert(notifications).values(
    prescribers.map((p) => ({
      userId: p.userId,
      kind: change.kind,
      title,
      body: noticeBody(change, p.affected),
      link: p.affected === 1 ? prescriptionPath(p.firstPrescriptionId!) : CHANGES_PATH,
      referenceChangeId,
    })),
  );
  for (const p of prescribers) {
    const path = p.affected === 1 ? prescriptionPath(p.firstPrescriptionId!) : CHANGES_PATH;
    const host = requiredHostLabel({ role: p.role as Role, app: p.app as AppCode, memberType: p.memberType as MemberType | null });
    await enqueueMail(tx, {
      to: p.email,
      template: 'reference-change',
      app: p.app as AppCode,
      data: {
        name: `${p.name} ${p.surname}`,
        title,
        message: noticeBody(change, p.affected),
        ...(links ? { url: publicUrl(links, host, path), actionLabel: p.affected === 1 ? 'Reçeteyi aç' : 'Değişiklikleri gör' } : {}),
      },
    });
  }
  return prescribers.length;
}
