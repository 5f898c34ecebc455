// POST register/application/check: the same checks as recording, and what it would flag and the
// weather it would keep; nothing is written.
import { applicationCheckResultSchema, applicationInputSchema, errorEnvelopeSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TAG, writeAccess } from './access';
import { checkApplication } from './applications';
import { writeContextOf } from './context';

export const postApplicationCheck: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register/application/check',
    {
      config: { access: writeAccess },
      schema: {
        tags: [TAG],
        summary: 'Uygulamayı kontrol et (kaydetmeden)',
        description: 'Kaydetmenin yapacağı denetimler (400, 404, 409 aynı) ve kaydın alacağı işaretler ile hava durumu; hiçbir şey yazılmaz.',
        body: applicationInputSchema,
        response: { 200: z.object({ data: applicationCheckResultSchema }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await checkApplication(writeContextOf(app, request), request.body) }),
  );
};
