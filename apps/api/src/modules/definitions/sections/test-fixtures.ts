// Parent and referring records for the section tests, written straight to the database.
import { Role } from '@portal/contracts';
import {
  activeSubstanceGroups,
  activeSubstances,
  formulations,
  harmfulOrganisms,
  licenceCompanies,
  licenceDetails,
  licenceGroups,
  licences,
  plants,
  unitsOfMeasure,
} from '../../../platform/db';
import { searchTextOf } from '../../../platform/db/schema/reference/search-text';
import { as, type TestApp } from '../../../test-support';

let serial = 0;
const n = () => ++serial;

export async function createCompany(app: TestApp, over: Partial<typeof licenceCompanies.$inferInsert> = {}) {
  const name = over.name ?? `Fixture Tarım A.Ş. ${n()}`;
  const [row] = await app.db.insert(licenceCompanies).values({ name, searchText: searchTextOf(name), ...over }).returning();
  return row!;
}

export async function createFormulation(app: TestApp, over: Partial<typeof formulations.$inferInsert> = {}) {
  const code = over.code ?? `F${n()}`;
  const [row] = await app.db.insert(formulations).values({ code, name: `Formülasyon ${code}`, searchText: searchTextOf(code), ...over }).returning();
  return row!;
}

export async function createLicenceGroup(app: TestApp, over: Partial<typeof licenceGroups.$inferInsert> = {}) {
  const name = over.name ?? `Grup ${n()}`;
  const [row] = await app.db.insert(licenceGroups).values({ name, searchText: searchTextOf(name), ...over }).returning();
  return row!;
}

export async function createUnit(app: TestApp, over: Partial<typeof unitsOfMeasure.$inferInsert> = {}) {
  const symbol = over.symbol ?? `ml/da-${n()}`;
  const [row] = await app.db
    .insert(unitsOfMeasure)
    .values({ name: `Birim ${symbol}`, symbol, kind: 'dose-area', amountUnit: 'ml', perQuantity: 1, perUnit: 'da', searchText: searchTextOf(symbol), ...over })
    .returning();
  return row!;
}

export async function createPlant(app: TestApp, over: Partial<typeof plants.$inferInsert> = {}) {
  const name = over.name ?? `Fixture Bitki ${n()}`;
  const [row] = await app.db.insert(plants).values({ name, searchText: searchTextOf(name), ...over }).returning();
  return row!;
}

export async function createHarmfulOrganism(app: TestApp, over: Partial<typeof harmfulOrganisms.$inferInsert> = {}) {
  const name = over.name ?? `Fixture Zararlı ${n()}`;
  const [row] = await app.db.insert(harmfulOrganisms).values({ name, type: 1, searchText: searchTextOf(name), ...over }).returning();
  return row!;
}

export async function createLicence(app: TestApp, over: Partial<typeof licences.$inferInsert> = {}) {
  const number = over.licenceNumber ?? `TEST-${n()}`;
  const companyId = over.companyId ?? (await createCompany(app)).id;
  const formulationId = over.formulationId ?? (await createFormulation(app)).id;
  const licenceGroupId = over.licenceGroupId ?? (await createLicenceGroup(app)).id;
  const tradeName = over.tradeName ?? `Fixture İlaç ${number}`;
  const [row] = await app.db
    .insert(licences)
    .values({ tradeName, licenceNumber: number, licenceDate: '2024-01-15', companyId, formulationId, licenceGroupId, origin: 0, searchText: searchTextOf(tradeName, number), ...over })
    .returning();
  return row!;
}

/** A registered use; every parent not given is made. */
export async function createLicenceDetailUsing(app: TestApp, over: Partial<typeof licenceDetails.$inferInsert> = {}) {
  const licenceId = over.licenceId ?? (await createLicence(app)).id;
  const plantId = over.plantId ?? (await createPlant(app)).id;
  const harmfulOrganismId = over.harmfulOrganismId ?? (await createHarmfulOrganism(app)).id;
  const doseUnitId = over.doseUnitId ?? (await createUnit(app)).id;
  const [row] = await app.db
    .insert(licenceDetails)
    .values({ licenceId, plantId, harmfulOrganismId, doseUnitId, doseMin: 50, doseMax: 75, phiDays: 7, searchText: '', ...over })
    .returning();
  return row!;
}

/** A data logger's bearer header, for the tests beyond the shared suite. */
export function dataLoggerAuth(app: TestApp): Promise<Record<string, string>> {
  return as(app, Role.BestnetDataLogger);
}

export async function createActiveSubstanceGroup(app: TestApp, over: Partial<typeof activeSubstanceGroups.$inferInsert> = {}) {
  const name = over.name ?? `Fixture Kimyasal Grup ${n()}`;
  const [row] = await app.db.insert(activeSubstanceGroups).values({ name, searchText: searchTextOf(name), ...over }).returning();
  return row!;
}

export async function createActiveSubstance(app: TestApp, over: Partial<typeof activeSubstances.$inferInsert> = {}) {
  // Not ending in a number: a licence import reads '<name> <number> <unit>'.
  const name = over.name ?? `Madde ${n()} Fikstür`;
  const [row] = await app.db.insert(activeSubstances).values({ name, searchText: searchTextOf(name), ...over }).returning();
  return row!;
}
