// Public links (DESIGN.md §4): a 256-bit token; the database keeps its hash (the
// public page finds it by that) and a sealed copy, so the member can see and share the same
// link again. Renewing revokes the old link; revoking leaves none.
import type { PrescriptionLink } from '@portal/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../platform/audit';
import { prescriptionLinks, type Orm } from '../../platform/db';
import { publicUrl } from '../../platform/public-url';
import { hashToken, newOpaqueToken, seal, unseal } from '../../platform/secrets';
import { inTransaction } from '../../platform/tenancy';

const PURPOSE = 'prescription-link';

/** The public page's address: on the RCT host, where the page is served. */
export function linkUrl(app: FastifyInstance, token: string): string {
  return publicUrl(app.config, 'rct', `/prescription/${token}`);
}

async function create(app: FastifyInstance, db: Orm, prescriptionId: number, userId: number): Promise<PrescriptionLink> {
  const token = newOpaqueToken();
  const [row] = await db
    .insert(prescriptionLinks)
    .values({ prescriptionId, tokenHash: hashToken(token), tokenSealed: seal(app.config.authTokenSecret, PURPOSE, token), createdBy: userId })
    .returning({ id: prescriptionLinks.id, createdAt: prescriptionLinks.createdAt });
  // Never the token: the link row and when it was made.
  await recordAudit(db, { actorUserId: userId, action: 'prescription.link-create', entity: 'prescription', entityId: prescriptionId, before: { link: null }, after: { link: row!.id, createdAt: row!.createdAt.toISOString() } });
  return { token, url: linkUrl(app, token), createdAt: row!.createdAt.toISOString() };
}

/** Revokes the live link; `userId` (who asked) is audited when a link was live. */
export async function revoke(db: Orm, prescriptionId: number, userId: number | null = null): Promise<boolean> {
  const revoked = await db
    .update(prescriptionLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(prescriptionLinks.prescriptionId, prescriptionId), isNull(prescriptionLinks.revokedAt)))
    .returning({ id: prescriptionLinks.id, revokedAt: prescriptionLinks.revokedAt });
  if (revoked.length > 0) {
    await recordAudit(db, { actorUserId: userId, action: 'prescription.link-revoke', entity: 'prescription', entityId: prescriptionId, before: { link: revoked[0]!.id, revokedAt: null }, after: { link: revoked[0]!.id, revokedAt: revoked[0]!.revokedAt?.toISOString() ?? null } });
  }
  return revoked.length > 0;
}

/**
 * The live link, made when there is none. A sealed token the server can no longer open (its
 * secret changed) is replaced by a new link: the old one could not be shown anyway.
 */
export async function liveLink(app: FastifyInstance, prescriptionId: number, userId: number): Promise<PrescriptionLink> {
  return inTransaction(app.db, async (tx) => {
    // Serialises two first requests for the same prescription (the partial unique index would refuse the second).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('prescription-link'), ${prescriptionId}::int)`);
    const [live] = await tx
      .select()
      .from(prescriptionLinks)
      .where(and(eq(prescriptionLinks.prescriptionId, prescriptionId), isNull(prescriptionLinks.revokedAt)));
    if (live) {
      const token = unseal(app.config.authTokenSecret, PURPOSE, live.tokenSealed);
      if (token) return { token, url: linkUrl(app, token), createdAt: live.createdAt.toISOString() };
      await revoke(tx, prescriptionId, userId);
    }
    return create(app, tx, prescriptionId, userId);
  });
}

export async function renewLink(app: FastifyInstance, prescriptionId: number, userId: number): Promise<PrescriptionLink> {
  return inTransaction(app.db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('prescription-link'), ${prescriptionId}::int)`);
    await revoke(tx, prescriptionId, userId);
    return create(app, tx, prescriptionId, userId);
  });
}
