// GET search/plants/{id}: a plant's page: the organisms registered on it, each
// with the products registered against it (valid ones first). A passive or unknown plant is 404.
import { errorEnvelopeSchema, plantDetailSchema, recordParamsSchema, type PlantDetail } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { collateTr, harmfulOrganisms, licenceDetails, plants, type Orm } from '../../platform/db';
import { notFound, referenceSearchConfig, SEARCH_TAG } from './access';
import { activeUses, organismOf, productOrder, productsGrouped } from './registered-uses';

export async function plantDetail(db: Orm, id: number): Promise<PlantDetail> {
  const [plant] = await db
    .select({ id: plants.id, name: plants.name, latinName: plants.latinName, euCode: plants.euCode, aliases: plants.aliases })
    .from(plants)
    .where(and(eq(plants.id, id), eq(plants.status, true)));
  if (!plant) throw notFound('plant');
  const uses = await activeUses(db, eq(licenceDetails.plantId, id), [collateTr(harmfulOrganisms.name), harmfulOrganisms.id, ...productOrder()]);
  const groups = await productsGrouped(db, uses, (r) => r.organismId, organismOf);
  return { ...plant, organisms: groups.map(({ group, products }) => ({ harmfulOrganism: group, products })) };
}

export const getPlant: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/plants/:id',
    {
      config: referenceSearchConfig,
      schema: {
        tags: [SEARCH_TAG],
        summary: 'Arama: bitki sayfası',
        description: 'Bitkide kayıtlı zararlı organizmalar ve her birine karşı kayıtlı ürünler (bugün geçerli olanlar önce). Pasif ya da bilinmeyen bitki 404.',
        params: recordParamsSchema,
        response: { 200: z.object({ data: plantDetailSchema }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await plantDetail(app.db, request.params.id) }),
  );
};
