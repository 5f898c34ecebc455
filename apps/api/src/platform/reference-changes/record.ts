// Recording a reference change, always inside the transaction of the write that
// made it: the change row, the flags on the active prescriptions it touches, their count, and
// the prescribers' notices and mails. A refused or rolled-back write leaves none of them.
import type { Licence, MrlRate, ReferenceChangeKind } from '@portal/contracts';
import { and, desc, eq, lte, ne } from 'drizzle-orm';
import type { WrittenRecord } from '../crud/section';
import { mrlRates, referenceChanges, type Orm } from '../db';
import type { ReferenceChangeSummary } from './entry';
import { flagPrescriptions, type ChangeReach } from './flags';
import { licenceChangeKind, mrlChangeKind } from './kinds';
import { notifyPrescribers } from './notices';
import { todayInTurkey } from './today';

export interface NewReferenceChange {
  kind: ReferenceChangeKind;
  written: Pick<WrittenRecord, 'source' | 'actorUserId' | 'links'>;
  ids: { licenceId?: number; mrlRateId?: number; mrlActiveSubstanceId?: number; mrlProductId?: number };
  summary: ReferenceChangeSummary;
  reach: ChangeReach;
}

/** Writes the change, flags what it touches and tells the prescribers; answers the change's id. */
export async function recordReferenceChange(tx: Orm, change: NewReferenceChange): Promise<number> {
  const [row] = await tx
    .insert(referenceChanges)
    .values({ kind: change.kind, source: change.written.source, actorUserId: change.written.actorUserId, ...change.ids, summary: change.summary })
    .returning({ id: referenceChanges.id });
  const id = row!.id;
  const affected = await flagPrescriptions(tx, id, change.reach);
  if (affected > 0) {
    await tx.update(referenceChanges).set({ affectedCount: affected }).where(eq(referenceChanges.id, id));
    await notifyPrescribers(tx, id, { kind: change.kind, licence: change.summary.licence ?? null, mrl: change.summary.mrl ?? null }, change.written.links);
  }
  return id;
}

/** The licence section's onWritten: a registration, cancellation or expiry is recorded. */
export async function recordLicenceChange(tx: Orm, written: WrittenRecord<Licence>): Promise<void> {
  const kind = licenceChangeKind(written, todayInTurkey());
  if (!kind) return;
  const { id, tradeName, licenceNumber } = written.after;
  await recordReferenceChange(tx, {
    kind,
    written,
    ids: { licenceId: id },
    summary: { licence: { id, tradeName, licenceNumber } },
    // A licence just registered is on no prescription yet.
    reach: kind === 'licence-registered' ? null : { licenceId: id },
  });
}

/**
 * The limit in force before a new one: the newest active, unexpired limit of the same product,
 * substance and market dated on or before the new one's date (null when there was none).
 */
async function previousLimit(tx: Orm, rate: MrlRate): Promise<number | null> {
  const [row] = await tx
    .select({ rate: mrlRates.rate })
    .from(mrlRates)
    .where(
      and(
        eq(mrlRates.productId, rate.product.id),
        eq(mrlRates.activeSubstanceId, rate.active_substance.id),
        eq(mrlRates.market, rate.market),
        ne(mrlRates.id, rate.id),
        eq(mrlRates.expireStatus, false),
        eq(mrlRates.status, true),
        lte(mrlRates.date, rate.date),
      ),
    )
    .orderBy(desc(mrlRates.date))
    .limit(1);
  return row ? row.rate : null;
}

/** The MRL rate section's onWritten: a limit added, its value changed, or expired. */
export async function recordMrlRateChange(tx: Orm, written: WrittenRecord<MrlRate>): Promise<void> {
  const kind = mrlChangeKind(written);
  if (!kind) return;
  const rate = written.after;
  const before = kind === 'mrl-added' ? await previousLimit(tx, rate) : written.before!.rate;
  const after = kind === 'mrl-expired' ? null : rate.rate;
  await recordReferenceChange(tx, {
    kind,
    written,
    ids: { mrlRateId: rate.id, mrlActiveSubstanceId: rate.active_substance.id, mrlProductId: rate.product.id },
    summary: {
      mrl: {
        product: { id: rate.product.id, name: rate.product.name, code: rate.product.code },
        activeSubstance: { id: rate.active_substance.id, name: rate.active_substance.name },
        market: rate.market,
        before,
        after,
      },
    },
    // Plants map to the product itself (plants.eu_code), never to a sub-product.
    reach: rate.product.sub_code === null ? { mrl: { productCode: rate.product.code, mrlActiveSubstanceId: rate.active_substance.id, market: rate.market } } : null,
  });
}
