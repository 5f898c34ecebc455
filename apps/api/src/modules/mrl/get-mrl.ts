// GET search/mrl (spec §2 `mrl`): residue limits by product (an MRL product, or a
// plant through its EU code) and substance, in one market or all, in force unless asked
// otherwise; paged, sorted and searched in SQL.
import { errorEnvelopeSchema, listEnvelope, mrlEntrySchema, mrlSearchQuerySchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TAG } from './access';
import { listMrlEntries } from './mrl-list';
import { productIdOfPlant } from './queries';

export const getMrl: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/mrl',
    {
      config: { access: 'authenticated', referenceAnswers: true },
      schema: {
        tags: [TAG],
        summary: 'MRL sorgusu: ürün ve aktif maddeye göre kalıntı limitleri',
        description:
          'Oturum açmış her kullanıcıya açık. `mrlProductId` ya da `plantId` (bitkinin AB ürün kodundaki MRL ürünü), `mrlActiveSubstanceId`, `market` (TR, EU…) ile süzülür; `search` ürün, kod, madde ve açıklamada Türkçe katlanmış arar. Varsayılan olarak yalnızca yürürlükteki limitler (süresi dolmamış ve aktif); `includeExpired=true` hepsini verir. `count` süzülmüş listede 1000’e kadar sayılır (`countKind: atLeast`).',
        querystring: mrlSearchQuerySchema,
        response: { 200: listEnvelope(mrlEntrySchema), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const q = request.query;
      let productId = q.mrlProductId;
      if (q.plantId !== undefined) {
        const ofPlant = await productIdOfPlant(app.db, q.plantId);
        // A plant with no MRL product, or one that is not the product asked for: nothing matches.
        if (ofPlant === undefined || (productId !== undefined && productId !== ofPlant)) return { data: [], count: 0 };
        productId = ofPlant;
      }
      return listMrlEntries(app.db, q, { productId, substanceId: q.mrlActiveSubstanceId, market: q.market, includeExpired: q.includeExpired ?? false });
    },
  );
};
