// GET lot/{id}/compliance: every spraying against the first harvest after it, the producer's
// register records on the lot's area in its season counted with the lot's stages.
import { complianceSchema, errorEnvelopeSchema, lotIdParamsSchema } from '@portal/contracts';
import { phiCompliance } from '@portal/domain/traceability';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth';
import { access, TAG } from './access';
import { lotRowOfMember } from './lot-read';
import { publicChecks, registerPhiStages, registerStagesOf } from './register-link';
import { stageRowsOf } from './stage-read';

export const getCompliance: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lot/:id/compliance',
    {
      config: { access },
      schema: {
        tags: [TAG],
        summary: 'Partinin bekleme süresi uyumu',
        description:
          'Hasattan önceki her ilaçlama için: hasat tarihi − ilaçlama tarihi ≥ PHI gün (tam gün; ilaçlama + PHI günü hasat uygundur). Partinin alanında, sezonu içinde kayıt defterine yazılmış uygulama ve hasatlar da sayılır (aşama kimlikleri null).',
        params: lotIdParamsSchema,
        response: { 200: z.object({ data: complianceSchema }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const lot = await lotRowOfMember(app.db, authOf(request).member.id, request.params.id);
      const rows = await stageRowsOf(app.db, lot.id);
      const register = registerPhiStages(await registerStagesOf(app.db, lot, rows));
      const stages = [...rows.map((s) => ({ id: s.id as number | null, kind: s.kind as 'spraying', date: s.date, productName: s.productName, phiDays: s.phiDays })), ...register];
      const result = phiCompliance(stages, (s) => s.phiDays);
      return { data: { ...result, checks: publicChecks(result.checks) } };
    },
  );
};
