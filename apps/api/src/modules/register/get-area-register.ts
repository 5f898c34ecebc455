// GET register/area/{id}?season=YYYY: the area's register for the season (default: this year in Türkiye).
import { areaRegisterResponseSchema, errorEnvelopeSchema, registerIdParamsSchema, registerQuerySchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth';
import { readAccess, TAG } from './access';
import { loadAreaRegister } from './read';

export const getAreaRegister: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/register/area/:id',
    {
      config: { access: readAccess },
      schema: {
        tags: [TAG],
        summary: 'Alanın kayıt defteri',
        description: 'Sezonun (takvim yılı) reçeteleri, uygulamaları (kayıt defteri ve TRC ilaçlama aşamaları) ve hasatları tarih sırasıyla; sezon sayımı yapılanlardan (kayıtlı uygulama varsa o, yoksa planlanan tarih) ve bulgular.',
        params: registerIdParamsSchema,
        querystring: registerQuerySchema,
        response: { 200: areaRegisterResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await loadAreaRegister(app.db, authOf(request).member.id, request.params.id, request.query.season) }),
  );
};
