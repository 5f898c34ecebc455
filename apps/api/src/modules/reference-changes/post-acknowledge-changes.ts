// POST prescription/{id}/acknowledge-changes: the prescription's member notes that
// it has seen the reference changes flagged on it; its open flags get who and when. Another
// member's prescription is a 404, like a missing one.
import { ErrorCode, errorEnvelopeSchema, prescriptionChangeFlagSchema, recordParamsSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { changeFlagsOf } from '../../platform/reference-changes';
import { acknowledgeAccess, TAG } from './access';
import { acknowledgeFlags, prescriptionOfMember } from './queries';

export const postAcknowledgeChanges: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/prescription/:id/acknowledge-changes',
    {
      config: { access: acknowledgeAccess },
      schema: {
        tags: [TAG],
        summary: 'Reçetedeki referans değişikliklerini gördüm',
        description: 'Reçetenin onaylanmamış değişiklik işaretlerine onaylayanı ve zamanı yazar; reçetenin işaretlerini döner. Başka üyenin reçetesi 404.',
        params: recordParamsSchema,
        response: { 200: z.object({ data: z.array(prescriptionChangeFlagSchema) }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const prescription = await prescriptionOfMember(app.db, request.params.id, auth.member.id);
      if (!prescription) throw new AppError(404, ErrorCode.NotFound, 'Reçete bulunamadı.');
      await acknowledgeFlags(app.db, prescription.id, auth.user.id);
      return { data: await changeFlagsOf(app.db, prescription.id, auth.member.id) };
    },
  );
};
