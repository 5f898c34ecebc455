// The world of the search tests: an app on its own database with the sample
// reference data seeded as `npm start` seeds it (callers: test-support `as`),
// look-ups of the sample records by name, and records of the tests' own made straight in the
// tables.
import { isLicenceValidOn } from '@portal/domain/prescription';
import { and, eq, inArray } from 'drizzle-orm';
import {
  activeSubstances,
  formulations,
  harmfulOrganisms,
  licenceActiveSubstances,
  licenceCompanies,
  licenceDetails,
  licenceGroups,
  licences,
  plants,
  unitsOfMeasure,
  type BeeToxicity,
  type LicenceStatus,
} from '../../platform/db';
import { referenceSearchText as st } from '../../platform/db/schema/reference/search-text';
import { seedReferenceData } from '../../seed/reference/seed-reference-data';
import { SAMPLE_LICENCES } from '../../seed/reference/licences';
import { API, buildTestApp, type TestApp } from '../../test-support';

export { API, buildTestApp, type TestApp };

/** Today in Türkiye, as the API counts validity. */
export const todayInTurkey = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });

/** The sample licences valid today, by the domain's own rule. */
export const sampleValidToday = () =>
  SAMPLE_LICENCES.filter((l) =>
    isLicenceValidOn({ status: l.licenceStatus ?? 'valid', cancelledOn: l.cancelledOn ?? null, expiryDate: l.expiryDate ?? null, licenceDate: l.licenceDate }, todayInTurkey()),
  );

export async function searchApp() {
  const app = await buildTestApp();
  await seedReferenceData(app.db);
  return app;
}

export const getSearch = (app: TestApp, path: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: `${API}/search/${path}`, headers });

/** The answer's `data` after checking it is a 200. */
export async function dataOf<T>(app: TestApp, path: string, headers: Record<string, string>): Promise<T> {
  const res = await getSearch(app, path, headers);
  if (res.statusCode !== 200) throw new Error(`GET search/${path}: ${res.statusCode} ${res.body}`);
  return res.json().data as T;
}

async function one<T extends { id: number }>(rows: Promise<T[]>, what: string): Promise<number> {
  const [row] = await rows;
  if (!row) throw new Error(`search test kit: no ${what}`);
  return row.id;
}

/** Ids of the sample (or the tests' own) records by name. */
export function ids(app: TestApp) {
  const db = app.db;
  return {
    plant: (name: string) => one(db.select({ id: plants.id }).from(plants).where(eq(plants.name, name)), name),
    organism: (name: string) => one(db.select({ id: harmfulOrganisms.id }).from(harmfulOrganisms).where(eq(harmfulOrganisms.name, name)), name),
    licence: (tradeName: string) => one(db.select({ id: licences.id }).from(licences).where(eq(licences.tradeName, tradeName)), tradeName),
    substance: (name: string) => one(db.select({ id: activeSubstances.id }).from(activeSubstances).where(eq(activeSubstances.name, name)), name),
    company: (name: string) => one(db.select({ id: licenceCompanies.id }).from(licenceCompanies).where(eq(licenceCompanies.name, name)), name),
    licenceGroup: (name: string) => one(db.select({ id: licenceGroups.id }).from(licenceGroups).where(eq(licenceGroups.name, name)), name),
    formulation: (code: string) => one(db.select({ id: formulations.id }).from(formulations).where(eq(formulations.code, code)), code),
  };
}

export async function makePlant(app: TestApp, name: string, extra: Partial<typeof plants.$inferInsert> = {}) {
  const [row] = await app.db.insert(plants).values({ name, searchText: st.plant({ name, ...extra }), ...extra }).returning();
  return row!;
}

export async function makeOrganism(app: TestApp, name: string, type: 0 | 1 | 2 = 1) {
  const [row] = await app.db.insert(harmfulOrganisms).values({ name, type, searchText: st.harmfulOrganism({ name }) }).returning();
  return row!;
}

let licenceSerial = 0;

export interface TestLicence {
  tradeName: string;
  substances: string[];
  beeToxicity?: BeeToxicity | null;
  licenceStatus?: LicenceStatus;
  licenceDate?: string;
  expiryDate?: string | null;
  /** One registered use each: plant × organism with its PHI. */
  uses: { plantId: number; organismId: number; phiDays: number | null }[];
}

/** A licence of the tests' own with its substances (100 g/L each) and uses (10–20 ml/da). */
export async function makeLicence(app: TestApp, input: TestLicence) {
  const db = app.db;
  licenceSerial++;
  const licenceNumber = `SNM-${String(licenceSerial).padStart(4, '0')}`;
  const [companyId, formulationId, groupId] = await Promise.all([
    one(db.select({ id: licenceCompanies.id }).from(licenceCompanies).where(eq(licenceCompanies.name, 'Anadolu Bitki Koruma Sanayi A.Ş.')), 'company'),
    one(db.select({ id: formulations.id }).from(formulations).where(eq(formulations.code, 'SC')), 'SC'),
    one(db.select({ id: licenceGroups.id }).from(licenceGroups).where(eq(licenceGroups.name, 'İnsektisit')), 'İnsektisit'),
  ]);
  const [gramsPerLitre, perDecare] = await Promise.all([
    one(db.select({ id: unitsOfMeasure.id }).from(unitsOfMeasure).where(eq(unitsOfMeasure.symbol, 'g/L')), 'g/L'),
    one(db.select({ id: unitsOfMeasure.id }).from(unitsOfMeasure).where(eq(unitsOfMeasure.symbol, 'ml/da')), 'ml/da'),
  ]);
  const cancelled = input.licenceStatus === 'cancelled';
  const [licence] = await db
    .insert(licences)
    .values({
      tradeName: input.tradeName,
      licenceNumber,
      licenceDate: input.licenceDate ?? '2020-01-01',
      expiryDate: input.expiryDate ?? null,
      licenceStatus: input.licenceStatus ?? 'valid',
      cancelledOn: cancelled ? '2024-01-01' : null,
      companyId,
      formulationId,
      licenceGroupId: groupId,
      origin: 0,
      beeToxicity: input.beeToxicity ?? null,
      searchText: st.licence({ tradeName: input.tradeName, licenceNumber }),
    })
    .returning();
  const substanceRows = await db.select({ id: activeSubstances.id, name: activeSubstances.name }).from(activeSubstances).where(inArray(activeSubstances.name, input.substances));
  if (substanceRows.length !== input.substances.length) throw new Error(`search test kit: unknown substance in ${input.substances.join(', ')}`);
  await db.insert(licenceActiveSubstances).values(substanceRows.map((s) => ({ licenceId: licence!.id, activeSubstanceId: s.id, concentration: 100, unitId: gramsPerLitre })));
  const details = await db
    .insert(licenceDetails)
    .values(
      input.uses.map((u) => ({
        licenceId: licence!.id,
        plantId: u.plantId,
        harmfulOrganismId: u.organismId,
        doseMin: 10,
        doseMax: 20,
        doseUnitId: perDecare,
        phiDays: u.phiDays,
        maxApplications: 2,
        searchText: '',
      })),
    )
    .returning({ id: licenceDetails.id });
  return { ...licence!, detailIds: details.map((d) => d.id) };
}

/** Sets a reference record passive (the list's status switch). */
export async function setPassive(app: TestApp, table: typeof plants | typeof harmfulOrganisms | typeof licences | typeof activeSubstances | typeof licenceDetails, id: number) {
  await app.db.update(table).set({ status: false }).where(and(eq(table.id, id)));
}
