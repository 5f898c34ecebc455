// Which active prescriptions a reference change touches: those that use the
// licence, or, for an MRL, those of a plant mapped to the MRL product with a product that
// contains a substance mapped to the MRL substance, in the limit's market (the prescription
// check reads the limit of its own market). Active: issued, not archived, not deleted, and
// not yet harvested (no planned harvest, or one today or later).
import { sql, type SQL } from 'drizzle-orm';
import { activeSubstances, licenceActiveSubstances, plants, prescriptionChangeFlags, prescriptionLines, prescriptions, type Orm } from '../db';
import { todaySql } from './today';

/** What a change reaches: a licence, or an MRL limit (its product's code only when it has no sub code). */
export type ChangeReach = { licenceId: number } | { mrl: { productCode: string; mrlActiveSubstanceId: number; market: string } } | null;

const active = sql`${prescriptions.state} = 'issued' and not ${prescriptions.archived} and ${prescriptions.deletedAt} is null
  and (${prescriptions.plannedHarvestDate} is null or ${prescriptions.plannedHarvestDate} >= ${todaySql})`;

function touches(reach: NonNullable<ChangeReach>): SQL {
  if ('licenceId' in reach) {
    return sql`${prescriptions.id} in (select ${prescriptionLines.prescriptionId} from ${prescriptionLines} where ${prescriptionLines.licenceId} = ${reach.licenceId})`;
  }
  const { productCode, mrlActiveSubstanceId, market } = reach.mrl;
  return sql`${prescriptions.market} = ${market}
    and ${prescriptions.plantId} in (select ${plants.id} from ${plants} where ${plants.euCode} = ${productCode})
    and ${prescriptions.id} in (
      select ${prescriptionLines.prescriptionId} from ${prescriptionLines}
      where ${prescriptionLines.licenceId} in (
        select ${licenceActiveSubstances.licenceId} from ${licenceActiveSubstances}
        join ${activeSubstances} on ${activeSubstances.id} = ${licenceActiveSubstances.activeSubstanceId}
        where ${activeSubstances.mrlActiveSubstanceId} = ${mrlActiveSubstanceId}))`;
}

/** Flags every active prescription the change reaches; answers how many. */
export async function flagPrescriptions(tx: Orm, referenceChangeId: number, reach: ChangeReach): Promise<number> {
  if (!reach) return 0;
  const { rows } = await tx.execute<{ n: number | string }>(sql`
    with flagged as (
      insert into ${prescriptionChangeFlags} (prescription_id, reference_change_id)
      select ${prescriptions.id}, ${referenceChangeId}::bigint from ${prescriptions}
      where ${active} and ${touches(reach)}
      on conflict do nothing
      returning 1)
    select count(*) as n from flagged`);
  return Number(rows[0]?.n ?? 0);
}
