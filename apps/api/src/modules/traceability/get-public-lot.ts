// The consumer page's data, public and rate-limited per address:
// GET public/lot/{token} and its GS1 Digital Link form GET public/01/{gtin}/10/{lot}?t={token},
// which answers the same lot only when the GTIN and lot code are that lot's. An unknown,
// renewed-away or revoked link is 404. The rate limit per address and the `noindex`, `no-store`
// and `no-referrer` headers come from the token routes' table (platform/access).
import { ErrorCode, errorEnvelopeSchema, gs1LinkQuerySchema, lotTokenSchema, publicLotSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TokenRoutes } from '../../platform/access';
import { AppError } from '../../platform/errors';
import { gtin14, lotLinks } from './links';
import { TAG } from './access';

const notFound = () => new AppError(404, ErrorCode.NotFound, 'Bu ürün bağlantısı geçersiz ya da iptal edilmiş.');
const response = { 200: z.object({ data: publicLotSchema }), 404: errorEnvelopeSchema, 429: errorEnvelopeSchema };
const limit = TokenRoutes.api.find((e) => e.route.endsWith('/public/lot/:token'))!;

export const getPublicLot: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/lot/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: [TAG],
        summary: 'Parti tüketici sayfası (herkese açık)',
        description: `Ürün ve çeşit, il/ilçe, yaklaşık konum (~1 km), izinle üreticinin adı, aşamalar, ilaçlamalar ve bekleme süreleri, hasat ve paketleme tarihleri. Geçersiz ya da iptal edilmiş bağlantı 404; adres başına ${limit.limit} istek / dk.`,
        params: z.object({ token: z.string() }),
        response,
      },
    },
    async (request) => {
      const token = lotTokenSchema.safeParse(request.params.token);
      const lot = token.success ? await lotLinks.resolve(app.db, token.data) : undefined;
      if (!lot) throw notFound();
      const { lotId: _lotId, ...data } = lot;
      return { data };
    },
  );

  app.get(
    '/public/01/:gtin/10/:lot',
    {
      config: { access: 'public' },
      schema: {
        tags: [TAG],
        summary: 'Parti tüketici sayfası, GS1 Digital Link biçimi (herkese açık)',
        description: 'GTIN ve parti kodu bağlantının partisine aitse /public/lot/{t} ile aynı yanıt; değilse 404.',
        params: z.object({ gtin: z.string(), lot: z.string() }),
        querystring: gs1LinkQuerySchema,
        response,
      },
    },
    async (request) => {
      const token = lotTokenSchema.safeParse(request.query.t);
      const lot = token.success ? await lotLinks.resolve(app.db, token.data) : undefined;
      const { gtin, lot: code } = request.params;
      if (!lot || !lot.gtin || !/^\d{8,14}$/.test(gtin) || gtin14(gtin) !== gtin14(lot.gtin) || code !== lot.lotCode) throw notFound();
      const { lotId: _lotId, ...data } = lot;
      return { data };
    },
  );
};
