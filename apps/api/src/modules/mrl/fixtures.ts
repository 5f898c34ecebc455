// MRL parents and referring records for the MRL section tests, written straight to the database.
import { activeSubstances, mrlActiveSubstances, mrlProducts, mrlRates } from '../../platform/db';
import { searchTextOf } from '../../platform/db/schema/reference/search-text';
import type { TestApp } from '../../test-support';

let serial = 0;
const n = () => ++serial;

export async function createMrlProduct(app: TestApp, over: Partial<typeof mrlProducts.$inferInsert> = {}) {
  const i = n();
  const name = over.name ?? `Fixture Ürün ${i}`;
  const code = over.code ?? String(8_000_000 + i);
  const [row] = await app.db.insert(mrlProducts).values({ name, code, searchText: searchTextOf(name, code, over.subCode), ...over }).returning();
  return row!;
}

export async function createMrlSubstance(app: TestApp, over: Partial<typeof mrlActiveSubstances.$inferInsert> = {}) {
  const name = over.name ?? `Fixture MRL Madde ${n()}`;
  const [row] = await app.db.insert(mrlActiveSubstances).values({ name, searchText: searchTextOf(name), ...over }).returning();
  return row!;
}

/** A limit; every parent not given is made. */
export async function createMrlRate(app: TestApp, over: Partial<typeof mrlRates.$inferInsert> = {}) {
  const productId = over.productId ?? (await createMrlProduct(app)).id;
  const activeSubstanceId = over.activeSubstanceId ?? (await createMrlSubstance(app)).id;
  const [row] = await app.db.insert(mrlRates).values({ productId, activeSubstanceId, rate: 0.5, date: '2024-01-01', searchText: searchTextOf(over.description), ...over }).returning();
  return row!;
}

/** An active substance of the licences whose MRLs are those of MRL substance `mrlActiveSubstanceId`. */
export async function createActiveSubstanceUsing(app: TestApp, mrlActiveSubstanceId: number) {
  const name = `Fixture Etken Madde ${n()}`;
  const [row] = await app.db.insert(activeSubstances).values({ name, mrlActiveSubstanceId, searchText: searchTextOf(name) }).returning();
  return row!;
}
