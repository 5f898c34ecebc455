// The lot's consumer link (DESIGN.md §4 "Public links", as prescriptions'): a
// 256-bit token whose SHA-256 finds the lot and whose sealed copy lets the member see the same
// link again. The URLs are on the `trc` host: `/lot/{token}`, and with a GTIN the GS1 Digital
// Link form `/01/{GTIN-14}/10/{lot code}?t={token}` (the lot code alone is guessable; the token
// keeps the page private; docs/decisions.md).
import type { LotLink } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../platform/audit';
import { lots, type LotRow, type Orm } from '../../platform/db';
import { publicUrl } from '../../platform/public-url';
import { hashToken, newOpaqueToken, seal, unseal } from '../../platform/secrets';
import { inTransaction, ownedOrNull } from '../../platform/tenancy';

const PURPOSE = 'lot-link';

/** GS1 Digital Link writes a GTIN in its 14-digit form (left-padded with zeros). */
export const gtin14 = (gtin: string) => gtin.padStart(14, '0');

export function linkOf(app: FastifyInstance, lot: Pick<LotRow, 'gtin' | 'code'>, token: string): LotLink {
  const url = publicUrl(app.config, 'trc', `/lot/${token}`);
  const gs1Url = lot.gtin ? publicUrl(app.config, 'trc', `/01/${gtin14(lot.gtin)}/10/${encodeURIComponent(lot.code)}?t=${token}`) : null;
  return { token, url, gs1Url, qrUrl: gs1Url ?? url };
}

/** The live link of the lot, or null (none made, revoked, or sealed under a secret no longer held). */
export function liveLinkOf(app: FastifyInstance, lot: LotRow): LotLink | null {
  if (!lot.publicTokenSealed || !lot.publicTokenHash || lot.publicRevokedAt) return null;
  const token = unseal(app.config.authTokenSecret, PURPOSE, lot.publicTokenSealed);
  return token ? linkOf(app, lot, token) : null;
}

/** A new token for the lot; the one before it stops working at once. */
export async function issueLink(app: FastifyInstance, db: Orm, lot: LotRow, userId: number): Promise<LotLink> {
  const token = newOpaqueToken();
  await db
    .update(lots)
    .set({ publicTokenHash: hashToken(token), publicTokenSealed: seal(app.config.authTokenSecret, PURPOSE, token), publicRevokedAt: null, updatedBy: userId })
    .where(eq(lots.id, lot.id));
  // Never the token: only whether a link was live before and after.
  const wasLive = Boolean(lot.publicTokenHash);
  await recordAudit(db, { actorUserId: userId, action: wasLive ? 'lot.link-renew' : 'lot.link-create', entity: 'lot', entityId: lot.id, before: { link: wasLive ? 'live' : 'none' }, after: { link: wasLive ? 'renewed' : 'live' } });
  return linkOf(app, lot, token);
}

/** Revokes the live link; false when there was none. */
export async function revokeLink(db: Orm, lot: LotRow, userId: number): Promise<boolean> {
  if (!lot.publicTokenHash) return false;
  await db.update(lots).set({ publicTokenHash: null, publicTokenSealed: null, publicRevokedAt: sql`now()`, updatedBy: userId }).where(eq(lots.id, lot.id));
  await recordAudit(db, { actorUserId: userId, action: 'lot.link-revoke', entity: 'lot', entityId: lot.id, before: { link: 'live' }, after: { link: 'revoked' } });
  return true;
}

/** The member's lot, locked for the transaction: link changes of one lot happen one at a time. */
export async function lockedLot(db: Orm, memberId: number, lotId: number): Promise<LotRow | undefined> {
  return ownedOrNull(db, lots, memberId, lotId, { forUpdate: true });
}

/** The live link, made when there is none (the labels need one). */
export async function ensureLink(app: FastifyInstance, memberId: number, lotId: number, userId: number): Promise<LotLink | null> {
  return inTransaction(app.db, async (tx) => {
    const lot = await lockedLot(tx, memberId, lotId);
    if (!lot) return null;
    return liveLinkOf(app, lot) ?? issueLink(app, tx, lot, userId);
  });
}
