// GET register/producer/{id}/pdf?season: every area of the producer for a season in one A4 PDF
// (register-pdf). Another member's producer answers 404 like a missing one.
import { errorEnvelopeSchema, registerIdParamsSchema, registerQuerySchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../../platform/auth';
import { readAccess, TAG } from '../access';
import { loadProducerRegister } from '../read';
import { registerFileName } from './entry-text';
import { renderProducerRegisterPdf } from './register-pdf';
import { REGISTER_BRAND, seasonOf, sendFile } from './send';

export const getProducerPdf: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/register/producer/:id/pdf',
    {
      config: { access: readAccess },
      schema: {
        tags: [TAG],
        summary: 'Üreticinin kayıt defteri (PDF)',
        description: 'Üreticinin bütün üretim alanlarının sezonluk kayıt defteri tek A4 PDF olarak: alan özeti, sonra her alan kendi sayfalarında. Sezon verilmezse bu yıl.',
        params: registerIdParamsSchema,
        querystring: registerQuerySchema,
        response: { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const register = await loadProducerRegister(app.db, auth.member.id, request.params.id, seasonOf(request.query));
      const pdf = await renderProducerRegisterPdf(register, { memberName: auth.member.name, brandName: REGISTER_BRAND, madeAt: new Date() });
      return sendFile(reply, pdf, 'application/pdf', registerFileName(register.producer.name, register.season, 'pdf'));
    },
  );
};
