// GET search/filters: the choices of the search page's filters, active records
// only, each list in Turkish order. Companies are the licence holders (a plant-nutrition
// supplier with no licence is no choice for a licence filter).
import { errorEnvelopeSchema, searchFiltersQuerySchema, searchFiltersSchema, type HarmfulOrganismType, type SearchFilters } from '@portal/contracts';
import { and, eq, exists, isNotNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activeSubstanceGroups,
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
  type Orm,
} from '../../platform/db';
import { referenceSearchConfig, SEARCH_TAG } from './access';
import { moaOf } from './moa';
import { validToday } from './validity';

type FiltersQuery = z.infer<typeof searchFiltersQuerySchema>;

/**
 * With a plant × pest query, only the substances of the products it answers (registered for
 * that use, valid today unless invalid ones are asked for too): the "other mode-of-action
 * group" choice lists the groups in the result, not every group in use.
 */
function inUsesAnswer(q: FiltersQuery) {
  if (q.plantId === undefined || q.harmfulOrganismId === undefined) return undefined;
  return sql`${activeSubstances.id} in (select ${licenceActiveSubstances.activeSubstanceId} from ${licenceActiveSubstances}
    join ${licences} on ${licences.id} = ${licenceActiveSubstances.licenceId}
    join ${licenceDetails} on ${licenceDetails.licenceId} = ${licences.id}
    where ${licenceDetails.plantId} = ${q.plantId} and ${licenceDetails.harmfulOrganismId} = ${q.harmfulOrganismId}
      and ${licenceDetails.status} and ${licences.status}${q.includeInvalid ? sql`` : sql` and ${validToday()}`})`;
}

export async function searchFilters(db: Orm, q: FiltersQuery = {}): Promise<SearchFilters> {
  const moaCode = moaOf();
  const [groups, companies, forms, substanceGroups, moa, plantRows, organisms] = await Promise.all([
    db.select({ id: licenceGroups.id, name: licenceGroups.name }).from(licenceGroups).where(eq(licenceGroups.status, true)).orderBy(collateTr(licenceGroups.name)),
    db
      .select({ id: licenceCompanies.id, name: licenceCompanies.name })
      .from(licenceCompanies)
      .where(
        and(
          eq(licenceCompanies.status, true),
          exists(db.select({ one: sql`1` }).from(licences).where(and(eq(licences.companyId, licenceCompanies.id), eq(licences.status, true)))),
        ),
      )
      .orderBy(collateTr(licenceCompanies.name)),
    db.select({ id: formulations.id, code: formulations.code, name: formulations.name }).from(formulations).where(eq(formulations.status, true)).orderBy(formulations.code),
    db
      .select({ id: activeSubstanceGroups.id, name: activeSubstanceGroups.name })
      .from(activeSubstanceGroups)
      .where(eq(activeSubstanceGroups.status, true))
      .orderBy(collateTr(activeSubstanceGroups.name)),
    db
      .selectDistinct({ code: moaCode, scheme: activeSubstances.moaScheme, value: activeSubstances.moaCode })
      .from(activeSubstances)
      .where(and(eq(activeSubstances.status, true), isNotNull(activeSubstances.moaScheme), inUsesAnswer(q)))
      .orderBy(activeSubstances.moaScheme, activeSubstances.moaCode),
    db.select({ id: plants.id, name: plants.name }).from(plants).where(eq(plants.status, true)).orderBy(collateTr(plants.name)),
    db
      .select({ id: harmfulOrganisms.id, name: harmfulOrganisms.name, type: harmfulOrganisms.type })
      .from(harmfulOrganisms)
      .where(eq(harmfulOrganisms.status, true))
      .orderBy(collateTr(harmfulOrganisms.name), harmfulOrganisms.id),
  ]);
  // IRAC 4A before IRAC 28: the group numbers in numeric order.
  const numericOrder = new Intl.Collator('tr-TR', { numeric: true });
  return {
    licenceGroups: groups,
    companies,
    formulations: forms,
    activeSubstanceGroups: substanceGroups,
    moaCodes: moa.map((m) => m.code!).sort(numericOrder.compare),
    plants: plantRows,
    harmfulOrganisms: organisms.map((o) => ({ ...o, type: o.type as HarmfulOrganismType })),
  };
}

export const getFilters: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/filters',
    {
      config: referenceSearchConfig,
      schema: {
        tags: [SEARCH_TAG],
        summary: 'Arama: süzgeç seçenekleri',
        description:
          'Ruhsat grupları, ruhsat sahibi firmalar, formülasyonlar, aktif madde grupları, etki grupları (IRAC 4A…), bitkiler ve zararlı organizmalar; yalnız aktif kayıtlar, Türkçe sırayla. `plantId` ve `harmfulOrganismId` (ve `includeInvalid`) verilirse etki grupları yalnız o bitki × zararlı sorgusunun bulduğu ürünlerin gruplarıdır.',
        querystring: searchFiltersQuerySchema,
        response: { 200: z.object({ data: searchFiltersSchema }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await searchFilters(app.db, request.query) }),
  );
};
