// GET prescription/{id}/spray-plan: the next 72 hours at the prescription's production area
// rated for spraying (modules/prescriptions/spray-plan.ts), for its detail page. Always 200 for
// the member's prescription: `{ available: false, reason }` for a fast prescription (no area),
// an area without a polygon, a withdrawn or cancelled prescription, or the weather service
// down. Another member's prescription answers 404 before anything is asked of the service.
import { areaSprayPlanResponseSchema, errorEnvelopeSchema, recordParamsSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth';
import { readAccess, TAG } from './access';
import { keptRowOfMember } from './read';
import { sprayPlanOfPrescription } from './spray-plan';

export const getSprayPlan: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/prescription/:id/spray-plan',
    {
      config: { access: readAccess },
      schema: {
        tags: [TAG],
        summary: 'Reçete: ilaçlama zamanı planı (72 saat)',
        description:
          'Reçetenin üretim alanı için önümüzdeki 72 saatin ilaçlamaya uygunluğu, en yakın uygun zaman ve her günün özeti. Ürün etiketinde yağmura dayanıklılık süresi veri tabanında olmadığından 6 saat varsayılır. Hızlı reçete, sınırı çizilmemiş alan, geri çekilmiş ya da iptal edilmiş reçete veya yanıt vermeyen hava durumu servisi için 200 `{ available: false, reason }`.',
        params: recordParamsSchema,
        response: { 200: areaSprayPlanResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const row = await keptRowOfMember(app.db, authOf(request).member.id, request.params.id);
      return { data: await sprayPlanOfPrescription(app, request.log, row) };
    },
  );
};
