// The active substances of a page of licences, in one query: what the hits, the licence page
// and the plant × pest options show (contracts: productSubstanceSchema), and whether each is
// biological / low-risk. One prepared statement for any number of licences: the ids go in as
// one array, so PostgreSQL neither parses nor plans it per request (an `in (…)` list of ten
// ids was 0.45 ms of its 0.6 ms).
import type { z } from 'zod';
import type { productSubstanceSchema } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { activeSubstances, collateTr, licenceActiveSubstances, preparedOn, unitsOfMeasure, type Orm } from '../../platform/db';

export type ProductSubstance = z.infer<typeof productSubstanceSchema>;
export type LicenceSubstance = ProductSubstance & { lowRisk: boolean; mrlActiveSubstanceId: number | null };

const concentrationUnits = alias(unitsOfMeasure, 'concentration_units');

const substancesStatement = (db: Orm) =>
  db
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
    // The ids as one array literal (text): both drivers send it alike.
    .where(sql`${licenceActiveSubstances.licenceId} = any(${sql.placeholder('ids')}::bigint[])`)
    .orderBy(licenceActiveSubstances.licenceId, collateTr(activeSubstances.name), activeSubstances.id)
    .prepare('licence_substances');

/** Licence id → its substances by name (tr-TR); a licence with none is absent. Not inside a transaction (prepared: runs on the pool). */
export async function substancesOfLicences(db: Orm, licenceIds: readonly number[]): Promise<Map<number, LicenceSubstance[]>> {
  const byLicence = new Map<number, LicenceSubstance[]>();
  if (licenceIds.length === 0) return byLicence;
  if (!licenceIds.every(Number.isSafeInteger)) throw new Error('licence ids must be integers');
  const rows = await preparedOn(db, substancesStatement).execute({ ids: `{${[...new Set(licenceIds)].join(',')}}` });
  for (const { licenceId, ...substance } of rows) {
    const list = byLicence.get(licenceId) ?? [];
    list.push({ ...substance, concentrationUnit: substance.concentrationUnit ?? null });
    byLicence.set(licenceId, list);
  }
  return byLicence;
}

/** The contract's shape of a substance (without the search-only fields). */
export const productSubstanceOf = ({ lowRisk: _lowRisk, mrlActiveSubstanceId: _mrl, ...substance }: LicenceSubstance): ProductSubstance => substance;
