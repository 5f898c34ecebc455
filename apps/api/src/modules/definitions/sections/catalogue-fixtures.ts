// Test fixtures of the catalogue sections: the referring records test-fixtures.ts does not
// make, a data logger's bearer header, and the shared options of the three group suites.
import { Role } from '@portal/contracts';
import { activeSubstanceGroups, activeSubstances, companyGroups, licenceActiveSubstances, plantNutritionProducts } from '../../../platform/db';
import { startSession } from '../../../platform/auth';
import { searchTextOf } from '../../../platform/db/schema/reference/search-text';
import { createUser, type TestApp } from '../../auth/test-kit';
import type { SectionSuiteContext, SectionSuiteOptions } from '../kit/section-suite';
import { createLicence, createUnit } from './test-fixtures';

let serial = 0;
const n = () => ++serial;

/** A data logger's bearer header, for the section-specific tests. */
export async function dataLoggerAuth(app: TestApp): Promise<Record<string, string>> {
  const { user } = await createUser(app, { role: Role.BestnetDataLogger });
  const { session } = await startSession(app.db, app.config, { userId: user.id, hostLabel: 'portaldev', keepSession: false });
  return { authorization: `Bearer ${await app.accessTokens.sign({ sub: user.publicId, sid: session.id })}` };
}

export async function createCompanyGroup(app: TestApp, over: Partial<typeof companyGroups.$inferInsert> = {}) {
  const name = over.name ?? `Fixture Firma Grubu ${n()}`;
  const [row] = await app.db.insert(companyGroups).values({ name, searchText: searchTextOf(name), ...over }).returning();
  return row!;
}

export async function createActiveSubstanceGroup(app: TestApp, over: Partial<typeof activeSubstanceGroups.$inferInsert> = {}) {
  const name = over.name ?? `Fixture Kimyasal Grup ${n()}`;
  const [row] = await app.db.insert(activeSubstanceGroups).values({ name, searchText: searchTextOf(name), ...over }).returning();
  return row!;
}

export async function createActiveSubstance(app: TestApp, over: Partial<typeof activeSubstances.$inferInsert> = {}) {
  const name = over.name ?? `Fixture Aktif Madde ${n()}`;
  const [row] = await app.db.insert(activeSubstances).values({ name, searchText: searchTextOf(name), ...over }).returning();
  return row!;
}

export async function createPlantNutritionProduct(app: TestApp, over: Partial<typeof plantNutritionProducts.$inferInsert> = {}) {
  const name = over.name ?? `Fixture Gübre ${n()}`;
  const [row] = await app.db.insert(plantNutritionProducts).values({ name, form: 'liquid', searchText: searchTextOf(name), ...over }).returning();
  return row!;
}

/** A licence's active substance; the licence, substance and unit are made when not given. */
export async function createLicenceActiveSubstance(app: TestApp, over: Partial<typeof licenceActiveSubstances.$inferInsert> = {}) {
  const licenceId = over.licenceId ?? (await createLicence(app)).id;
  const activeSubstanceId = over.activeSubstanceId ?? (await createActiveSubstance(app)).id;
  const unitId = over.unitId ?? (await createUnit(app, { symbol: `g/L-${n()}`, kind: 'concentration', amountUnit: 'g', perQuantity: 1, perUnit: 'L' })).id;
  const [row] = await app.db.insert(licenceActiveSubstances).values({ licenceId, activeSubstanceId, unitId, concentration: 25, ...over }).returning();
  return row!;
}

/** The shared suite's options for a name + description group list. */
export function groupSuiteOptions(
  url: string,
  entity: string,
  inUse: (ctx: SectionSuiteContext<unknown>, id: number) => Promise<{ mentions: string }>,
): SectionSuiteOptions<unknown> {
  return {
    url,
    entity,
    valid: (i, _f, text) => ({ name: `${text ?? 'Grup'} ${i}`, description: `Açıklama ${i}` }),
    edit: (input) => ({ ...input, description: `${String(input['description'])} (güncel)` }),
    check: 'description',
    invalid: [
      { why: 'missing name', body: ({ name: _n, ...rest }) => rest, field: 'name' },
      { why: 'blank name', body: (v) => ({ ...v, name: '  ' }), field: 'name' },
      { why: 'name of the wrong type', body: (v) => ({ ...v, name: ['İnsektisit'] }), field: 'name' },
      { why: 'overlong name', body: (v) => ({ ...v, name: 'ğ'.repeat(121) }), field: 'name' },
      { why: 'description of the wrong type', body: (v) => ({ ...v, description: 7 }), field: 'description' },
      { why: 'overlong description', body: (v) => ({ ...v, description: 'ü'.repeat(501) }), field: 'description' },
    ],
    duplicate: { body: (v) => ({ ...v, description: 'Başka açıklama' }), field: 'name' },
    sort: { key: 'name', field: 'name' },
    inUse,
  };
}
