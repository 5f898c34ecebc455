// GET search/active-substances/{id}: a substance's page: its group, mode of
// action, whether it is on the B-Reçete list and biological / low-risk, the products that
// contain it (valid ones first) and its MRLs in force by product. A passive or unknown
// substance is 404.
import { activeSubstanceDetailSchema, errorEnvelopeSchema, recordParamsSchema, type ActiveSubstanceDetail } from '@portal/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activeSubstanceGroups, activeSubstances, collateTr, licenceActiveSubstances, licenceCompanies, licences, unitsOfMeasure, type Orm } from '../../platform/db';
import { notFound, referenceSearchConfig, SEARCH_TAG } from './access';
import { substanceColumns, substanceHitOf } from './get-active-substances';
import { mrlsInForce } from './mrl-in-force';
import { validToday } from './validity';

export async function activeSubstanceDetail(db: Orm, id: number): Promise<ActiveSubstanceDetail> {
  const [substance] = await db
    .select({ ...substanceColumns, mrlActiveSubstanceId: activeSubstances.mrlActiveSubstanceId, aliases: activeSubstances.aliases })
    .from(activeSubstances)
    .leftJoin(activeSubstanceGroups, eq(activeSubstanceGroups.id, activeSubstances.activeSubstanceGroupId))
    .where(and(eq(activeSubstances.id, id), eq(activeSubstances.status, true)));
  if (!substance) throw notFound('activeSubstance');
  const [products, mrls] = await Promise.all([
    db
      .select({
        licenceId: licences.id,
        tradeName: licences.tradeName,
        licenceNumber: licences.licenceNumber,
        licenceStatus: licences.licenceStatus,
        validToday: validToday(),
        companyId: licenceCompanies.id,
        companyName: licenceCompanies.name,
        concentration: licenceActiveSubstances.concentration,
        concentrationUnit: unitsOfMeasure.symbol,
      })
      .from(licenceActiveSubstances)
      .innerJoin(licences, eq(licences.id, licenceActiveSubstances.licenceId))
      .innerJoin(licenceCompanies, eq(licenceCompanies.id, licences.companyId))
      .innerJoin(unitsOfMeasure, eq(unitsOfMeasure.id, licenceActiveSubstances.unitId))
      .where(and(eq(licenceActiveSubstances.activeSubstanceId, id), eq(licences.status, true)))
      .orderBy(desc(validToday()), collateTr(licences.tradeName), licences.id),
    mrlsInForce(db, [substance.mrlActiveSubstanceId]),
  ]);
  return {
    ...substanceHitOf(substance),
    aliases: substance.aliases,
    products: products.map(({ companyId, companyName, ...p }) => ({ ...p, company: { id: companyId, name: companyName } })),
    mrls,
  };
}

export const getActiveSubstance: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/active-substances/:id',
    {
      config: referenceSearchConfig,
      schema: {
        tags: [SEARCH_TAG],
        summary: 'Arama: aktif madde sayfası',
        description:
          'Aktif madde: grubu, etki grubu, B-Reçete listesinde olup olmadığı, biyolojik / düşük riskli olup olmadığı, onu içeren ürünler (bugün geçerli olanlar önce) ve ürünlere göre yürürlükteki MRL değerleri. Pasif ya da bilinmeyen madde 404.',
        params: recordParamsSchema,
        response: { 200: z.object({ data: activeSubstanceDetailSchema }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await activeSubstanceDetail(app.db, request.params.id) }),
  );
};
