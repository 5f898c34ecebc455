// GET production-area/{id}/spray-plan?rainfastHours: the spray-window planner (domain
// planSprayWindow) on the area's hourly forecast, the next 72 hours from the current hour rated
// good / caution / unsuitable with the reasons, the next good window and a summary per day.
// Always 200 for the member's area: `{ available: false, reason }` when the area has no polygon
// or the service is down, slow or answers garbage. Another member's area answers 404 before
// anything is asked of the service. The answer carries times and ratings, never the point.
import { areaSprayPlanResponseSchema, errorEnvelopeSchema, recordParamsSchema, sprayPlanQuerySchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readAccessOf, recordOf } from '../../platform/crud';
import { sprayPlanAnswer, sprayPlanOfArea } from '../../platform/weather';
import { areaSection } from './area-section';

export const getAreaSprayPlan: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `/${areaSection.path}/:id/spray-plan`,
    {
      config: { access: readAccessOf(areaSection) },
      schema: {
        tags: [areaSection.tag],
        summary: 'Üretim alanı: ilaçlama zamanı planı (72 saat)',
        description:
          'Alanın saatlik tahmininden önümüzdeki 72 saatin her biri uygun / dikkat / uygun değil olarak değerlendirilir (rüzgâr, hamle, ilacın yağmura dayanıklı hale gelme süresi içinde yağış, sıcaklık, Delta T); en yakın uygun zaman ve her günün özeti. rainfastHours: ürünün etiketindeki süre (0–72 saat; verilmezse ya da 0 ise 6 saat). Servis yanıt vermezse ya da alanın sınırı çizilmemişse 200 `{ available: false, reason }` döner.',
        params: recordParamsSchema,
        querystring: sprayPlanQuerySchema,
        response: { 200: areaSprayPlanResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { centroid } = await recordOf(app.db, areaSection, request, request.params.id);
      const client = { baseUrl: app.config.weatherApiUrl, timeoutMs: app.config.weatherTimeoutMs };
      const plan = await sprayPlanOfArea(app.db, request.log, { id: request.params.id, centroid }, client, { rainfastHours: request.query.rainfastHours || null });
      return { data: sprayPlanAnswer(plan) };
    },
  );
};
