// POST prescription/fertilization-check (our design): the plan editor's live checks and
// nutrient totals for a template body; nothing is written. Saving runs the same checks.
import { errorEnvelopeSchema, fertilizationCheckResultSchema, fertilizationTemplateInputSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TAG, writeAccess } from './access';
import { checkPlan } from './fertilization';

export const postFertilizationCheck: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/prescription/fertilization-check',
    {
      config: { access: writeAccess },
      schema: {
        tags: [TAG],
        summary: 'Gübreleme planını kontrol et (yazmadan)',
        description: 'Bulgular (hata, uyarı, bilgi), onay bekleyen uyarılar ve besin toplamları (dekar başına, döneme göre).',
        body: fertilizationTemplateInputSchema,
        response: { 200: z.object({ data: fertilizationCheckResultSchema }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await checkPlan(app.db, request.body) }),
  );
};
