// Parents and referring records of the crop sections' tests, written straight to the
// database (the shared ones are in test-fixtures.ts).
import { canonicalPair, licenceActiveSubstances, mixingCompatibility } from '../../../platform/db';
import type { TestApp } from '../../../test-support';
import { createActiveSubstance, createLicence, createUnit } from './test-fixtures';

export { createMrlSubstance as createMrlActiveSubstance } from '../../mrl/fixtures';
export { dataLoggerAuth, createActiveSubstanceGroup, createActiveSubstance } from './test-fixtures';

/** A CAS number with a right check digit, different for every `seed` (< 100 000). */
export function casFor(seed: number): string {
  const body = `${10_000 + seed}`;
  const middle = '21';
  const digits = `${body}${middle}`;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (i + 1);
  return `${body}-${middle}-${sum % 10}`;
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
