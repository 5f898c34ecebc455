// GET search/harmful-orgs/{id}: an organism's page: the plants it is registered
// on, each with the products registered for it (valid ones first). A passive or unknown
// organism is 404.
import { errorEnvelopeSchema, harmfulOrgDetailSchema, recordParamsSchema, type HarmfulOrganismType, type HarmfulOrgDetail } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { collateTr, harmfulOrganisms, licenceDetails, plants, type Orm } from '../../platform/db';
import { notFound, referenceSearchConfig, SEARCH_TAG } from './access';
import { activeUses, productOrder, productsGrouped } from './registered-uses';

export async function harmfulOrgDetail(db: Orm, id: number): Promise<HarmfulOrgDetail> {
  const [organism] = await db
    .select({ id: harmfulOrganisms.id, name: harmfulOrganisms.name, latinName: harmfulOrganisms.latinName, type: harmfulOrganisms.type, aliases: harmfulOrganisms.aliases })
    .from(harmfulOrganisms)
    .where(and(eq(harmfulOrganisms.id, id), eq(harmfulOrganisms.status, true)));
  if (!organism) throw notFound('harmfulOrganism');
  const uses = await activeUses(db, eq(licenceDetails.harmfulOrganismId, id), [collateTr(plants.name), plants.id, ...productOrder()]);
  const groups = await productsGrouped(db, uses, (r) => r.plantId, (r) => ({ id: r.plantId, name: r.plantName }));
  return { ...organism, type: organism.type as HarmfulOrganismType, plants: groups.map(({ group, products }) => ({ plant: group, products })) };
}

export const getHarmfulOrg: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/harmful-orgs/:id',
    {
      config: referenceSearchConfig,
      schema: {
        tags: [SEARCH_TAG],
        summary: 'Arama: hastalık / zararlı sayfası',
        description: 'Organizmanın kayıtlı olduğu bitkiler ve her birinde ona karşı kayıtlı ürünler (bugün geçerli olanlar önce). Pasif ya da bilinmeyen organizma 404.',
        params: recordParamsSchema,
        response: { 200: z.object({ data: harmfulOrgDetailSchema }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await harmfulOrgDetail(app.db, request.params.id) }),
  );
};
