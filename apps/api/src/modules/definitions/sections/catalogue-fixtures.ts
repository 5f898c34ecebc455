// Test fixtures of the catalogue sections: the referring records test-fixtures.ts does not
// make, a data logger's bearer header, and the shared options of the three group suites.
import { companyGroups, licenceActiveSubstances, plantNutritionProducts } from '../../../platform/db';
import { searchTextOf } from '../../../platform/db/schema/reference/search-text';
import type { TestApp } from '../../../test-support';
import type { SectionSuiteContext, SectionSuiteOptions } from '../../../platform/crud/section-suite';
import { createActiveSubstance, createLicence, createUnit } from './test-fixtures';

export { dataLoggerAuth, createActiveSubstanceGroup, createActiveSubstance } from './test-fixtures';

let serial = 0;
const n = () => ++serial;

export async function createCompanyGroup(app: TestApp, over: Partial<typeof companyGroups.$inferInsert> = {}) {
  const name = over.name ?? `Fixture Firma Grubu ${n()}`;
  const [row] = await app.db.insert(companyGroups).values({ name, searchText: searchTextOf(name), ...over }).returning();
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
