// The SQL of the MRL query: products and substances by id and by a Turkish-folded
// search, a plant's MRL product, and the limits in force for a compliance check.
import { mrlProductCodeText, type MrlOption } from '@portal/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { collateTr, mrlActiveSubstances, mrlProducts, mrlRates, plants, type Orm } from '../../platform/db';
import { matchesSearch } from '../../platform/db/schema/reference/search-text';
import type { LimitInForce } from './compliance';

/** The pickers' length (contracts: at most 20). */
export const MAX_OPTIONS = 20;

const todayInTurkey = sql`(now() at time zone 'Europe/Istanbul')::date`;

export async function productById(db: Orm, id: number) {
  const [row] = await db
    .select({ id: mrlProducts.id, name: mrlProducts.name, code: mrlProducts.code, subCode: mrlProducts.subCode })
    .from(mrlProducts)
    .where(eq(mrlProducts.id, id));
  return row;
}

/** The MRL product a plant joins: its EU code's product with no sub code; undefined when none. */
export async function productIdOfPlant(db: Orm, plantId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: mrlProducts.id })
    .from(plants)
    .innerJoin(mrlProducts, and(eq(mrlProducts.code, plants.euCode), isNull(mrlProducts.subCode)))
    .where(eq(plants.id, plantId));
  return row?.id;
}

export async function substancesByIds(db: Orm, ids: number[]) {
  const rows = await db.select({ id: mrlActiveSubstances.id, name: mrlActiveSubstances.name }).from(mrlActiveSubstances).where(inArray(mrlActiveSubstances.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * For each substance, the newest limit in force for the product and market today: dated
 * today or before, not expired, its record active.
 */
export async function limitsInForce(db: Orm, productId: number, market: string, substanceIds: number[]): Promise<Map<number, LimitInForce>> {
  const rows = await db
    .selectDistinctOn([mrlRates.activeSubstanceId], { substanceId: mrlRates.activeSubstanceId, rate: mrlRates.rate, date: mrlRates.date })
    .from(mrlRates)
    .where(
      and(
        eq(mrlRates.productId, productId),
        eq(mrlRates.market, market),
        inArray(mrlRates.activeSubstanceId, substanceIds),
        eq(mrlRates.expireStatus, false),
        eq(mrlRates.status, true),
        sql`${mrlRates.date} <= ${todayInTurkey}`,
      ),
    )
    .orderBy(mrlRates.activeSubstanceId, sql`${mrlRates.date} desc`);
  return new Map(rows.map((r) => [r.substanceId, { rate: r.rate, date: r.date }]));
}

/** Active MRL products or substances whose folded name (products: and code) contains `q`, by name. */
export async function mrlOptions(db: Orm, kind: 'product' | 'substance', q: string | undefined): Promise<MrlOption[]> {
  if (kind === 'product') {
    const rows = await db
      .select({ id: mrlProducts.id, name: mrlProducts.name, code: mrlProducts.code, subCode: mrlProducts.subCode })
      .from(mrlProducts)
      .where(and(eq(mrlProducts.status, true), q ? matchesSearch(mrlProducts.searchText, q) : undefined))
      .orderBy(collateTr(mrlProducts.name), asc(mrlProducts.code), asc(mrlProducts.id))
      .limit(MAX_OPTIONS);
    return rows.map((r) => ({ id: r.id, label: r.name, detail: mrlProductCodeText({ code: r.code, sub_code: r.subCode }) }));
  }
  const rows = await db
    .select({ id: mrlActiveSubstances.id, name: mrlActiveSubstances.name })
    .from(mrlActiveSubstances)
    .where(and(eq(mrlActiveSubstances.status, true), q ? matchesSearch(mrlActiveSubstances.searchText, q) : undefined))
    .orderBy(collateTr(mrlActiveSubstances.name), asc(mrlActiveSubstances.id))
    .limit(MAX_OPTIONS);
  return rows.map((r) => ({ id: r.id, label: r.name, detail: null }));
}
