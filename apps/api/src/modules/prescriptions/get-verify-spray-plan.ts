// GET prescription/verify/{link}/spray-plan (public, no token): the spray plan of the public
// page's prescription, under the page's own rules: a revoked, renewed-away or unknown link
// answers the page's 404; a withdrawn prescription's live link answers 200 without a plan, as
// the page says it was withdrawn. Rate limit, `no-store`, `no-referrer` and `noindex` come from
// the token routes' table (platform/access). Times and ratings only: no coordinates
// (docs/decisions.md "The spray plan behind the farmer's link").
import { areaSprayPlanResponseSchema, errorEnvelopeSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TAG } from './access';
import { prescriptionOfLink } from './links';
import { sprayPlanOfPrescription } from './spray-plan';

export const getVerifySprayPlan: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/prescription/verify/:link/spray-plan',
    {
      config: { access: 'public' },
      schema: {
        tags: [TAG],
        summary: 'Paylaşılan reçete: ilaçlama zamanı planı (herkese açık)',
        description:
          'Reçetenin alanı için önümüzdeki 72 saatin saat saat ilaçlamaya uygunluğu; konum bilgisi içermez. Geçersiz ya da iptal edilmiş bağlantı 404; geri çekilmiş reçete, alanı olmayan reçete ya da yanıt vermeyen hava durumu servisi 200 `{ available: false, reason }`.',
        params: z.object({ link: z.string() }),
        response: { 200: areaSprayPlanResponseSchema, 404: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const p = await prescriptionOfLink(app.db, request.params.link);
      return { data: await sprayPlanOfPrescription(app, request.log, p) };
    },
  );
};
