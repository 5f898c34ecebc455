// GET production-area/{id}/weather: current conditions and the 7-day forecast at the area's
// centroid (Open-Meteo shape, WEATHER_API_URL), cached per area for an hour. Always 200 for
// the member's area: `{ available: false, reason }` when the area has no polygon or the
// service is down, slow or answers garbage. Another member's area answers 404.
import { areaWeatherResponseSchema, errorEnvelopeSchema, recordParamsSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readAccessOf, recordOf } from '../../platform/crud';
import { weatherOfArea } from '../../platform/weather';
import { areaSection } from './area-section';

export const getAreaWeather: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `/${areaSection.path}/:id/weather`,
    {
      config: { access: readAccessOf(areaSection) },
      schema: {
        tags: [areaSection.tag],
        summary: 'Üretim alanı: hava durumu (anlık ve 7 günlük tahmin)',
        description:
          'Alanın merkez noktası için Open-Meteo biçiminde tahmin; alan başına bir saat önbellekte tutulur. Servis yanıt vermezse ya da alanın sınırı çizilmemişse 200 `{ available: false, reason }` döner.',
        params: recordParamsSchema,
        response: { 200: areaWeatherResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      // 404 for another member's area, before anything is asked of the service.
      const { centroid } = await recordOf(app.db, areaSection, request, request.params.id);
      return { data: await weatherOfArea(app.db, request.log, { id: request.params.id, centroid }, { baseUrl: app.config.weatherApiUrl, timeoutMs: app.config.weatherTimeoutMs }) };
    },
  );
};
