// A prescription's public links (platform/public-links): kept as rows of prescription_links, so
// the history of made and revoked links stays. Renewing revokes the old link; revoking leaves none.
import { linkTokenSchema, PrescriptionErrorCode, type PrescriptionLink } from '@portal/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../platform/audit';
import { prescriptionLinks, prescriptions, type Orm, type PrescriptionRow } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { publicLinks, type ShownLink } from '../../platform/public-links';
import { publicUrl } from '../../platform/public-url';

/** The public page's address: on the RCT host, where the page is served. */
export function linkUrl(app: FastifyInstance, token: string): string {
  return publicUrl(app.config, 'rct', `/prescription/${token}`);
}

const live = isNull(prescriptionLinks.revokedAt);

/** Revokes the live link; `userId` (who asked) is audited when a link was live and `audited`. */
async function revokeRow(db: Orm, prescriptionId: number, userId: number | null, audited = true): Promise<boolean> {
  const revoked = await db
    .update(prescriptionLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(prescriptionLinks.prescriptionId, prescriptionId), live))
    .returning({ id: prescriptionLinks.id, revokedAt: prescriptionLinks.revokedAt });
  if (revoked.length > 0 && audited) {
    await recordAudit(db, { actorUserId: userId, action: 'prescription.link-revoke', entity: 'prescription', entityId: prescriptionId, before: { link: revoked[0]!.id, revokedAt: null }, after: { link: revoked[0]!.id, revokedAt: revoked[0]!.revokedAt?.toISOString() ?? null } });
  }
  return revoked.length > 0;
}

export const prescriptionLinksOf = publicLinks<{ sealed: string; createdAt: Date }, PrescriptionRow>({
  purpose: 'prescription-link',
  async live(db, prescriptionId) {
    const [row] = await db
      .select({ sealed: prescriptionLinks.tokenSealed, createdAt: prescriptionLinks.createdAt })
      .from(prescriptionLinks)
      .where(and(eq(prescriptionLinks.prescriptionId, prescriptionId), live));
    return row;
  },
  async put(db, prescriptionId, token, userId) {
    await revokeRow(db, prescriptionId, userId);
    const [row] = await db
      .insert(prescriptionLinks)
      .values({ prescriptionId, tokenHash: token.hash, tokenSealed: token.sealed, createdBy: userId })
      .returning({ id: prescriptionLinks.id, createdAt: prescriptionLinks.createdAt });
    // Never the token: the link row and when it was made.
    await recordAudit(db, { actorUserId: userId, action: 'prescription.link-create', entity: 'prescription', entityId: prescriptionId, before: { link: null }, after: { link: row!.id, createdAt: row!.createdAt.toISOString() } });
    return { sealed: token.sealed, createdAt: row!.createdAt };
  },
  revoke: revokeRow,
  async find(db, tokenHash) {
    const [row] = await db
      .select({ p: prescriptions })
      .from(prescriptionLinks)
      .innerJoin(prescriptions, eq(prescriptions.id, prescriptionLinks.prescriptionId))
      .where(and(eq(prescriptionLinks.tokenHash, tokenHash), live));
    return row?.p;
  },
});

const viewOf = (app: FastifyInstance, link: ShownLink<{ createdAt: Date }>): PrescriptionLink => ({ token: link.token, url: linkUrl(app, link.token), createdAt: link.live.createdAt.toISOString() });

/** Revokes the live link; `userId` (who asked) is audited when a link was live. */
export function revoke(db: Orm, prescriptionId: number, userId: number | null = null): Promise<boolean> {
  return prescriptionLinksOf.revoke(db, prescriptionId, userId);
}

/** The live link, made when there is none (or its token can no longer be unsealed). */
export async function liveLink(app: FastifyInstance, prescriptionId: number, userId: number): Promise<PrescriptionLink> {
  return viewOf(app, await prescriptionLinksOf.ensure(app.config, app.db, prescriptionId, userId));
}

export async function renewLink(app: FastifyInstance, prescriptionId: number, userId: number): Promise<PrescriptionLink> {
  return viewOf(app, await prescriptionLinksOf.renew(app.config, app.db, prescriptionId, userId));
}

/** The live link's address for the PDF, or null; never makes one. */
export async function shownUrl(app: FastifyInstance, prescriptionId: number): Promise<string | null> {
  const link = await prescriptionLinksOf.shown(app.config, app.db, prescriptionId);
  return link ? linkUrl(app, link.token) : null;
}

/** The public page's 404: a revoked, renewed-away or unknown link, and nothing more. */
export const linkNotFound = () => new AppError(404, PrescriptionErrorCode.LinkNotFound, 'Bu reçete bağlantısı geçersiz ya da iptal edilmiş.');

/** The prescription behind a public link as the page's routes see it, or the page's 404. */
export async function prescriptionOfLink(db: Orm, link: string): Promise<PrescriptionRow> {
  const token = linkTokenSchema.safeParse(link);
  if (!token.success) throw linkNotFound();
  const p = await prescriptionLinksOf.resolve(db, token.data);
  if (!p) throw linkNotFound();
  return p;
}
