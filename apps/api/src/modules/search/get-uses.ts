// GET search/uses: "what can I use on this plant against this pest?". The
// registered uses of plant × organism on active licences, valid today unless includeInvalid,
// ranked as the contract says: valid first, shorter PHI (none last), bee-safe before not, fewer
// B-Reçete substances, then trade name (tr-TR). Filters: PHI ≤ N days (a use without a PHI
// passes), bee-safe (toxicity none or low), no substance in the excluded mode-of-action groups
// (resistance rotation), only biological / low-risk substances. All in SQL.
import { BeeSafeToxicities, errorEnvelopeSchema, usesQuerySchema, usesResponseSchema, type UseOption, type UsesResponse } from '@portal/contracts';
import { and, asc, desc, eq, exists, inArray, isNull, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  activeSubstances,
  collateTr,
  formulations,
  harmfulOrganisms,
  licenceActiveSubstances,
  licenceCompanies,
  licenceDetails,
  licenceGroups,
  licences,
  plants,
  unitsOfMeasure,
  type Orm,
} from '../../platform/db';
import { notFound, referenceSearchConfig, SEARCH_TAG } from './access';
import { subquery } from './correlated';
import { productSubstanceOf, substancesOfLicences } from './licence-substances';
import { moaOf, moaValue } from './moa';
import { useTermColumns, useTermsOf } from '../../platform/reference-uses';
import { USES_LIMIT } from './registered-uses';
import { validToday } from './validity';

type UsesQuery = z.infer<typeof usesQuerySchema>;

/** A subquery over the row's licence's substances (`licences` of the outer query). */
const ofSubstances = (select: SQL, where?: SQL) =>
  subquery(sql`select ${select} from ${licenceActiveSubstances} join ${activeSubstances} on ${activeSubstances.id} = ${licenceActiveSubstances.activeSubstanceId}
    where ${licenceActiveSubstances.licenceId} = ${licences.id}${where ? sql` and ${where}` : sql``}`);

const beeSafe = inArray(licences.beeToxicity, [...BeeSafeToxicities]);
/** Every substance biological / low-risk (a product with none listed is not). */
const allLowRisk = sql<boolean>`coalesce(${ofSubstances(sql`bool_and(${activeSubstances.lowRisk})`)}, false)`;
const prescriptionRequiredCount = ofSubstances(sql`count(*)`, sql`${activeSubstances.prescriptionRequired}`);

export async function usesFor(db: Orm, q: UsesQuery): Promise<UsesResponse['data']> {
  const [[plant], [organism]] = await Promise.all([
    db.select({ id: plants.id, name: plants.name }).from(plants).where(and(eq(plants.id, q.plantId), eq(plants.status, true))),
    db.select({ id: harmfulOrganisms.id, name: harmfulOrganisms.name }).from(harmfulOrganisms).where(and(eq(harmfulOrganisms.id, q.harmfulOrganismId), eq(harmfulOrganisms.status, true))),
  ]);
  if (!plant) throw notFound('plant');
  if (!organism) throw notFound('harmfulOrganism');
  const excluded = q.excludeMoa?.map(moaValue);
  const rows = await db
    .select({
      licenceDetailId: licenceDetails.id,
      licenceId: licences.id,
      tradeName: licences.tradeName,
      licenceNumber: licences.licenceNumber,
      licenceStatus: licences.licenceStatus,
      validToday: validToday(),
      beeToxicity: licences.beeToxicity,
      lowRisk: allLowRisk,
      companyId: licenceCompanies.id,
      companyName: licenceCompanies.name,
      formulationId: formulations.id,
      formulationCode: formulations.code,
      formulationName: formulations.name,
      groupId: licenceGroups.id,
      groupName: licenceGroups.name,
      ...useTermColumns,
    })
    .from(licenceDetails)
    .innerJoin(licences, eq(licences.id, licenceDetails.licenceId))
    .innerJoin(licenceCompanies, eq(licenceCompanies.id, licences.companyId))
    .innerJoin(formulations, eq(formulations.id, licences.formulationId))
    .innerJoin(licenceGroups, eq(licenceGroups.id, licences.licenceGroupId))
    .innerJoin(unitsOfMeasure, eq(unitsOfMeasure.id, licenceDetails.doseUnitId))
    .where(
      and(
        eq(licenceDetails.plantId, plant.id),
        eq(licenceDetails.harmfulOrganismId, organism.id),
        eq(licenceDetails.status, true),
        eq(licences.status, true),
        q.includeInvalid ? undefined : validToday(),
        q.maxPhiDays !== undefined ? or(isNull(licenceDetails.phiDays), lte(licenceDetails.phiDays, q.maxPhiDays)) : undefined,
        q.beeSafe ? beeSafe : undefined,
        excluded?.length
          ? not(
              exists(
                db
                  .select({ one: sql`1` })
                  .from(licenceActiveSubstances)
                  .innerJoin(activeSubstances, eq(activeSubstances.id, licenceActiveSubstances.activeSubstanceId))
                  .where(and(eq(licenceActiveSubstances.licenceId, licences.id), inArray(moaOf(), excluded))),
              ),
            )
          : undefined,
        q.lowRisk ? allLowRisk : undefined,
      ),
    )
    .orderBy(
      desc(validToday()),
      sql`${licenceDetails.phiDays} asc nulls last`,
      desc(sql`coalesce(${beeSafe}, false)`),
      asc(prescriptionRequiredCount),
      collateTr(licences.tradeName),
      licenceDetails.id,
    )
    .limit(USES_LIMIT);
  const substances = await substancesOfLicences(db, rows.map((r) => r.licenceId));
  const options: UseOption[] = rows.map((r) => ({
    licenceDetailId: r.licenceDetailId,
    licenceId: r.licenceId,
    tradeName: r.tradeName,
    licenceNumber: r.licenceNumber,
    licenceStatus: r.licenceStatus,
    validToday: r.validToday,
    company: { id: r.companyId, name: r.companyName },
    formulation: { id: r.formulationId, code: r.formulationCode, name: r.formulationName },
    licenceGroup: { id: r.groupId, name: r.groupName },
    beeToxicity: r.beeToxicity,
    lowRisk: r.lowRisk,
    activeSubstances: (substances.get(r.licenceId) ?? []).map(productSubstanceOf),
    ...useTermsOf(r),
  }));
  return { plant, harmfulOrganism: organism, options };
}

export const getUses: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/uses',
    {
      config: referenceSearchConfig,
      schema: {
        tags: [SEARCH_TAG],
        summary: 'Arama: bu bitkide bu zararlıya karşı ne kullanabilirim?',
        description:
          'Bitki × zararlı organizma için kayıtlı ürünler, sıralı: bugün geçerli olanlar, kısa hasat arası süre (süresiz olanlar sonda), arıya güvenli olanlar, daha az B-Reçeteli madde, ticari ad. Süzgeçler: `maxPhiDays` (süre ≤ N gün; süresiz olan geçer), `beeSafe` (arı zehirliliği yok ya da düşük), `excludeMoa` (bu etki gruplarından madde içermeyenler: `IRAC 4A,IRAC 3A`), `lowRisk` (yalnız biyolojik / düşük riskli maddeler), `includeInvalid` (geçerli olmayanlar da). Bilinmeyen ya da pasif bitki veya organizma 404.',
        querystring: usesQuerySchema,
        response: { 200: usesResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await usesFor(app.db, request.query) }),
  );
};
