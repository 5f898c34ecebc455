// The residue limits in force of some MRL substances (the licence and active-substance pages):
// active (status), not expired, from a date not after today, and of several dates for one
// product × substance × market only the newest, the one that applies.
import type { MrlEntry } from '@portal/contracts';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { collateTr, mrlActiveSubstances, mrlProducts, mrlRates, type Orm } from '../../platform/db';
import { todayInTurkey } from './validity';

/** More are not listed on one page (a substance of the large data set has one per product). */
export const MRL_ENTRIES_LIMIT = 1000;

export async function mrlsInForce(db: Orm, mrlSubstanceIds: readonly (number | null)[]): Promise<MrlEntry[]> {
  const ids = [...new Set(mrlSubstanceIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return [];
  const newest = db
    .selectDistinctOn([mrlRates.activeSubstanceId, mrlRates.productId, mrlRates.market], {
      id: mrlRates.id,
      productId: mrlRates.productId,
      activeSubstanceId: mrlRates.activeSubstanceId,
      rate: mrlRates.rate,
      market: mrlRates.market,
      date: mrlRates.date,
      description: mrlRates.description,
      status: mrlRates.status,
      expireStatus: mrlRates.expireStatus,
    })
    .from(mrlRates)
    .where(and(inArray(mrlRates.activeSubstanceId, ids), eq(mrlRates.status, true), eq(mrlRates.expireStatus, false), lte(mrlRates.date, todayInTurkey)))
    .orderBy(mrlRates.activeSubstanceId, mrlRates.productId, mrlRates.market, sql`${mrlRates.date} desc`)
    .as('newest');
  const rows = await db
    .select({
      id: newest.id,
      rate: newest.rate,
      market: newest.market,
      date: newest.date,
      description: newest.description,
      status: newest.status,
      expireStatus: newest.expireStatus,
      productId: mrlProducts.id,
      productName: mrlProducts.name,
      productCode: mrlProducts.code,
      productSubCode: mrlProducts.subCode,
      substanceId: mrlActiveSubstances.id,
      substanceName: mrlActiveSubstances.name,
    })
    .from(newest)
    .innerJoin(mrlProducts, eq(mrlProducts.id, newest.productId))
    .innerJoin(mrlActiveSubstances, eq(mrlActiveSubstances.id, newest.activeSubstanceId))
    .where(eq(mrlProducts.status, true))
    // TR first, then the export markets; products by their Annex I code.
    .orderBy(collateTr(mrlActiveSubstances.name), mrlProducts.code, sql`${mrlProducts.subCode} nulls first`, sql`${newest.market} <> 'TR'`, newest.market)
    .limit(MRL_ENTRIES_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    product: { id: r.productId, name: r.productName, code: r.productCode, subCode: r.productSubCode },
    activeSubstance: { id: r.substanceId, name: r.substanceName },
    rate: Number(r.rate),
    market: r.market,
    date: r.date,
    description: r.description,
    status: r.status,
    expireStatus: r.expireStatus,
  }));
}
