// GET search/mrl/options?kind=product|substance&q=: the MRL page's pickers, at
// most 20 active products or substances whose name (a product's code too) contains `q`,
// Turkish-folded (`ıspanak` finds `ISPANAK`).
import { errorEnvelopeSchema, mrlOptionSchema, mrlOptionsQuerySchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TAG } from './access';
import { mrlOptions } from './queries';

export const getMrlOptions: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/mrl/options',
    {
      config: { access: 'authenticated', referenceAnswers: true },
      schema: {
        tags: [TAG],
        summary: 'MRL sorgusu: ürün ya da aktif madde seçenekleri',
        description: 'En çok 20 aktif kayıt, ada göre (Türkçe sıralama). `q` boşsa ilk 20.',
        querystring: mrlOptionsQuerySchema,
        response: { 200: z.object({ data: z.array(mrlOptionSchema) }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await mrlOptions(app.db, request.query.kind, request.query.q || undefined) }),
  );
};
