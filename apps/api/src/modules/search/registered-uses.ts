// Registered uses (licence details) as the detail pages show them: only active rows of active
// licences, plants and organisms. The licence page lists its uses; the plant and organism
// pages group the products registered on each organism or plant.
import type { HarmfulOrganismType, ProductForUse, RegisteredUse } from '@portal/contracts';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { collateTr, harmfulOrganisms, licenceDetails, licences, plants, unitsOfMeasure, type Orm } from '../../platform/db';
import { useTermColumns, useTermsOf } from '../../platform/reference-uses';
import { substancesOfLicences } from './licence-substances';
import { validToday } from './validity';

/** More uses are not listed on one page (a plant of the large data set has thousands). */
export const USES_LIMIT = 2000;

export async function activeUses(db: Orm, where: SQL, orderBy: (SQL | AnyPgColumn)[]) {
  return db
    .select({
      licenceDetailId: licenceDetails.id,
      licenceId: licences.id,
      tradeName: licences.tradeName,
      licenceNumber: licences.licenceNumber,
      validToday: validToday(),
      plantId: plants.id,
      plantName: plants.name,
      organismId: harmfulOrganisms.id,
      organismName: harmfulOrganisms.name,
      organismLatinName: harmfulOrganisms.latinName,
      organismType: harmfulOrganisms.type,
      ...useTermColumns,
    })
    .from(licenceDetails)
    .innerJoin(licences, eq(licences.id, licenceDetails.licenceId))
    .innerJoin(plants, eq(plants.id, licenceDetails.plantId))
    .innerJoin(harmfulOrganisms, eq(harmfulOrganisms.id, licenceDetails.harmfulOrganismId))
    .innerJoin(unitsOfMeasure, eq(unitsOfMeasure.id, licenceDetails.doseUnitId))
    .where(and(where, eq(licenceDetails.status, true), eq(licences.status, true), eq(plants.status, true), eq(harmfulOrganisms.status, true)))
    .orderBy(...orderBy, licenceDetails.id)
    .limit(USES_LIMIT);
}

export type ActiveUseRow = Awaited<ReturnType<typeof activeUses>>[number];

/** Valid products first, then by trade name (tr-TR). */
export const productOrder = (): SQL[] => [desc(validToday()), collateTr(licences.tradeName)];

export const organismOf = (r: ActiveUseRow) => ({
  id: r.organismId,
  name: r.organismName,
  latinName: r.organismLatinName,
  type: r.organismType as HarmfulOrganismType,
});

export function registeredUseOf(r: ActiveUseRow): RegisteredUse {
  return {
    licenceDetailId: r.licenceDetailId,
    plant: { id: r.plantId, name: r.plantName },
    harmfulOrganism: organismOf(r),
    ...useTermsOf(r),
  };
}

/**
 * The uses grouped by `keyOf` (an organism or a plant), in the rows' order, each as the
 * products registered for it with their active substances' names.
 */
export async function productsGrouped<K>(db: Orm, rows: ActiveUseRow[], keyOf: (r: ActiveUseRow) => number, groupOf: (r: ActiveUseRow) => K) {
  const substances = await substancesOfLicences(db, rows.map((r) => r.licenceId));
  const groups = new Map<number, { group: K; products: ProductForUse[] }>();
  for (const r of rows) {
    const key = keyOf(r);
    let entry = groups.get(key);
    if (!entry) groups.set(key, (entry = { group: groupOf(r), products: [] }));
    entry.products.push({
      licenceDetailId: r.licenceDetailId,
      licenceId: r.licenceId,
      tradeName: r.tradeName,
      licenceNumber: r.licenceNumber,
      validToday: r.validToday,
      doseMin: r.doseMin,
      doseMax: r.doseMax,
      doseUnit: { id: r.unitId, symbol: r.unitSymbol },
      phiDays: r.phiDays,
      activeSubstances: (substances.get(r.licenceId) ?? []).map(({ id, name }) => ({ id, name })),
    });
  }
  return [...groups.values()];
}
