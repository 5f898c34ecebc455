// The lot's consumer link (platform/public-links, as prescriptions'): the token's hash and
// sealed copy are kept on the lot row, one live link at a time. The URLs are on the `trc` host:
// `/lot/{token}`, and with a GTIN the GS1 Digital Link form `/01/{GTIN-14}/10/{lot code}?t={token}`
// (the lot code alone is guessable; the token keeps the page private; docs/decisions.md).
import type { LotLink, PublicLot } from '@portal/contracts';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../platform/audit';
import { lots, type LotRow } from '../../platform/db';
import { publicLinks, type ShownLink } from '../../platform/public-links';
import { publicUrl } from '../../platform/public-url';
import { publicLotByHash } from './public-lot';

/** GS1 Digital Link writes a GTIN in its 14-digit form (left-padded with zeros). */
export const gtin14 = (gtin: string) => gtin.padStart(14, '0');

export function linkOf(app: FastifyInstance, lot: Pick<LotRow, 'gtin' | 'code'>, token: string): LotLink {
  const url = publicUrl(app.config, 'trc', `/lot/${token}`);
  const gs1Url = lot.gtin ? publicUrl(app.config, 'trc', `/01/${gtin14(lot.gtin)}/10/${encodeURIComponent(lot.code)}?t=${token}`) : null;
  return { token, url, gs1Url, qrUrl: gs1Url ?? url };
}

type LiveLot = { sealed: string; lot: LotRow };

export const lotLinks = publicLinks<LiveLot, PublicLot & { lotId: number }>({
  purpose: 'lot-link',
  async live(db, lotId) {
    const [lot] = await db.select().from(lots).where(eq(lots.id, lotId));
    return lot?.publicTokenSealed && lot.publicTokenHash && !lot.publicRevokedAt ? { sealed: lot.publicTokenSealed, lot } : undefined;
  },
  async put(db, lotId, token, userId) {
    const [before] = await db.select({ hash: lots.publicTokenHash }).from(lots).where(eq(lots.id, lotId));
    const [lot] = await db
      .update(lots)
      .set({ publicTokenHash: token.hash, publicTokenSealed: token.sealed, publicRevokedAt: null, updatedBy: userId })
      .where(eq(lots.id, lotId))
      .returning();
    // Never the token: only whether a link was live before and after.
    const wasLive = Boolean(before?.hash);
    await recordAudit(db, { actorUserId: userId, action: wasLive ? 'lot.link-renew' : 'lot.link-create', entity: 'lot', entityId: lotId, before: { link: wasLive ? 'live' : 'none' }, after: { link: wasLive ? 'renewed' : 'live' } });
    return { sealed: token.sealed, lot: lot! };
  },
  async revoke(db, lotId, userId, audited) {
    const revoked = await db
      .update(lots)
      .set({ publicTokenHash: null, publicTokenSealed: null, publicRevokedAt: sql`now()`, updatedBy: userId ?? undefined })
      .where(and(eq(lots.id, lotId), isNotNull(lots.publicTokenHash)))
      .returning({ id: lots.id });
    if (!revoked.length) return false;
    if (audited) await recordAudit(db, { actorUserId: userId, action: 'lot.link-revoke', entity: 'lot', entityId: lotId, before: { link: 'live' }, after: { link: 'revoked' } });
    return true;
  },
  find: publicLotByHash,
});

/** The link as the member's screens show it. */
export const lotLinkOf = (app: FastifyInstance, link: ShownLink<LiveLot>): LotLink => linkOf(app, link.live.lot, link.token);
