// Parent and referring records for the licence sections' tests, written straight to the
// database (the shared ones are in test-fixtures.ts).
import { canonicalPair, licenceActiveSubstances, mixingCompatibility } from '../../../platform/db';
import type { TestApp } from '../../../test-support';
import { createActiveSubstance, createCompany, createFormulation, createHarmfulOrganism, createLicence, createLicenceGroup, createPlant, createUnit } from './test-fixtures';

export { dataLoggerAuth, createActiveSubstance } from './test-fixtures';

let serial = 0;
const n = () => ++serial;

/** A unit of kind 'concentration' (g/L, g/kg, %). */
export function createConcentrationUnit(app: TestApp, symbol = `g/L-${n()}`) {
  return createUnit(app, { symbol, name: `Birim ${symbol}`, kind: 'concentration', amountUnit: 'g', perQuantity: 1, perUnit: 'L' });
}

/** A licence with one active substance, as the seed writes them. */
export async function createLicenceWithSubstance(app: TestApp, over: Parameters<typeof createLicence>[1] = {}) {
  const licence = await createLicence(app, over);
  const substance = await createActiveSubstance(app);
  const unit = await createConcentrationUnit(app);
  await app.db.insert(licenceActiveSubstances).values({ licenceId: licence.id, activeSubstanceId: substance.id, concentration: 100, unitId: unit.id });
  return licence;
}

/** A mixing pair of two licences; the other one is made. */
export async function createLicenceMixingPair(app: TestApp, licenceId: number) {
  const other = await createLicence(app);
  const [a, b] = canonicalPair(licenceId, other.id);
  const [row] = await app.db
    .insert(mixingCompatibility)
    .values({ pairKind: 'licence', licenceAId: a, licenceBId: b, result: 'caution', searchText: '' })
    .returning();
  return row!;
}

/** The parents every licence section test needs, made once per suite. */
export async function licenceParents(app: TestApp) {
  const [company, otherCompany, formulation, group, otherGroup, unit, otherUnit] = await Promise.all([
    createCompany(app),
    createCompany(app),
    createFormulation(app),
    createLicenceGroup(app),
    createLicenceGroup(app),
    createConcentrationUnit(app),
    createConcentrationUnit(app),
  ]);
  const substances = await Promise.all([createActiveSubstance(app), createActiveSubstance(app), createActiveSubstance(app)]);
  const doseUnit = await createUnit(app);
  const plant = await createPlant(app);
  const organism = await createHarmfulOrganism(app);
  return { company, otherCompany, formulation, group, otherGroup, unit, otherUnit, substances, doseUnit, plant, organism };
}
export type LicenceParents = Awaited<ReturnType<typeof licenceParents>>;

