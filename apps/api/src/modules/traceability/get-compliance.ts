// GET lot/{id}/compliance: every spraying against the first harvest after it.
import { complianceSchema, errorEnvelopeSchema, lotIdParamsSchema } from '@portal/contracts';
import { phiCompliance } from '@portal/domain/traceability';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth';
import { access, TAG } from './access';
import { lotRowOfMember } from './lot-read';
import { stageRowsOf } from './stage-read';

export const getCompliance: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lot/:id/compliance',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Partinin bekleme süresi uyumu',
        description: 'Hasattan önceki her ilaçlama için: hasat tarihi − ilaçlama tarihi ≥ PHI gün (tam gün; ilaçlama + PHI günü hasat uygundur).',
        params: lotIdParamsSchema,
        response: { 200: z.object({ data: complianceSchema }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const lot = await lotRowOfMember(app.db, authOf(request).member.id, request.params.id);
      const stages = (await stageRowsOf(app.db, lot.id)).map((s) => ({ id: s.id as number | null, kind: s.kind as 'spraying', date: s.date, productName: s.productName, phiDays: s.phiDays }));
      return { data: phiCompliance(stages, (s) => s.phiDays) };
    },
  );
};
