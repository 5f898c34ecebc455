// The active substances of a page of licences, in one query: what the hits, the licence page
// and the plant × pest options show (contracts: productSubstanceSchema), and whether each is
// biological / low-risk.
import type { z } from 'zod';
import type { productSubstanceSchema } from '@portal/contracts';
import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { activeSubstances, collateTr, licenceActiveSubstances, unitsOfMeasure, type Orm } from '../../platform/db';

export type ProductSubstance = z.infer<typeof productSubstanceSchema>;
export type LicenceSubstance = ProductSubstance & { lowRisk: boolean; mrlActiveSubstanceId: number | null };

const concentrationUnits = alias(unitsOfMeasure, 'concentration_units');

/** Licence id → its substances by name (tr-TR); a licence with none is absent. */
export async function substancesOfLicences(db: Orm, licenceIds: readonly number[]): Promise<Map<number, LicenceSubstance[]>> {
  const byLicence = new Map<number, LicenceSubstance[]>();
  if (licenceIds.length === 0) return byLicence;
  const rows = await db
    .select({
      licenceId: licenceActiveSubstances.licenceId,
      id: activeSubstances.id,
      name: activeSubstances.name,
      concentration: licenceActiveSubstances.concentration,
      concentrationUnit: concentrationUnits.symbol,
      moaScheme: activeSubstances.moaScheme,
      moaCode: activeSubstances.moaCode,
      prescriptionRequired: activeSubstances.prescriptionRequired,
      lowRisk: activeSubstances.lowRisk,
      mrlActiveSubstanceId: activeSubstances.mrlActiveSubstanceId,
    })
    .from(licenceActiveSubstances)
    .innerJoin(activeSubstances, eq(activeSubstances.id, licenceActiveSubstances.activeSubstanceId))
    .leftJoin(concentrationUnits, eq(concentrationUnits.id, licenceActiveSubstances.unitId))
    .where(inArray(licenceActiveSubstances.licenceId, [...new Set(licenceIds)]))
    .orderBy(licenceActiveSubstances.licenceId, collateTr(activeSubstances.name), activeSubstances.id);
  for (const { licenceId, ...substance } of rows) {
    const list = byLicence.get(licenceId) ?? [];
    list.push({ ...substance, concentrationUnit: substance.concentrationUnit ?? null });
    byLicence.set(licenceId, list);
  }
  return byLicence;
}

/** The contract's shape of a substance (without the search-only fields). */
export const productSubstanceOf = ({ lowRisk: _lowRisk, mrlActiveSubstanceId: _mrl, ...substance }: LicenceSubstance): ProductSubstance => substance;
