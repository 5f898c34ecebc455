// POST prescription/{id}/correct (our design; "issued is final"): an issued
// prescription is never edited. Its correction cancels it, with the reason, and issues a new
// one with a new number that refers to it — in one transaction, after the same checks.
import { checksFailedSchema, correctionInputSchema, errorEnvelopeSchema, prescriptionSchema, recordParamsSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TAG, writeAccess } from './access';
import { correct } from './service';

export const postCorrect: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/prescription/:id/correct',
    {
      config: { access: writeAccess },
      schema: {
        tags: [TAG],
        summary: 'Reçeteyi düzelt (iptal et ve yenisini düzenle)',
        description: 'Eski reçete "cancelled" olur (cancelReason, cancelledAt); düzeltilmiş reçete yeni numarayla düzenlenir ve corrects ile eskisine bağlanır. Zaten iptal edilmişse 409.',
        params: recordParamsSchema,
        body: correctionInputSchema,
        response: { 201: z.object({ data: prescriptionSchema }), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema, 422: checksFailedSchema },
      },
    },
    async (request, reply) => {
      const data = await correct(app, request, request.params.id, request.body.reason, request.body.prescription);
      return reply.code(201).send({ data });
    },
  );
};
