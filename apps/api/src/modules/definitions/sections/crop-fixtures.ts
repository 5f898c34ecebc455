// Parents and referring records of the crop sections' tests, written straight to the
// database, and a data logger's bearer header for their section-specific tests.
import { Role } from '@portal/contracts';
import { startSession } from '../../../platform/auth';
import {
  activeSubstanceGroups,
  activeSubstances,
  canonicalPair,
  licenceActiveSubstances,
  mixingCompatibility,
  mrlActiveSubstances,
} from '../../../platform/db';
import { searchTextOf } from '../../../platform/db/schema/reference/search-text';
import { createUser, type TestApp } from '../../auth/test-kit';
import { createLicence, createUnit } from './test-fixtures';

let serial = 0;
const n = () => ++serial;

export async function dataLoggerAuth(app: TestApp): Promise<Record<string, string>> {
  const { user } = await createUser(app, { role: Role.BestnetDataLogger });
  const { session } = await startSession(app.db, app.config, { userId: user.id, hostLabel: 'portaldev', keepSession: false });
  return { authorization: `Bearer ${await app.accessTokens.sign({ sub: user.publicId, sid: session.id })}` };
}

/** A CAS number with a right check digit, different for every `seed` (< 100 000). */
export function casFor(seed: number): string {
  const body = `${10_000 + seed}`;
  const middle = '21';
  const digits = `${body}${middle}`;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (i + 1);
  return `${body}-${middle}-${sum % 10}`;
}

export async function createActiveSubstanceGroup(app: TestApp, over: Partial<typeof activeSubstanceGroups.$inferInsert> = {}) {
  const name = over.name ?? `Fixture Kimyasal Grup ${n()}`;
  const [row] = await app.db.insert(activeSubstanceGroups).values({ name, searchText: searchTextOf(name), ...over }).returning();
  return row!;
}

export async function createMrlActiveSubstance(app: TestApp, over: Partial<typeof mrlActiveSubstances.$inferInsert> = {}) {
  const name = over.name ?? `Fixture MRL Madde ${n()}`;
  const [row] = await app.db.insert(mrlActiveSubstances).values({ name, searchText: searchTextOf(name), ...over }).returning();
  return row!;
}

export async function createActiveSubstance(app: TestApp, over: Partial<typeof activeSubstances.$inferInsert> = {}) {
  const name = over.name ?? `Fixture Aktif Madde ${n()}`;
  const [row] = await app.db.insert(activeSubstances).values({ name, searchText: searchTextOf(name), ...over }).returning();
  return row!;
}

/** A licensed product containing the substance. */
export async function createLicenceContaining(app: TestApp, activeSubstanceId: number) {
  const licence = await createLicence(app);
  const unit = await createUnit(app, { kind: 'concentration', amountUnit: 'g', perQuantity: 1, perUnit: 'L' });
  await app.db.insert(licenceActiveSubstances).values({ licenceId: licence.id, activeSubstanceId, concentration: 18, unitId: unit.id });
  return licence;
}

/** A mixing pair of the substance with a new one. */
export async function createSubstancePair(app: TestApp, activeSubstanceId: number) {
  const other = await createActiveSubstance(app);
  const [a, b] = canonicalPair(activeSubstanceId, other.id);
  await app.db.insert(mixingCompatibility).values({ pairKind: 'active-substance', activeSubstanceAId: a, activeSubstanceBId: b, result: 'incompatible', searchText: '' });
  return other;
}
